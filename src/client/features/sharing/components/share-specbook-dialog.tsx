import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import { ZShareCreate } from '#shared/schemas/shared-specbooks';
import type { TDialogProps } from '#client/components/ui/lazy-ui';
import { ContentLoader } from '#client/components/ui/content-loader';
import { ApiError, firstErrorMessage } from '#client/lib/api-client';
import { zodFieldErrors } from '#client/lib/form-errors';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useShares, useShareSpecbook, useUnshareSpecbook } from '../api/shared';
import { t } from '#client/lib/i18n';

/** Props of {@link ShareSpecbookDialog}. */
export type TShareSpecbookDialogProps = TDialogProps & { userId: number; specbookId: number };

function SharesList({ userId, specbookId }: { userId: number; specbookId: number }) {
  const shares = useShares(userId, specbookId);
  const unshare = useUnshareSpecbook(userId, specbookId);
  if (shares.isPending) return <ContentLoader />;
  if (shares.isError) return <Text c="red">{t(M.sharedFetchFailed)}</Text>;
  if (shares.data.length === 0) return <Text c="dimmed" size="sm">{t('Not shared with anyone yet.')}</Text>;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('Shared with')}>
      {shares.data.map((share) => (
        <Group key={share.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate style={{ minWidth: 0 }}>
            {share.email}
          </Text>
          <Tooltip label={t('Stop sharing with {email}', { email: share.email })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('Stop sharing with {email}', { email: share.email })}
              onClick={() => unshare.mutate(share.id, { onError: (e) => toastFailure(e, M.shareFailed) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The manage page's shared access dialog: share the specbook by e-mail with a user of another
 * account (they see it in "Shared with me", read-only, and may clone it), and who it is shared with.
 */
export function ShareSpecbookDialog({ opened, onClose, userId, specbookId }: TShareSpecbookDialogProps) {
  const share = useShareSpecbook(userId, specbookId);
  const form = useForm({ initialValues: { email: '' }, validate: (values) => zodFieldErrors(ZShareCreate, values), validateInputOnBlur: true });
  const submit = form.onSubmit((values) =>
    share.mutate(values.email.trim(), {
      onSuccess: () => {
        toastSuccess(M.specbookShared);
        form.reset();
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? firstErrorMessage(error.body) : null;
        form.setErrors({ email: t(message ?? M.shareFailed) });
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('Share specbook')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('The person sees this specbook, read-only, under “Shared with me” when they sign in with this e-mail address, and may copy it into their own specbooks.')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput label={t('Email address')} type="email" required style={{ flex: 1 }} data-autofocus {...form.getInputProps('email')} />
            <Button type="submit" mt={25} loading={share.isPending}>
              {t('Share')}
            </Button>
          </Group>
        </form>
        <SharesList userId={userId} specbookId={specbookId} />
      </Stack>
    </Modal>
  );
}
