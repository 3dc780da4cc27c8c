import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import type { TSelectionRoom } from '#shared/lib/category-selection';
import type { TSpecbookRoom } from '#client/lib/specbook-rooms';

/**
 * The Create Purchase Orders selection (spec/business-records.md §4 "Purchase-order selection"):
 * which specs can be ordered (what the shared category selection counts), and the sellers the
 * user picked for some of them.
 */

/** Why a spec cannot be ordered (docs/decisions/054: rejected and optional specs never are). */
export type TExclusion = 'rejected' | 'optional';

/** The reason `spec` cannot be ordered, or null when it can. */
export function exclusionOf(spec: Pick<TSpecSpecbook, 'status' | 'isOptional'>): TExclusion | null {
  if (spec.status.value === 'rejected') return 'rejected';
  if (spec.isOptional) return 'optional';
  return null;
}

/** A room of the selection: its specs, and the join ids of those that can be ordered (what the selection counts). */
export type TOrderRoom = TSpecbookRoom & TSelectionRoom;

/** The rooms with specs, each with the join ids the selection may choose. */
export function orderRooms(rooms: readonly TSpecbookRoom[]): TOrderRoom[] {
  return rooms
    .filter((room) => room.specs.length > 0)
    .map((room) => ({ ...room, joinIds: room.specs.filter((spec) => exclusionOf(spec) === null).map((spec) => spec.joinID) }));
}

/** The sellers part of calculate and execute: the specs the user moved to a seller, grouped by seller. */
export function sellerAssignments(overrides: ReadonlyMap<number, number>): { id: number; specs: number[] }[] {
  const bySeller = new Map<number, number[]>();
  for (const [joinId, sellerId] of overrides) bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), joinId]);
  return [...bySeller].map(([id, specs]) => ({ id, specs }));
}
