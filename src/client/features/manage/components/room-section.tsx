import { ActionIcon, Badge, Box, Group, Menu, Paper, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useDroppable } from '@dnd-kit/core';
import { IconCheck, IconChevronRight, IconCopy, IconDots, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatUsd } from '#shared/lib/money';
import { displayTotal } from '#shared/lib/pricing';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import { ApiError } from '#client/lib/api-client';
import { approveRoom, deleteRoom, duplicateRoom, renameRoom, useRefreshManage } from '../api/rooms';
import { useRoomTotals } from '../api/totals';
import { roomKey } from '../lib/rooms';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { useManage } from './manage-context';
import { NamePromptModal } from './name-prompt-modal';
import { RoomSpecs } from './room-specs';

/** The seller sees list and sale prices: the display rule then takes the subtotal (spec §3 "Totals"). */
export const SELLER_VISIBILITY = { showList: true, showSale: true } as const;

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
        title: `Delete ${room.name}?`,
        children: <Text size="sm">{err.message}</Text>,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => void deleteRoomWithConfirm(userId, specbookId, room, onDeleted, true),
      });
      return;
    }
    if (err instanceof ApiError && err.status === 422) {
      toastError(err.message);
      return;
    }
    toastFailure(err, 'Could not delete the room');
  }
}

/** The room's menu: Rename, Duplicate, Approve room, Assign Spec and Delete. */
function RoomMenu({ room }: { room: TCategory }) {
  const { userId, specbookId, openAssign } = useManage();
  const refresh = useRefreshManage(userId, specbookId);
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const isMisc = room.id === null;

  const rename = async (name: string) => {
    if (room.id === null) return;
    setBusy(true);
    try {
      await renameRoom(userId, specbookId, room.id, name);
      toastSuccess(M.categoryUpdated);
      setRenaming(false);
      void refresh();
    } catch {
      /* the API client showed the error */
    } finally {
      setBusy(false);
    }
  };
  const duplicate = async () => {
    if (room.id === null) return;
    try {
      await duplicateRoom(userId, specbookId, room.id);
      toastSuccess(M.categoryDuplicated);
      void refresh();
    } catch {
      /* the API client showed the error */
    }
  };
  const approve = async () => {
    try {
      await approveRoom(userId, specbookId, room.id);
      toastSuccess(`All specs in ${room.name} were approved!`);
      void refresh();
    } catch {
      toastError(M.couldNotApproveCategory(room.name));
    }
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Room actions for ${room.name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => openAssign(room.id)}>
            Assign Spec
          </Menu.Item>
          {!isMisc && (
            <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setRenaming(true)}>
              Rename
            </Menu.Item>
          )}
          {!isMisc && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void duplicate()}>
              Duplicate
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => void approve()} disabled={room.specCount === 0}>
            Approve room
          </Menu.Item>
          {!isMisc && (
            <Menu.Item
              leftSection={<IconTrash size={16} />}
              color="red"
              onClick={() => void deleteRoomWithConfirm(userId, specbookId, room, () => void refresh())}
            >
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <NamePromptModal
        opened={renaming}
        title="Rename room"
        label="Room name"
        submitLabel="Save"
        initialValue={room.name}
        busy={busy}
        onClose={() => setRenaming(false)}
        onSubmit={(name) => void rename(name)}
      />
    </>
  );
}

/** The room's subtotal as the display rule gives it. */
function RoomTotal({ room }: { room: TCategory }) {
  const { userId, specbookId } = useManage();
  const totals = useRoomTotals(userId, specbookId, room.id);
  if (!totals.data) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={`Subtotal of ${room.name}`}>
      {formatUsd(displayTotal(totals.data.quoted, SELLER_VISIBILITY))}
    </Text>
  );
}

/**
 * One room: a header that opens and closes it (name, spec count, subtotal, menu) and, while
 * open, its specs. A closed room renders and loads no specs.
 */
export function RoomSection({ room, opened, onToggle }: { room: TCategory; opened: boolean; onToggle: () => void }) {
  const panelId = `${roomKey(room.id).replace(':', '-')}-specs`;
  // The header is a drop target too, so that a spec can be dropped into a closed room (at its end).
  const { setNodeRef, isOver } = useDroppable({ id: `header:${roomKey(room.id)}`, data: { type: 'room', container: roomKey(room.id), room } });
  return (
    <Paper withBorder radius="md" p={0} component="section" aria-label={room.name}>
      <Group
        ref={setNodeRef}
        gap="xs"
        px="sm"
        py={8}
        wrap="nowrap"
        bg={isOver ? 'blue.0' : 'gray.0'}
        style={{ borderRadius: opened ? '8px 8px 0 0' : 8 }}
      >
        <UnstyledButton onClick={onToggle} aria-expanded={opened} aria-controls={panelId} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <IconChevronRight
              size={18}
              style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 120ms', flexShrink: 0 }}
            />
            <Text fw={700} truncate>
              {room.name}
            </Text>
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
              {room.specCount} {room.specCount === 1 ? 'spec' : 'specs'}
            </Badge>
          </Group>
        </UnstyledButton>
        <RoomTotal room={room} />
        <RoomMenu room={room} />
      </Group>
      {opened && (
        <Box id={panelId} p="sm">
          <RoomSpecs room={room} />
        </Box>
      )}
    </Paper>
  );
}
