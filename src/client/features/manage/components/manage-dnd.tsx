import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import type { TListResult } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { manageKeys } from '../api/keys';
import { useMoveRoom, useRefreshManage } from '../api/rooms';
import { reorderSpec } from '../api/specs';
import { announcements, collisionDetection, keyboardCoordinates, roomDropIndex } from '../lib/dnd';
import { isRoomDrag, roomSortId } from '../lib/dnd-ids';
import { dropTarget, placeAt } from '../lib/reorder';
import { roomIdFromKey, roomSegment, type TRoomId } from '../lib/rooms';
import { useManage } from './manage-context';
import type { TRoomDropData } from './room-specs';
import { RoomDragPreview, type TRoomDragData } from './sortable-room';
import { SpecDragPreview, type TSpecDragData } from './spec-item';

type TSpecPages = InfiniteData<TListResult<TSpecSpecbook>, number>;

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

/** The drop of a spec: the cache moves first, then POST …/specs/reorder; a failure refetches. */
function useSpecDrop() {
  const { userId, specbookId, rooms } = useManage();
  const queryClient = useQueryClient();
  const refresh = useRefreshManage(userId, specbookId);
  return async (active: TSpecDragData, over: TSpecDragData | TRoomDropData) => {
    const toContainer = over.container;
    const roomId = roomIdFromKey(toContainer);
    if (roomId === undefined) return;
    const keyOf = (container: string) => manageKeys.roomSpecs(userId, specbookId, roomSegment(roomIdFromKey(container) ?? null));
    const targetData = queryClient.getQueryData<TSpecPages>(keyOf(toContainer));
    const targetRoom = rooms.find((r) => r.id === roomId);
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
}

/** The drop of a room on another: it takes that room's place (PATCH …/categories/{id} {order}). */
function useRoomDrop() {
  const { userId, specbookId, rooms } = useManage();
  const move = useMoveRoom(userId, specbookId);
  return (active: TRoomDragData, over: TRoomDragData) => {
    const order = rooms.flatMap((r) => (r.id === null ? [] : [r.id]));
    if (active.room.id === null || over.room.id === null) return;
    const to = roomDropIndex(order, active.room.id, over.room.id);
    if (to !== null) move.mutate({ roomId: active.room.id, to });
  };
}

/**
 * The page's one drag-and-drop context: specs move within and across rooms, rooms move in the
 * room order (Miscellaneous stays last). Pointer or keyboard (focus a grip, Space, arrows, Space).
 */
export function ManageDnd({ rooms, children }: { rooms: TCategory[]; children: ReactNode }) {
  const [carried, setCarried] = useState<TSpecDragData | TRoomDragData | null>(null);
  const dropSpec = useSpecDrop();
  const dropRoom = useRoomDrop();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const onDragStart = (event: DragStartEvent) => setCarried((event.active.data.current as TSpecDragData | TRoomDragData | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setCarried(null);
    const active = event.active.data.current as TSpecDragData | TRoomDragData | undefined;
    const over = event.over?.data.current as TSpecDragData | TRoomDropData | TRoomDragData | undefined;
    if (!active || !over) return;
    if (isRoomDrag(event.active)) dropRoom(active as TRoomDragData, over as TRoomDragData);
    else void dropSpec(active as TSpecDragData, over as TSpecDragData | TRoomDropData);
  };

  const sortIds = rooms.flatMap((r) => (r.id === null ? [] : [roomSortId(r.id)]));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setCarried(null)}
    >
      <SortableContext id="rooms" items={sortIds} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      <DragOverlay>
        {carried?.type === 'spec' ? <SpecDragPreview spec={carried.spec} /> : carried ? <RoomDragPreview room={carried.room} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
