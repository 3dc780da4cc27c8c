import type { TRoomId } from './rooms';

/** One line of the Select Room checklist. */
export type TRoomChoice = {
  id: TRoomId;
  name: string;
  checked: boolean;
  /** The QTY typed for this room (used only when checked). */
  quantity: number;
  /** The quantity of the spec already in this room, when it is there. */
  existingQuantity: number | null;
};

/** The QTY a line shows: the typed quantity when checked; else the quantity already there, or 1. */
export function shownQuantity(choice: TRoomChoice): number {
  if (choice.checked) return choice.quantity;
  return choice.existingQuantity ?? 1;
}

/** One entry of the Select Room request. */
export type TRoomEntry = { spec: { id: number }; category: { id: number }; quantity: number };

/**
 * The entries Select Room sends: one per checked room that has a category id (spec §2: "Only
 * entries with a category id are sent").
 */
export function roomEntries(specId: number, choices: readonly TRoomChoice[]): TRoomEntry[] {
  return choices
    .filter((c): c is TRoomChoice & { id: number } => c.checked && typeof c.id === 'number')
    .map((c) => ({ spec: { id: specId }, category: { id: c.id }, quantity: Math.max(1, Math.trunc(c.quantity) || 1) }));
}
