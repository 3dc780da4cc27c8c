/** Where a dragged spec lands. */
export type TDropTarget = {
  /** Container key of the room the spec was in. */
  fromContainer: string;
  /** Container key of the room it goes to. */
  toContainer: string;
  /** Its 0-based position among the other specs of the target room. */
  order: number;
};

/**
 * The landing place of a drag: dropped on a spec → that spec's position (within one room the
 * list is re-arranged as arrayMove does; across rooms it goes before the spec); dropped on a
 * room's empty area or header → the end of that room. Null when nothing moves.
 */
export function dropTarget(args: {
  activeId: number;
  fromContainer: string;
  toContainer: string;
  /** The spec dropped on, or null for a room area. */
  overId: number | null;
  /** The ids of the target room as currently loaded. */
  targetIds: readonly number[];
  /** The number of specs of the target room (for rooms whose specs are not all loaded). */
  targetCount: number;
}): TDropTarget | null {
  const { activeId, fromContainer, toContainer, overId, targetIds, targetCount } = args;
  const others = targetIds.filter((id) => id !== activeId);
  if (fromContainer === toContainer) {
    if (overId === null || overId === activeId) return null;
    const from = targetIds.indexOf(activeId);
    const to = targetIds.indexOf(overId);
    if (from < 0 || to < 0 || from === to) return null;
    return { fromContainer, toContainer, order: to };
  }
  const at = overId === null ? -1 : others.indexOf(overId);
  return { fromContainer, toContainer, order: at >= 0 ? at : Math.max(others.length, targetCount) };
}

/** A list with `id` moved to position `order` (after removing it), or inserted there. */
export function placeAt<T extends { joinID: number }>(list: readonly T[], item: T, order: number): T[] {
  const others = list.filter((x) => x.joinID !== item.joinID);
  const at = Math.min(Math.max(order, 0), others.length);
  return [...others.slice(0, at), item, ...others.slice(at)];
}
