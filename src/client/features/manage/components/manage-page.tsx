import { Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import type { TListResult } from '#client/lib/api-client';
import { manageKeys } from '../api/keys';
import { useCreateRoom, useRefreshManage, useRooms } from '../api/rooms';
import { useManageSettings } from '../api/settings';
import { useSpecbook } from '../api/specbook';
import { approveAllSpecs, reorderSpec } from '../api/specs';
import { useStatuses } from '../api/statuses';
import { useSpecbookTotals } from '../api/totals';
import { DEFAULT_MANAGE_SETTINGS } from '../lib/settings';
import { dropTarget, placeAt } from '../lib/reorder';
import { roomIdFromKey, roomKey, roomSegment, type TRoomId } from '../lib/rooms';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { AssignSpecModal } from './assign-spec-modal';
import { ManageHeader, ManageHeaderSkeleton } from './manage-header';
import { ManageProvider, type TManageContext } from './manage-context';
import { ManageSidebars } from './manage-sidebars';
import { NamePromptModal } from './name-prompt-modal';
import { RoomSection } from './room-section';
import { SpecCommentsDrawer, type TSpecComments } from './spec-comments-drawer';
import { SpecDragPreview, type TSpecDragData } from './spec-item';
import type { TRoomDropData } from './room-specs';

type TSpecPages = InfiniteData<TListResult<TSpecSpecbook>, number>;

/**
 * Props of {@link ManagePage}. `SpecComments`, when given, adds 'Comments' to the spec row menu
 * (the app composes the collaboration feature's comments here).
 */
export type TManagePageProps = { userId: number; specbookId: number; hasSpecbooksPlus: boolean; SpecComments?: TSpecComments };

/** Which rooms are open: every room starts closed when 'collapse all' is on, open otherwise. */
function useOpenRooms(collapseAll: boolean | undefined, keys: string[]) {
  const [open, setOpen] = useState<Set<string> | null>(null);
  const current = open ?? new Set<string>(collapseAll === false ? keys : []);
  return {
    isOpen: (key: string) => current.has(key),
    toggle: (key: string) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setOpen(next);
    },
    openOne: (key: string) => setOpen(new Set([...current, key])),
    expandAll: () => setOpen(new Set(keys)),
    collapseAll: () => setOpen(new Set()),
  };
}

/** Move a spec between cached room lists so that the page shows the drop at once. */
function moveInCache(data: { [container: string]: TSpecPages | undefined }, spec: TSpecSpecbook, from: string, to: string, order: number, roomId: TRoomId) {
  const out: Record<string, TSpecPages | undefined> = {};
  const source = data[from];
  if (source) {
    out[from] = { ...source, pages: source.pages.map((p) => ({ ...p, list: p.list.filter((s) => s.joinID !== spec.joinID) })) };
  }
  const target = from === to ? out[from] : data[to];
  if (target) {
    const flat = target.pages.flatMap((p) => p.list);
    const moved = placeAt(flat, { ...spec, categoryID: roomId }, order);
    // Keep the page boundaries: refill each page with as many specs as it had.
    let cursor = 0;
    const pages = target.pages.map((p, i) => {
      const size = i === target.pages.length - 1 ? moved.length - cursor : p.list.length;
      const list = moved.slice(cursor, cursor + size);
      cursor += size;
      return { ...p, list };
    });
    out[to] = { ...target, pages };
  }
  return out;
}

