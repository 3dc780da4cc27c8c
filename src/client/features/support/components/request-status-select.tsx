import { Select } from '@mantine/core';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, SUPPORT_MESSAGES as M, type TRequestStatus } from '#shared/lib/support-messages';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useUpdateRequestStatus, type TRequestKind } from '../api/admin-requests';

const OPTIONS = REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] }));

/** Props of {@link RequestStatusSelect}. */
export type TRequestStatusSelectProps = { userId: number; kind: TRequestKind; id: number; status: TRequestStatus; label: string };

/** A request's status on the admin page: choosing another one saves it at once. */
export function RequestStatusSelect({ userId, kind, id, status, label }: TRequestStatusSelectProps) {
  const update = useUpdateRequestStatus(userId, kind);
  return (
    <Select
      aria-label={label}
      size="xs"
      w={124}
      data={OPTIONS}
      value={status}
      allowDeselect={false}
      disabled={update.isPending}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (!value || value === status) return;
        update.mutate(
          { id, status: value as TRequestStatus },
          {
            onSuccess: () => toastSuccess(`Request #${id} is ${REQUEST_STATUS_LABELS[value as TRequestStatus].toLowerCase()}`),
            onError: () => toastError(M.statusUpdateFailed),
          },
        );
      }}
    />
  );
}
