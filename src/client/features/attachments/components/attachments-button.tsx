import { Button, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { lazyPanel } from '#client/components/ui/lazy-ui';

// The panel, its drop zone and forms load when the drawer first opens: the manage page is at its
// bundle budget (decision 059).
const AttachmentsPanel = lazyPanel(() => import('./attachments-panel').then((m) => m.AttachmentsPanel));

/** 'Attachments' on the manage page's collaboration bar: a drawer with the specbook's files. */
export function AttachmentsButton({ userId, specbookId }: { userId: number; specbookId: number }) {
  const [opened, drawer] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconPaperclip size={14} />} onClick={drawer.open}>
        Attachments
      </Button>
      <Drawer opened={opened} onClose={drawer.close} position="right" size={narrow ? '100%' : 480} title="Attachments">
        {opened && <AttachmentsPanel userId={userId} specbookId={specbookId} />}
      </Drawer>
    </>
  );
}
