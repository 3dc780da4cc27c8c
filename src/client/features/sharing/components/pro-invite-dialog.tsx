import { Modal, Text } from '@mantine/core';
import { SHARING_MESSAGES as M, TRADE_PARTNERS_GROUP } from '#shared/lib/sharing-messages';
import type { TDialogProps } from '#client/components/ui/lazy-ui';
import { toastSuccess } from '#client/lib/toasts';
import { useInviteProUser } from '../api/groups';
import { ShareForm } from './share-form';
import { t } from '#client/lib/i18n';

/** Props of {@link ProInviteDialog}. */
export type TProInviteDialogProps = TDialogProps & { userId: number };

/** The pro-user invite (useProUserInvite): the share form, sent into the caller's "Trade partners" group. */
export function ProInviteDialog({ opened, onClose, userId }: TProInviteDialogProps) {
  const invite = useInviteProUser(userId);
  return (
    <Modal opened={opened} onClose={onClose} title={t('Invite a pro')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('Invite a trade professional to work with you. They join your “{group}” group when they accept.', { group: TRADE_PARTNERS_GROUP })}
      </Text>
      <ShareForm
        submitLabel={t('Send invite')}
        failureMessage={M.inviteFailed}
        onCancel={onClose}
        onSubmit={async (body) => {
          await invite.mutateAsync(body);
          toastSuccess(M.inviteSent);
          onClose();
        }}
      />
    </Modal>
  );
}
