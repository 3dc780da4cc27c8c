import { Button, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconNotes } from '@tabler/icons-react';
import type { TNoteTarget } from '../api/notes';
import { LazyNotesPanel } from './lazy-notes-panel';

/** 'Notes' on a toolbar: a drawer with the notes of `target`, whose code loads when first opened. */
export function NotesButton({ userId, target }: { userId: number; target: TNoteTarget }) {
  const [opened, drawer] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconNotes size={14} />} onClick={drawer.open}>
        Notes
      </Button>
      <Drawer opened={opened} onClose={drawer.close} position="right" size={narrow ? '100%' : 480} title="Notes">
        {opened && <LazyNotesPanel userId={userId} target={target} />}
      </Drawer>
    </>
  );
}
