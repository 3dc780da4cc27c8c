import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { CATEGORY_NOTE_MAX, ZCategoryNote, type TCategory } from '#shared/schemas/category';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { roomName } from '../lib/rooms';
import { useUpdateRoom } from '../api/rooms';
import { useManage } from './manage-context';

/** Failure toast of a note edit (the spec names none for rooms). */
const NOTE_FAILED = 'Could not save the note';

/** The rule's message for a draft (in the interface's language), or null when it may be saved. */
function noteError(draft: string): string | null {
  const parsed = ZCategoryNote.safeParse(draft);
  const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return message ? t(message) : null;
}

/**
 * Add, edit or clear a room's note. The shared rule checks it as it is typed (at most 1,000
 * characters); saving an empty note, or 'Remove note', clears it.
 */
export function RoomNoteModal({ room, opened, onClose }: { room: TCategory & { id: number }; opened: boolean; onClose: () => void }) {
  const { userId, specbookId } = useManage();
  const update = useUpdateRoom(userId, specbookId);
  const [draft, setDraft] = useState(room.note ?? '');
  // Each opening starts from the saved note.
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setDraft(room.note ?? '');
  }
  const error = noteError(draft);

  const save = (note: string | null) =>
    update.mutate(
      { roomId: room.id, patch: { note } },
      {
        onSuccess: () => {
          toastSuccess(M.categoryUpdated);
          onClose();
        },
        onError: (err) => toastFailure(err, NOTE_FAILED),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCategoryNote.safeParse(draft);
    if (parsed.success) save(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('Note for {room}', { room: roomName(room.name) })}>
      <form onSubmit={submit} noValidate>
        <Textarea
          label={t('Note')}
          description={t('{count} / {max} characters', { count: draft.trim().length, max: CATEGORY_NOTE_MAX })}
          placeholder={t('Site conditions, finishes to confirm, installation details…')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          error={error}
          autosize
          minRows={4}
          maxRows={12}
          data-autofocus
        />
        <Group justify="space-between" mt="md">
          {room.note ? (
            <Button variant="subtle" color="red" onClick={() => save(null)} disabled={update.isPending}>
              {t('Remove note')}
            </Button>
          ) : null}
          <Group gap="xs" ml="auto">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={error !== null}>
              {t('Save')}
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
