import { Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES as M } from '#shared/lib/notes-messages';
import { ZNoteWrite, type TNote } from '#shared/schemas/note';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';
import { createNote, deleteNote, updateNote, useNotes, type TNoteTarget } from '../api/notes';
import { NoteItem } from './note-item';

/** Props of {@link NotesPanel}. */
export type TNotesPanelProps = { userId: number; target: TNoteTarget };

/** The form that adds a note, checked with the shared rule. */
function AddNote({ onAdd }: { onAdd: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZNoteWrite.safeParse({ note: text });
    if (!parsed.success) return setError(parsed.error.issues[0] ? t(parsed.error.issues[0].message) : null);
    setBusy(true);
    const added = await onAdd(parsed.data.note);
    setBusy(false);
    if (added) setText('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('Add a note')} noValidate>
      <Stack gap="xs">
        <Textarea
          aria-label={t('New note')}
          placeholder={t(M.placeholder)}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button size="xs" type="submit" loading={busy}>
            {t('Add note')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Notes on a specbook, a customer or a catalogue spec (spec business-records §3 Note, §7 Notes):
 * private to the company, newest first, searchable; the author edits a note in place or removes
 * it, with Undo in the toast (the removal is soft until then, and a new note brings the text back).
 */
export function NotesPanel({ userId, target }: TNotesPanelProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const notes = useNotes(userId, target, debounced);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notes', userId, target.parent, target.parentId] });

  useEffect(() => {
    if (notes.isError) toastError(M.fetchFailed);
  }, [notes.isError]);

  const add = async (text: string): Promise<boolean> => {
    try {
      await createNote(userId, target, text);
      toastSuccess(M.added);
      void refresh();
      return true;
    } catch (err) {
      toastFailure(err, M.addFailed);
      return false;
    }
  };

  const save = async (note: TNote, text: string): Promise<boolean> => {
    try {
      await updateNote(userId, target, note.id, text);
      toastSuccess(M.saved);
      void refresh();
      return true;
    } catch (err) {
      toastFailure(err, M.saveFailed);
      return false;
    }
  };

  const undo = async (note: TNote, toastId: string) => {
    notifications.hide(toastId);
    if (await add(note.note)) toastSuccess(M.restored);
  };

  const remove = async (note: TNote) => {
    try {
      await deleteNote(userId, target, note.id);
      void refresh();
      const id = `note-removed-${note.id}`;
      notifications.show({
        id,
        color: 'teal',
        autoClose: 5000,
        message: (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <span>{t(M.removed)}</span>
            <Button size="compact-xs" variant="subtle" onClick={() => void undo(note, id)}>
              {t('Undo')}
            </Button>
          </Group>
        ),
      });
    } catch (err) {
      toastFailure(err, M.removeFailed);
    }
  };

  const list = notes.data?.list ?? [];
  return (
    <Stack gap="sm">
      <AddNote onAdd={add} />
      <TextInput
        size="xs"
        aria-label={t('Search notes')}
        placeholder={t('Search notes')}
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {notes.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('Loading notes')}>
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : notes.isError ? (
        <Text c="red" size="sm" role="alert">
          {t(M.fetchFailed)}
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {debounced.trim() ? t(M.emptySearch) : t(M.empty)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Notes')}>
          {list.map((note) => (
            <NoteItem key={note.id} note={note} onSave={(text) => save(note, text)} onDelete={() => void remove(note)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
