import type { TCategory } from '#shared/schemas/category';

/** A room id: a number, or null for the Miscellaneous pseudo-room. */
export type TRoomId = number | null;

/** The path / query segment of a room: its id, or 'misc' for Miscellaneous. */
export function roomSegment(id: TRoomId): string {
  return id === null ? 'misc' : String(id);
}

/** A stable string key of a room (for React keys, maps and dnd-kit container ids). */
export function roomKey(id: TRoomId): string {
  return `room:${roomSegment(id)}`;
}

/** The room id of a key made by {@link roomKey}, or undefined when the key is not a room key. */
export function roomIdFromKey(key: string): TRoomId | undefined {
  if (!key.startsWith('room:')) return undefined;
  const rest = key.slice(5);
  if (rest === 'misc') return null;
  const id = Number(rest);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Rooms in display order: by `order`, Miscellaneous always last. */
export function sortRooms(rooms: readonly TCategory[]): TCategory[] {
  return [...rooms].sort((a, b) => {
    if (a.isMiscellaneousCategory !== b.isMiscellaneousCategory) return a.isMiscellaneousCategory ? 1 : -1;
    return a.order - b.order;
  });
}
