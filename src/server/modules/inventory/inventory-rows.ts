/**
 * From an inventory CSV record to the values of a stock row: quantity (blank = 0), status (its
 * value or label, blank = In Stock), location, price and lead time, or the problem that keeps
 * the line out, with the seller offer's own messages. Pure functions.
 */
import type { CsvRecord } from '#server/lib/csv/csv-read';
import type { InventoryCsvField } from '#shared/lib/inventory';
import { INVENTORY_STATUS_LABELS, INVENTORY_STATUSES, LEAD_TIMES, SELLER_LIMITS, SELLER_MESSAGES as M, type TInventoryStatus, type TLeadTime } from '#shared/lib/sellers';
import { headerKey } from '#shared/lib/specbook-csv';
import { ZOfferPrice } from '#shared/schemas/seller';
import type { TImportProblem } from '#shared/schemas/specbook-import';

/** A record of an inventory CSV. */
export type InventoryRecord = CsvRecord<InventoryCsvField>;

/** What a valid line sets on the stock row of its spec. */
export interface StockValues {
  line: number;
  quantity: number;
  status: TInventoryStatus;
  location: string | null;
  price: string | null;
  leadTime: TLeadTime | null;
}

const STATUS_BY_KEY = new Map(INVENTORY_STATUSES.flatMap((s) => [[headerKey(s), s] as const, [headerKey(INVENTORY_STATUS_LABELS[s]), s] as const]));
const LEAD_TIME_BY_KEY = new Map(LEAD_TIMES.map((t) => [headerKey(t), t] as const));
const LOCATION_MAX = 120;

type Parsed<T> = { ok: true; value: T } | { ok: false; field: InventoryCsvField; message: string };

function quantityOf(text: string): Parsed<number> {
  if (text === '') return { ok: true, value: 0 };
  const n = Number(text.replace(/,/g, ''));
  return /^\d[\d,]*$/.test(text) && Number.isInteger(n) && n <= SELLER_LIMITS.quantityMax ? { ok: true, value: n } : { ok: false, field: 'quantity', message: M.quantityInvalid };
}

function statusOf(text: string): Parsed<TInventoryStatus> {
  if (text === '') return { ok: true, value: 'in_stock' };
  const status = STATUS_BY_KEY.get(headerKey(text));
  return status ? { ok: true, value: status } : { ok: false, field: 'status', message: M.inventoryStatusInvalid };
}

function priceOf(text: string): Parsed<string | null> {
  const parsed = ZOfferPrice.safeParse(text.replace(/^\$/, ''));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, field: 'price', message: M.priceInvalid };
}

function leadTimeOf(text: string): Parsed<TLeadTime | null> {
  if (text === '') return { ok: true, value: null };
  const leadTime = LEAD_TIME_BY_KEY.get(headerKey(text));
  return leadTime ? { ok: true, value: leadTime } : { ok: false, field: 'leadTime', message: M.leadTimeInvalid };
}

type Failed = Extract<Parsed<unknown>, { ok: false }>;

function problemOf(record: InventoryRecord, failed: Failed): TImportProblem {
  return { line: record.line, field: failed.field, message: failed.message };
}

/** The stock values of a record, or the first problem of its cells. */
export function stockValuesOf(record: InventoryRecord): StockValues | TImportProblem {
  const v = record.values;
  const quantity = quantityOf(v.quantity ?? '');
  if (!quantity.ok) return problemOf(record, quantity);
  const status = statusOf(v.status ?? '');
  if (!status.ok) return problemOf(record, status);
  const price = priceOf(v.price ?? '');
  if (!price.ok) return problemOf(record, price);
  const leadTime = leadTimeOf(v.leadTime ?? '');
  if (!leadTime.ok) return problemOf(record, leadTime);
  const location = (v.location ?? '').slice(0, LOCATION_MAX) || null;
  return { line: record.line, quantity: quantity.value, status: status.value, location, price: price.value, leadTime: leadTime.value };
}