/** The specbook manage page: header with totals and actions, rooms with their specs, drag and drop, Assign Spec. */
export function ManagePage({ userId, specbookId, hasSpecbooksPlus, SpecComments }: TManagePageProps) {
  const queryClient = useQueryClient();
  const specbook = useSpecbook(userId, specbookId);
  const rooms = useRooms(userId, specbookId);
  const totals = useSpecbookTotals(userId, specbookId);
  const statuses = useStatuses(userId);
  const settingsQuery = useManageSettings(userId);
  const settings = settingsQuery.data ?? (settingsQuery.isPending ? undefined : DEFAULT_MANAGE_SETTINGS);
  const refresh = useRefreshManage(userId, specbookId);
  const createRoom = useCreateRoom(userId, specbookId);

  const [viewOverride, setViewOverride] = useState<'card' | 'list' | null>(null);
  const view = viewOverride ?? settings?.view ?? 'card';
  const [assign, setAssign] = useState<{ opened: boolean; room?: TRoomId }>({ opened: false });
  const [addingRoom, setAddingRoom] = useState(false);
  const [dragging, setDragging] = useState<TSpecSpecbook | null>(null);
  const [commentsFor, setCommentsFor] = useState<TSpecSpecbook | null>(null);

  const roomList = useMemo(() => rooms.data ?? [], [rooms.data]);
  const keys = useMemo(() => roomList.map((r) => roomKey(r.id)), [roomList]);
  const openRooms = useOpenRooms(settings?.collapseAll, keys);

  const openAssign = useCallback((room?: TRoomId) => setAssign({ opened: true, room }), []);
  const context: TManageContext = useMemo(
    () => ({
      userId,
      specbookId,
      statuses: statuses.data ?? [],
      rooms: roomList,
      view,
      dragEnabled: settings?.dragAndDrop ?? true,
      hasSpecbooksPlus,
      openSpecComments: SpecComments ? setCommentsFor : undefined,
      openAssign,
    }),
    [userId, specbookId, statuses.data, roomList, view, settings?.dragAndDrop, hasSpecbooksPlus, SpecComments, openAssign],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const addRoom = (name: string) =>
    createRoom.mutate(name, {
      onSuccess: (room) => {
        toastSuccess(M.categoryCreated);
        setAddingRoom(false);
        openRooms.openOne(roomKey(room.id));
      },
    });

  const approveAll = () =>
    modals.openConfirmModal({
      title: 'Approve All',
      children: <Text size="sm">Approve every spec in this specbook?</Text>,
      labels: { confirm: 'Approve All', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await approveAllSpecs(userId, specbookId);
          toastSuccess(M.allSpecsApproved);
          void refresh();
        } catch {
          toastError(M.couldNotApprove);
        }
      },
    });

  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current as TSpecDragData | undefined;
    setDragging(data?.spec ?? null);
  };

  const onDragEnd = async (event: DragEndEvent) => {
    setDragging(null);
    const active = event.active.data.current as TSpecDragData | undefined;
    const over = event.over?.data.current as TSpecDragData | TRoomDropData | undefined;
    if (!active || !over) return;
    const toContainer = over.container;
    const roomId = roomIdFromKey(toContainer);
    if (roomId === undefined) return;
    const keyOf = (container: string) => manageKeys.roomSpecs(userId, specbookId, roomSegment(roomIdFromKey(container) ?? null));
    const targetData = queryClient.getQueryData<TSpecPages>(keyOf(toContainer));
    const targetRoom = roomList.find((r) => roomKey(r.id) === toContainer);
    const target = dropTarget({
      activeId: active.spec.joinID,
      fromContainer: active.container,
      toContainer,
      overId: over.type === 'spec' ? over.spec.joinID : null,
      targetIds: targetData?.pages.flatMap((p) => p.list.map((s) => s.joinID)) ?? [],
      targetCount: targetRoom?.specCount ?? 0,
    });
    if (!target) return;
    const before = {
      [target.fromContainer]: queryClient.getQueryData<TSpecPages>(keyOf(target.fromContainer)),
      [target.toContainer]: targetData,
    };
    const after = moveInCache(before, active.spec, target.fromContainer, target.toContainer, target.order, roomId);
    for (const [container, data] of Object.entries(after)) if (data) queryClient.setQueryData(keyOf(container), data);
    try {
      await reorderSpec(userId, specbookId, { joinId: active.spec.joinID, categoryId: roomId, order: target.order });
      toastSuccess(M.specsReordered);
      if (target.fromContainer !== target.toContainer) void refresh();
    } catch (err) {
      toastFailure(err, 'Could not reorder the specs');
      void refresh();
    }
  };

  if (specbook.isError) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Title order={2}>Couldn&apos;t fetch SpecBook</Title>
          <Button variant="light" onClick={() => void specbook.refetch()}>
            Retry
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <ManageProvider value={context}>
      {specbook.data ? (
        <>
          <ManageSidebars specbook={specbook.data} totals={totals.data} showExpectedDates={settings?.showExpectedDates ?? true} />
          <ManageHeader
            specbook={specbook.data}
            totals={totals.data}
            view={view}
            onViewChange={setViewOverride}
            onAddRoom={() => setAddingRoom(true)}
            onAssign={() => openAssign()}
            onApproveAll={approveAll}
            onExpandAll={openRooms.expandAll}
            onCollapseAll={openRooms.collapseAll}
          />
        </>
      ) : (
        <ManageHeaderSkeleton />
      )}
      {rooms.isPending || !settings ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading rooms">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={48} radius="md" />
          ))}
        </Stack>
      ) : roomList.length === 0 ? (
        <NoRooms onAddRoom={() => setAddingRoom(true)} onAssign={() => openAssign()} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCorners} onDragStart={onDragStart} onDragEnd={(e) => void onDragEnd(e)} onDragCancel={() => setDragging(null)}>
          <Stack gap="sm">
            {roomList.map((room) => (
              <RoomSection
                key={roomKey(room.id)}
                room={room}
                opened={openRooms.isOpen(roomKey(room.id))}
                onToggle={() => openRooms.toggle(roomKey(room.id))}
              />
            ))}
          </Stack>
          <DragOverlay>{dragging ? <SpecDragPreview spec={dragging} /> : null}</DragOverlay>
        </DndContext>
      )}
      <NamePromptModal
        opened={addingRoom}
        title="Add Room"
        label="Room name"
        submitLabel="Create"
        busy={createRoom.isPending}
        onClose={() => setAddingRoom(false)}
        onSubmit={addRoom}
      />
      <AssignSpecModal
        opened={assign.opened}
        onClose={() => setAssign({ opened: false })}
        userId={userId}
        specbookId={specbookId}
        rooms={roomList}
        initialRoom={assign.room}
        onChanged={() => void refresh()}
      />
      {SpecComments && (
        <SpecCommentsDrawer userId={userId} specbookId={specbookId} spec={commentsFor} onClose={() => setCommentsFor(null)} SpecComments={SpecComments} />
      )}
    </ManageProvider>
  );
}

/** The empty state of a specbook without rooms. */
function NoRooms({ onAddRoom, onAssign }: { onAddRoom: () => void; onAssign: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} fz="lg">
          No rooms yet
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          Rooms group the specs of a project, such as Kitchen or Master Bath. Add a room, then assign specs from the catalogue to it.
        </Text>
        <Stack gap="xs" mt="xs" align="center">
          <Button leftSection={<IconPlus size={16} />} onClick={onAddRoom}>
            Add Room
          </Button>
          <Button variant="subtle" size="xs" onClick={onAssign}>
            Assign Spec
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
