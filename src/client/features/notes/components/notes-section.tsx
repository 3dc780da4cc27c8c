import { Stack, Title } from '@mantine/core';
import { NOTE_MESSAGES as M } from '#shared/lib/notes-messages';
import type { TNoteTarget } from '../api/notes';
import { LazyNotesPanel } from './lazy-notes-panel';

/** A titled 'Notes' section of a page or drawer (customer, spec): the notes panel, loaded when first shown. */
export function NotesSection({ userId, target }: { userId: number; target: TNoteTarget }) {
  return (
    <Stack gap="xs" component="section" aria-label={M.title}>
      <Title order={4}>{M.title}</Title>
      <LazyNotesPanel userId={userId} target={target} />
    </Stack>
  );
}
