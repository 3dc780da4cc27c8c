/**
 * What a purchase order lists (docs/decisions/035, 040): the specbook's specs without the
 * optional and the rejected ones, grouped by manufacturer (one group per vendor the order goes
 * to), each line priced at the caller's price basis, with group subtotals and the order total,
 * exact to the cent, and how many lines have no price (so the document never passes a missing
 * cost off as $0.00).
 */
import type { Viewer } from '#server/lib/context';
import type { DocumentRoom, DocumentSpec } from '#server/modules/documents/specbook-document.service';
import { fromCents, toCents } from '#shared/lib/money';

/**
 * The price a purchase order prints. The seller's PO is at cost (what the showroom pays its
 * vendors). A token viewer never receives the seller's cost (decision 028): their copy is at the
 * price they may see — the sale price (else the list price) with showSalePrice, the list price
 * with showListPrice only — and without prices at all otherwise (a QR viewer, or neither flag).
 */
export interface PriceBasis {
  /** Column heading word: 'Cost' or 'Price'. */
  label: 'Cost' | 'Price';
  unit: (spec: DocumentSpec) => string | null;
}

/** The caller's price basis; null = no prices on the document. */
export function priceBasisOf(viewer: Viewer | undefined): PriceBasis | null {
  if (!viewer) return { label: 'Cost', unit: (spec) => spec.cost };
  if (viewer.kind !== 'especbook') return null;
  if (viewer.permissions.showSalePrice) return { label: 'Price', unit: (spec) => spec.salePrice ?? spec.listPrice };
  if (viewer.permissions.showListPrice) return { label: 'Price', unit: (spec) => spec.listPrice };
  return null;
}

/** One line of the order; money as 2-decimal strings, null when unknown or not shown. */
export interface PurchaseOrderLine {
  manufacturer: string;
  modelNumber: string;
  name: string;
  finish: string | null;
  room: string;
  qty: number;
  unit: string | null;
  extended: string | null;
}

/** Totals of a set of lines: the sum of the priced ones and how many have no price. */
export interface PurchaseOrderSums {
  lineCount: number;
  quantity: number;
  /** Sum of the priced lines; null when the document shows no prices. */
  total: string | null;
  /** Lines whose price (the seller's cost) is missing; 0 when the document shows no prices. */
  missing: number;
}

/** One vendor's lines and their sums. */
export interface PurchaseOrderGroup extends PurchaseOrderSums {
  manufacturer: string;
  lines: PurchaseOrderLine[];
}

/** The order's vendor groups (manufacturers A–Z) and the sums of the whole order. */
export interface PurchaseOrderContent extends PurchaseOrderSums {
  groups: PurchaseOrderGroup[];
}

const NO_MANUFACTURER = 'Other';

function toLine(spec: DocumentSpec, room: string, basis: PriceBasis | null): PurchaseOrderLine {
  const unit = basis ? basis.unit(spec) : null;
  return {
    manufacturer: spec.manufacturerName.trim() || NO_MANUFACTURER,
    modelNumber: spec.modelNumber,
    name: spec.name,
    finish: spec.finish,
    room,
    qty: spec.qty,
    unit: unit === null ? null : fromCents(toCents(unit)),
    extended: unit === null ? null : fromCents(toCents(unit) * spec.qty),
  };
}

function sumsOf(lines: readonly PurchaseOrderLine[], shown: boolean): PurchaseOrderSums {
  return {
    lineCount: lines.length,
    quantity: lines.reduce((sum, line) => sum + line.qty, 0),
    total: shown ? fromCents(lines.reduce((sum, line) => sum + toCents(line.extended), 0)) : null,
    missing: shown ? lines.filter((line) => line.unit === null).length : 0,
  };
}

/** Whether a spec is ordered: not optional (not bought unless chosen) and not rejected by the client. */
function isOrdered(spec: DocumentSpec): boolean {
  return !spec.isOptional && spec.status !== 'rejected';
}

/** The ordered lines of the document's rooms, in room and spec order (optional and rejected specs left out). */
function orderedLines(rooms: readonly DocumentRoom[], basis: PriceBasis | null): PurchaseOrderLine[] {
  return rooms.flatMap((room) => room.specs.filter(isOrdered).map((spec) => toLine(spec, room.name, basis)));
}

/** The order's content from the document's rooms, one group per manufacturer (optional and rejected specs left out). */
export function purchaseOrderContent(rooms: readonly DocumentRoom[], basis: PriceBasis | null): PurchaseOrderContent {
  const byManufacturer = new Map<string, PurchaseOrderLine[]>();
  for (const line of orderedLines(rooms, basis)) byManufacturer.set(line.manufacturer, [...(byManufacturer.get(line.manufacturer) ?? []), line]);
  const groups = [...byManufacturer.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([manufacturer, lines]) => ({ manufacturer, lines, ...sumsOf(lines, basis !== null) }));
  return { groups, ...sumsOf(groups.flatMap((group) => group.lines), basis !== null) };
}

/**
 * The content of a purchase order to one seller (docs/decisions/054): every ordered line in one
 * group named after the seller, in room and spec order (optional and rejected specs left out).
 */
export function sellerOrderContent(rooms: readonly DocumentRoom[], basis: PriceBasis | null, seller: string): PurchaseOrderContent {
  const lines = orderedLines(rooms, basis);
  const sums = sumsOf(lines, basis !== null);
  return { groups: lines.length > 0 ? [{ manufacturer: seller, lines, ...sums }] : [], ...sums };
}
