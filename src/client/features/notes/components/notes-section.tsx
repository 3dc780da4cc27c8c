import { Stack, Title } from '@mantine/core';
import { NOTE_MESSAGES as M } from '#shared/lib/notes-messages';
import type { TNoteTarget } from '../api/notes';
import { NotesPanel } from './notes-panel';
import { t } from '#client/lib/i18n';

/** A titled 'Notes' section of a page or drawer (customer, spec). The manage page uses LazyNotesPanel instead (bundle budget). */
export function NotesSection({ userId, target }: { userId: number; target: TNoteTarget }) {
  return (
    <Stack gap="xs" component="section" aria-label={t(M.title)}>
      <Title order={4}>{t(M.title)}</Title>
      <NotesPanel userId={userId} target={target} />
    </Stack>
  );
}
