import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp, IconCheck, IconCopy, IconDots, IconEdit, IconNote, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { roomName } from '../lib/rooms';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { approveRoom, deleteRoom, duplicateRoom, useMoveRoom, useRefreshManage, useUpdateRoom } from '../api/rooms';
import { confirmBulkApproval } from './confirm-approval';
import { useManage } from './manage-context';
import { NamePromptModal, RoomNoteModal } from './lazy-manage-dialogs';

/** Failure toast of a rename (the spec names none for rooms). */
const RENAME_FAILED = 'Could not rename the room';
/** Failure toast of a delete (the spec names none for rooms). */
const DELETE_FAILED = 'Could not delete the room';

/**
 * Delete a room: the server answers 412 with a question when the room holds specs; the question
 * is shown in a confirmation dialog and, when confirmed, the delete is repeated with forceDelete.
 * A 422 (or any other failure) shows an error toast (spec §4 "Category deletion").
 */
export async function deleteRoomWithConfirm(
  userId: number,
  specbookId: number,
  room: TCategory,
  onDeleted: () => void,
  force = false,
): Promise<void> {
  if (room.id === null) return;
  try {
    await deleteRoom(userId, specbookId, room.id, force);
    toastSuccess(M.categoryDeleted);
    onDeleted();
  } catch (err) {
    if (err instanceof ApiError && err.status === 412 && !force) {
      modals.openConfirmModal({
        title: t('Delete {room}?', { room: room.name }),
        children: <Text size="sm">{t(err.message)}</Text>,
        labels: { confirm: t('Delete'), cancel: t('Cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => void deleteRoomWithConfirm(userId, specbookId, room, onDeleted, true),
      });
      return;
    }
    if (err instanceof ApiError && err.status === 422) {
      toastError(err.message);
      return;
    }
    toastFailure(err, DELETE_FAILED);
  }
}

/** The room's 0-based place among the real rooms and how many there are (Miscellaneous: -1). */
function usePlace(room: TCategory): { index: number; count: number } {
  const { rooms } = useManage();
  const real = rooms.filter((r) => !r.isMiscellaneousCategory);
  return { index: real.findIndex((r) => r.id === room.id), count: real.length };
}

/** 'Move up' and 'Move down': the keyboard-friendly way to reorder rooms, one place at a time. */
function MoveItems({ room }: { room: TCategory & { id: number } }) {
  const { userId, specbookId } = useManage();
  const move = useMoveRoom(userId, specbookId);
  const { index, count } = usePlace(room);
  return (
    <>
      <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={index <= 0} onClick={() => move.mutate({ roomId: room.id, to: index - 1 })}>
        {t('Move up')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconArrowDown size={16} />}
        disabled={index < 0 || index >= count - 1}
        onClick={() => move.mutate({ roomId: room.id, to: index + 1 })}
      >
        {t('Move down')}
      </Menu.Item>
    </>
  );
}

/** The entries that exist only for real rooms (not Miscellaneous): rename, note, duplicate, move. */
function RealRoomItems({ room, onRename, onNote }: { room: TCategory & { id: number }; onRename: () => void; onNote: () => void }) {
  const { userId, specbookId } = useManage();
  const refresh = useRefreshManage(userId, specbookId);
  const duplicate = async () => {
    try {
      await duplicateRoom(userId, specbookId, room.id);
      toastSuccess(M.categoryDuplicated);
      void refresh();
    } catch {
      /* the API client showed the error */
    }
  };
  return (
    <>
      <Menu.Item leftSection={<IconEdit size={16} />} onClick={onRename}>
        {t('Rename')}
      </Menu.Item>
      <Menu.Item leftSection={<IconNote size={16} />} onClick={onNote}>
        {t('Note')}
      </Menu.Item>
      <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void duplicate()}>
        {t('Duplicate')}
      </Menu.Item>
      <MoveItems room={room} />
    </>
  );
}

/** The room's menu: Assign Spec, Rename, Note, Duplicate, Move up / down, Approve room and Delete. */
export function RoomMenu({ room }: { room: TCategory }) {
  const { userId, specbookId, openAssign } = useManage();
  const refresh = useRefreshManage(userId, specbookId);
  const update = useUpdateRoom(userId, specbookId);
  const [dialog, setDialog] = useState<'rename' | 'note' | null>(null);
  const realRoom = room.id === null ? null : { ...room, id: room.id };

  const rename = (name: string) => {
    if (room.id === null) return;
    update.mutate(
      { roomId: room.id, patch: { name } },
      {
        onSuccess: () => {
          toastSuccess(M.categoryUpdated);
          setDialog(null);
          void refresh();
        },
        onError: (err) => toastFailure(err, RENAME_FAILED),
      },
    );
  };
  const approve = () =>
    confirmBulkApproval({
      title: t('Approve {room}', { room: roomName(room.name) }),
      question: t('Approve every spec in {room} that is not approved yet?', { room: roomName(room.name) }),
      confirmLabel: t('Approve room'),
      onConfirm: () =>
        void approveRoom(userId, specbookId, room.id).then(
          () => {
            toastSuccess(t('All specs in {room} were approved!', { room: roomName(room.name) }));
            void refresh();
          },
          () => toastError(M.couldNotApproveCategory(room.name)),
        ),
    });

  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('Room actions for {room}', { room: roomName(room.name) })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => openAssign(room.id)}>
            {t('Assign Spec')}
          </Menu.Item>
          {realRoom && <RealRoomItems room={realRoom} onRename={() => setDialog('rename')} onNote={() => setDialog('note')} />}
          <Menu.Item leftSection={<IconCheck size={16} />} onClick={approve} disabled={room.specCount === 0}>
            {t('Approve room')}
          </Menu.Item>
          {realRoom && (
            <Menu.Item
              leftSection={<IconTrash size={16} />}
              color="red"
              onClick={() => void deleteRoomWithConfirm(userId, specbookId, room, () => void refresh())}
            >
              {t('Delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <NamePromptModal
        opened={dialog === 'rename'}
        title={t('Rename room')}
        label={t('Room name')}
        submitLabel={t('Save')}
        initialValue={room.name}
        busy={update.isPending}
        onClose={() => setDialog(null)}
        onSubmit={rename}
      />
      {realRoom && <RoomNoteModal room={realRoom} opened={dialog === 'note'} onClose={() => setDialog(null)} />}
    </>
  );
}
