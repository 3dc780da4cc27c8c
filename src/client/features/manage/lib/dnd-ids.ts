import type { Active } from '@dnd-kit/core';

/** dnd-kit `data.type` of a room being sorted (specs use 'spec', rooms' spec drop areas 'room'). */
export const ROOM_SORT = 'room-sort';

/** The sortable id of a room in the room order (distinct from its spec drop areas' ids). */
export function roomSortId(id: number): string {
  return `room-sort:${id}`;
}

/** Whether the thing carried is a room (rather than a spec). */
export function isRoomDrag(active: Pick<Active, 'data'> | null | undefined): boolean {
  return active?.data.current?.type === ROOM_SORT;
}
