/**
 * The opportunity lines of a specbook and the change set of a resubmission (docs/decisions/058):
 * one line per (model number, room) of the active specs with their quantities summed, the room as
 * TransactionDescription; a resubmission adds the new lines, updates the quantity of lines that
 * changed and deletes the lines no longer in the specbook, all in one PATCH.
 */
import type { ErpOpportunityLine, ErpProductAdd, ErpProductDelete, ErpProductUpdate } from '#server/lib/erp-gateway/gateway';
import type { ErpSpec } from './erp-specs';

/** A line of the opportunity as the specbook wants it. */
export interface WantedLine {
  InventoryID: string;
  Quantity: number;
  TransactionDescription: string;
}

const lineKey = (inventoryId: string, room: string | null) => `${inventoryId.toUpperCase()}\u0000${room ?? ''}`;

/** One line per (model number, room), quantities summed, in the specs' order. */
export function wantedLines(specs: readonly ErpSpec[]): WantedLine[] {
  const lines = new Map<string, WantedLine>();
  for (const spec of specs) {
    if (spec.inventoryId.length === 0) continue;
    const key = lineKey(spec.inventoryId, spec.room);
    const line = lines.get(key);
    if (line) line.Quantity += spec.quantity;
    else lines.set(key, { InventoryID: spec.inventoryId, Quantity: spec.quantity, TransactionDescription: spec.room });
  }
  return [...lines.values()];
}

/**
 * The whole change set from the opportunity's current lines to the wanted ones: adds (no id),
 * quantity updates (id + Quantity) and deletes (id + delete). A current line matches a wanted one
 * by InventoryID and TransactionDescription; current lines left unmatched (duplicates too) are deleted.
 */
export function lineChanges(current: readonly ErpOpportunityLine[], wanted: readonly WantedLine[]): (ErpProductAdd | ErpProductUpdate | ErpProductDelete)[] {
  const unmatched = new Map<string, ErpOpportunityLine[]>();
  for (const line of current) {
    const key = lineKey(line.InventoryID, line.TransactionDescription);
    unmatched.set(key, [...(unmatched.get(key) ?? []), line]);
  }
  const changes: (ErpProductAdd | ErpProductUpdate | ErpProductDelete)[] = [];
  for (const line of wanted) {
    const match = unmatched.get(lineKey(line.InventoryID, line.TransactionDescription))?.shift();
    if (!match) changes.push({ ...line });
    else if (match.Qty !== line.Quantity) changes.push({ id: match.id, Quantity: line.Quantity });
  }
  for (const line of [...unmatched.values()].flat()) changes.push({ id: line.id, delete: true });
  return changes;
}
