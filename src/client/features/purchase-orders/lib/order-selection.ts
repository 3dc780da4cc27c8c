import type { TPurchaseOrderFilter } from '#shared/schemas/purchase-order';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { selectedJoinIds, type TLabelRoom, type TSmartLabelSelection } from '#shared/lib/smart-label-selection';
import type { TSpecbookRoom } from '#client/lib/specbook-rooms';

/**
 * The Create Purchase Orders selection (spec/business-records.md §4 "Purchase-order selection"):
 * the shared category-selection model over the specs that can be ordered, and the calculate
 * filter built from it.
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
export type TOrderRoom = TSpecbookRoom & TLabelRoom;

/** The rooms with specs, each with the join ids the selection may choose. */
export function orderRooms(rooms: readonly TSpecbookRoom[]): TOrderRoom[] {
  return rooms
    .filter((room) => room.specs.length > 0)
    .map((room) => ({ ...room, joinIds: room.specs.filter((spec) => exclusionOf(spec) === null).map((spec) => spec.joinID) }));
}

/**
 * The calculate filter of a selection: any[category.id in the rooms with a chosen spec, id notin
 * the specs of those rooms left out]; none when everything is chosen (the "all" flag).
 */
export function selectionFilter(selection: TSmartLabelSelection, rooms: readonly TOrderRoom[]): TPurchaseOrderFilter | undefined {
  if (selection.allSpecbookSpecs) return undefined;
  const chosen = new Set(selectedJoinIds(selection, rooms));
  const included = rooms.filter((room) => room.joinIds.some((id) => chosen.has(id)));
  const excepted = included.flatMap((room) => room.specs.map((spec) => spec.joinID).filter((id) => !chosen.has(id)));
  return {
    any: [{ 'category.id': { in: included.map((room) => room.categoryId) } }, ...(excepted.length ? [{ id: { notin: excepted } }] : [])],
  };
}

/** The sellers part of calculate and execute: the specs the user moved to a seller, grouped by seller. */
export function sellerAssignments(overrides: ReadonlyMap<number, number>): { id: number; specs: number[] }[] {
  const bySeller = new Map<number, number[]>();
  for (const [joinId, sellerId] of overrides) bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), joinId]);
  return [...bySeller].map(([id, specs]) => ({ id, specs }));
}
