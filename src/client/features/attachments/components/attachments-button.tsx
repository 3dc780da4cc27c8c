import { IconPaperclip } from '@tabler/icons-react';
import { DrawerButton } from '#client/components/ui/drawer-button';
import { lazyPanel } from '#client/components/ui/lazy-ui';
import { t } from '#client/lib/i18n';

// The panel, its drop zone and forms load when the drawer first opens: the manage page is at its
// bundle budget (decision 059).
const AttachmentsPanel = lazyPanel(() => import('./attachments-panel').then((m) => m.AttachmentsPanel));

/** 'Attachments' on the manage page's collaboration bar: a drawer with the specbook's files. */
export function AttachmentsButton({ userId, specbookId }: { userId: number; specbookId: number }) {
  return (
    <DrawerButton label={t('Attachments')} title={t('Attachments')} icon={<IconPaperclip size={14} />}>
      {() => <AttachmentsPanel userId={userId} specbookId={specbookId} />}
    </DrawerButton>
  );
}
