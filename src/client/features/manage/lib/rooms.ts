import { WORKSPACE_MESSAGES } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import { t } from '#client/lib/i18n';

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

/**
 * A room's name as shown: the Miscellaneous pseudo-room's fixed name in the interface's language,
 * any other room's name as the user typed it.
 */
export function roomName(name: string): string {
  return name === WORKSPACE_MESSAGES.miscellaneous ? t(name) : name;
}

/** Rooms in display order: by `order`, Miscellaneous always last. */
export function sortRooms(rooms: readonly TCategory[]): TCategory[] {
  return [...rooms].sort((a, b) => {
    if (a.isMiscellaneousCategory !== b.isMiscellaneousCategory) return a.isMiscellaneousCategory ? 1 : -1;
    return a.order - b.order;
  });
}

/**
 * The rooms after moving one to a 0-based position among the real rooms (what PATCH
 * …/categories/{id} {order} does on the server): positions renumbered, Miscellaneous still last.
 */
export function moveRoomTo(rooms: readonly TCategory[], roomId: number, to: number): TCategory[] {
  const sorted = sortRooms(rooms);
  const real = sorted.filter((r) => !r.isMiscellaneousCategory);
  const moved = real.find((r) => r.id === roomId);
  if (!moved) return sorted;
  const others = real.filter((r) => r !== moved);
  const at = Math.min(Math.max(to, 0), others.length);
  const placed = [...others.slice(0, at), moved, ...others.slice(at)];
  const misc = sorted.filter((r) => r.isMiscellaneousCategory);
  return [...placed, ...misc].map((r, order) => (r.order === order ? r : { ...r, order, orderID: order }));
}
