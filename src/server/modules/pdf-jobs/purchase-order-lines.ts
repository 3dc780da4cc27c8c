/**
 * What a purchase order lists (docs/decisions/035): the specbook's specs without the optional
 * ones, grouped by manufacturer (one group per vendor the order goes to), each line priced at
 * the caller's price basis, with group subtotals and the order total, exact to the cent.
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

/** One vendor's lines and their subtotal. */
export interface PurchaseOrderGroup {
  manufacturer: string;
  lines: PurchaseOrderLine[];
  subtotal: string | null;
}

/** The order's groups (manufacturers A–Z), quantity and total. */
export interface PurchaseOrderContent {
  groups: PurchaseOrderGroup[];
  lineCount: number;
  quantity: number;
  /** null when the document shows no prices. */
  total: string | null;
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

function sumOf(lines: readonly PurchaseOrderLine[], shown: boolean): string | null {
  return shown ? fromCents(lines.reduce((sum, line) => sum + toCents(line.extended), 0)) : null;
}

/** The order's content from the document's rooms (optional specs left out). */
export function purchaseOrderContent(rooms: readonly DocumentRoom[], basis: PriceBasis | null): PurchaseOrderContent {
  const byManufacturer = new Map<string, PurchaseOrderLine[]>();
  for (const room of rooms) {
    for (const spec of room.specs) {
      if (spec.isOptional) continue;
      const line = toLine(spec, room.name, basis);
      byManufacturer.set(line.manufacturer, [...(byManufacturer.get(line.manufacturer) ?? []), line]);
    }
  }
  const groups = [...byManufacturer.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([manufacturer, lines]) => ({ manufacturer, lines, subtotal: sumOf(lines, basis !== null) }));
  const lines = groups.flatMap((group) => group.lines);
  return {
    groups,
    lineCount: lines.length,
    quantity: lines.reduce((sum, line) => sum + line.qty, 0),
    total: sumOf(lines, basis !== null),
  };
}
