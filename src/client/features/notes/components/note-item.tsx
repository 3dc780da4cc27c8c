import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { NOTE_MAX_LENGTH } from '#shared/lib/notes-messages';
import { ZNoteWrite, type TNote } from '#shared/schemas/note';
import { relativeTime } from '#shared/lib/relative-time';
import { localeTag } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';

/** Props of {@link NoteItem}. */
export type TNoteItemProps = {
  note: TNote;
  /** Saves new text; resolves true when saved. */
  onSave: (text: string) => Promise<boolean>;
  onDelete: () => void;
};

/** One note: author, relative time (exact time on hover), the text; the author edits it in place or removes it. */
export function NoteItem({ note, onSave, onDelete }: TNoteItemProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.note);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edited = note.updatedAt !== note.createdAt;
  const locale = useLocale();

  const save = async () => {
    const parsed = ZNoteWrite.safeParse({ note: text });
    if (!parsed.success) return setError(parsed.error.issues[0] ? t(parsed.error.issues[0].message) : null);
    setBusy(true);
    const saved = await onSave(parsed.data.note);
    setBusy(false);
    if (saved) setEditing(false);
  };

  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={t('Note by {name}', { name: note.author.name })}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate="end">
            {note.author.name}{' '}
            <Tooltip label={new Date(note.createdAt).toLocaleString(localeTag(locale))} withArrow>
              <Text span size="xs" c="dimmed" fw={400}>
                {t(relativeTime(note.createdAt))}
                {edited ? ` · ${t('edited')}` : ''}
              </Text>
            </Tooltip>
          </Text>
          {note.canEdit && !editing && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" onClick={() => setEditing(true)} aria-label={t('Edit note')}>
                <IconEdit size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('Delete note')}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {editing ? (
          <Stack gap="xs">
            <Textarea
              aria-label={t('Edit note')}
              autosize
              minRows={2}
              maxLength={NOTE_MAX_LENGTH}
              value={text}
              error={error}
              data-autofocus
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setText(note.note);
                  setEditing(false);
                }}
              >
                {t('Cancel')}
              </Button>
              <Button size="xs" loading={busy} onClick={() => void save()}>
                {t('Save note')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
