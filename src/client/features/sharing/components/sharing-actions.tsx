import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare, IconUserPlus } from '@tabler/icons-react';
import { PRO_INVITE_FLAG } from '#shared/lib/roles';
import { lazyDialog } from '#client/components/ui/lazy-ui';
import { useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';

// The dialogs load when first opened: the manage page is at its bundle budget (decision 059).
const ShareSpecbookDialog = lazyDialog(() => import('./share-specbook-dialog').then((m) => m.ShareSpecbookDialog));
const ProInviteDialog = lazyDialog(() => import('./pro-invite-dialog').then((m) => m.ProInviteDialog));

/** The manage page's 'Share' (shared access) button and, with useProUserInvite, 'Invite pro'. */
export function SharingActions({ userId, specbookId }: { userId: number; specbookId: number }) {
  const { user } = useCurrentSession();
  const [shareOpened, share] = useDisclosure(false);
  const [proOpened, pro] = useDisclosure(false);
  const canInvitePros = user.features.includes(PRO_INVITE_FLAG);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconShare size={14} />} onClick={share.open}>
        {t('Share')}
      </Button>
      {canInvitePros && (
        <Button size="xs" variant="default" leftSection={<IconUserPlus size={14} />} onClick={pro.open}>
          {t('Invite pro')}
        </Button>
      )}
      <ShareSpecbookDialog opened={shareOpened} onClose={share.close} userId={userId} specbookId={specbookId} />
      {canInvitePros && <ProInviteDialog opened={proOpened} onClose={pro.close} userId={userId} />}
    </>
  );
}
