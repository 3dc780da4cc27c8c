import { Select } from '@mantine/core';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, SUPPORT_MESSAGES as M, type TRequestStatus } from '#shared/lib/support-messages';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useUpdateRequestStatus, type TRequestKind } from '../api/admin-requests';
import { t } from '#client/lib/i18n';

const OPTIONS = REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] }));

/** The toast of a saved status, one whole sentence per status (toastSuccess translates it). */
const STATUS_TOASTS: Record<TRequestStatus, string> = {
  open: 'Request #{id} is open',
  in_progress: 'Request #{id} is in progress',
  closed: 'Request #{id} is closed',
};

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
      data={OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
      value={status}
      allowDeselect={false}
      disabled={update.isPending}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (!value || value === status) return;
        update.mutate(
          { id, status: value as TRequestStatus },
          {
            onSuccess: () => toastSuccess(STATUS_TOASTS[value as TRequestStatus].replace('{id}', String(id))),
            onError: () => toastError(M.statusUpdateFailed),
          },
        );
      }}
    />
  );
}
