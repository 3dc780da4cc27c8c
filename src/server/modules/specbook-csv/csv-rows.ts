/**
 * From a CSV record to the values of a placement (docs/decisions/036): the room, the keys it is
 * matched by, and — once its catalogue spec is known — quantity and prices by the shared pricing
 * rules (the same as a price edit), status, optional flag, name and tags. Pure functions.
 */
import { headerKey, CSV_MESSAGES as M, type CsvField } from '#shared/lib/specbook-csv';
import { applyPriceEdits, priceChanged, type PriceEdit, type PriceRecord } from '#shared/lib/pricing';
import { DEFAULT_STATUS, STATUSES } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as WM } from '#shared/lib/workspace-messages';
import { ZCategoryName } from '#shared/schemas/category';
import type { TImportProblem } from '#shared/schemas/specbook-import';
import type { CsvRecord } from '#server/lib/csv/csv-read';
import { catalogueRecord, type MatchedSpec } from '#server/modules/imports/spec-match';

/** A record with what it is matched by. */
export interface KeyedRow {
  line: number;
  values: CsvRecord['values'];
  /** The room's name; null = Miscellaneous. */
  room: string | null;
  /** The Spec ID column: breaks a tie between catalogue specs of the same model. */
  specId: number | null;
}

/** What a matched row becomes in the specbook. */
export interface PlacementValues {
  line: number;
  room: string | null;
  specId: number;
  name: string | null;
  price: PriceRecord;
  /** The price differs from the catalogue's defaults (stamped as a price update). */
  priced: boolean;
  status: string;
  isOptional: boolean;
  tags: string[];
}

const MISC_KEY = headerKey(WM.miscellaneous);
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'optional']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const MAX_NAME = 200;
const MAX_TAG = 45;


/**
 * The keys of a record, or the problem that keeps it out: a room name over 100 characters.
 * A blank or 'Miscellaneous' room is Miscellaneous.
 */
export function keyRow(record: CsvRecord): KeyedRow | TImportProblem {
  const roomText = record.values.room ?? '';
  let room: string | null = null;
  if (roomText !== '' && headerKey(roomText) !== MISC_KEY) {
    const parsed = ZCategoryName.safeParse(roomText);
    if (!parsed.success) return { line: record.line, field: 'room', message: parsed.error.issues[0]?.message ?? WM.categoryNameMax };
    room = parsed.data;
  }
  const specIdText = record.values.specId ?? '';
  return {
    line: record.line,
    values: record.values,
    room,
    specId: /^\d{1,9}$/.test(specIdText) ? Number(specIdText) : null,
  };
}

/** A status by its value or its name ('Ready to Order', 'ready_to_order'). */
const STATUS_BY_KEY = new Map(STATUSES.flatMap((s) => [[headerKey(s.value), s] as const, [headerKey(s.name), s] as const]));

function statusOf(row: KeyedRow, warnings: TImportProblem[]): string {
  const text = row.values.status ?? '';
  if (text === '') return DEFAULT_STATUS;
  const status = STATUS_BY_KEY.get(headerKey(text));
  if (!status) warnings.push({ line: row.line, field: 'status', message: M.statusUnknown });
  else if (!status.userManaged) warnings.push({ line: row.line, field: 'status', message: M.statusNotSettable });
  return status?.userManaged ? status.value : DEFAULT_STATUS;
}

function optionalOf(row: KeyedRow, warnings: TImportProblem[]): boolean {
  const text = (row.values.optional ?? '').toLowerCase();
  if (YES.has(text)) return true;
  if (!NO.has(text)) warnings.push({ line: row.line, field: 'optional', message: M.optionalUnknown });
  return false;
}

/** Tag names of the Tags cell (separated by commas or semicolons), each at most 45 characters. */
function tagsOf(row: KeyedRow): string[] {
  const names = (row.values.tags ?? '').split(/[,;]/).map((t) => t.trim().slice(0, MAX_TAG)).filter(Boolean);
  return [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
}

/**
 * The price edits of a row, in the order that reproduces an exported price: list, then sale
 * (its multiplier follows), the multiplier only when no sale price is given, cost, shipping,
 * quantity. A blank cell keeps the catalogue default.
 */
function editsOf(row: KeyedRow, advanced: boolean): PriceEdit[] {
  const v = row.values;
  const edits: PriceEdit[] = [];
  const add = (fieldType: PriceEdit['fieldType'], field: CsvField) => {
    const value = v[field] ?? '';
    if (value !== '') edits.push({ fieldType, fieldValue: value });
  };
  add('price', 'listPrice');
  add('sale_price', 'salePrice');
  if (advanced && (v.salePrice ?? '') === '') add('multiplier', 'multiplier');
  if (advanced) add('cost', 'cost');
  add('shipping_cost', 'shippingCost');
  add('qty', 'quantity');
  return edits;
}

/**
 * The placement of a matched row, or the problem that keeps it out (an invalid quantity or
 * price, by the pricing rules' own messages). Values that cannot be applied but do not keep the
 * row out (status, optional) are added to `warnings`.
 */
export function placementOf(row: KeyedRow, spec: MatchedSpec, advanced: boolean, warnings: TImportProblem[]): PlacementValues | TImportProblem {
  const base = catalogueRecord(spec);
  const result = applyPriceEdits(base, editsOf(row, advanced));
  if (!result.ok) return { line: row.line, field: result.field, message: result.message };
  const name = (row.values.name ?? '').slice(0, MAX_NAME);
  return {
    line: row.line,
    room: row.room,
    specId: spec.id,
    name: name !== '' && name !== spec.name ? name : null,
    price: result.price,
    priced: priceChanged(base, result.price),
    status: statusOf(row, warnings),
    isOptional: optionalOf(row, warnings),
    tags: tagsOf(row),
  };
}

/** True for a problem (as opposed to a row or a placement). */
export function isProblem(value: object): value is TImportProblem {
  return 'message' in value && 'field' in value && !('values' in value);
}
