/**
 * From an extraction's tables and the seller's maps to the lines of an import (docs/decisions/057):
 * model from the mapped model column, room from the mapped category column (none = Miscellaneous),
 * manufacturer from the mapped column or the engine's guess, name, quantity and unit price from
 * the engine's roles, and the line's confidence and failed checks. Pure functions.
 */
import { LINE_CONFIDENCE_MIN } from '#shared/lib/aipq';
import type { TExtractionTable, TImportTableMap } from '#shared/schemas/aipq';
import { WORKSPACE_MESSAGES as WM } from '#shared/lib/workspace-messages';
import { normalizeKey } from './match-keys';

/** One line to import. */
export interface ImportLine {
  model: string;
  name: string | null;
  manufacturer: string | null;
  /** The room's name; null = Miscellaneous. */
  room: string | null;
  quantity: number;
  /** Decimal string with 2 decimals, or null when the line has none that reads as money. */
  unitPrice: string | null;
  confidence: number;
  /** The line failed a check (qty × unit ≠ amount, section sum, OCR) or reads below LINE_CONFIDENCE_MIN. */
  doubtful: boolean;
}

const MAX_NAME = 200;
const MAX_ROOM = 100;
const MAX_QTY = 1_000_000;

/**
 * A money amount as written on a quote ('$1,234.50', '1.234,50 €', '(12.00)', '1 234,5') as a
 * decimal string with 2 decimals; null when it does not read as one. The last '.' or ',' followed
 * by one or two digits is the decimal mark; other separators group thousands.
 */
export function parseMoney(text: string | undefined): string | null {
  const cleaned = (text ?? '').replace(/[^\d.,-]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-') || /^\s*\(.*\)\s*$/.test(text ?? '');
  const digits = cleaned.replace(/-/g, '');
  const mark = digits.match(/[.,](\d{1,2})$/);
  const whole = (mark ? digits.slice(0, -mark[0].length) : digits).replace(/[.,]/g, '');
  const cents = mark ? mark[1]!.padEnd(2, '0') : '00';
  if (whole.length > 10) return null;
  const value = `${String(Number(whole || '0'))}.${cents}`;
  return negative ? null : value;
}

/** A quantity as written ('2', '2.00', '3 ea'): a whole number of at least 1 (1 when it does not read). */
export function parseQuantity(text: string | undefined): number {
  const match = (text ?? '').replace(/,/g, '').match(/\d+(\.\d+)?/);
  if (!match) return 1;
  return Math.min(MAX_QTY, Math.max(1, Math.round(Number(match[0]))));
}

const cell = (row: readonly string[], index: number | null): string => (index === null ? '' : (row[index] ?? '').trim());
const orNull = (text: string, max: number): string | null => (text === '' ? null : text.slice(0, max));

/** A room name: none or 'Miscellaneous' is Miscellaneous (null). */
function roomOf(text: string): string | null {
  if (text === '' || normalizeKey(text) === normalizeKey(WM.miscellaneous)) return null;
  return text.slice(0, MAX_ROOM);
}

/** The lines of one mapped table, in order; rows without a model are counted as skipped. */
export function linesOfTable(table: TExtractionTable, map: TImportTableMap['map']): { lines: ImportLine[]; skipped: number } {
  const lines: ImportLine[] = [];
  let skipped = 0;
  table.rows.forEach((row, i) => {
    const model = cell(row, map.model);
    if (normalizeKey(model) === '') {
      skipped += 1;
      return;
    }
    const extracted = table.lines[i];
    const confidence = extracted?.confidence ?? 1;
    lines.push({
      model: model.slice(0, MAX_NAME),
      name: orNull(cell(row, table.roles.name), MAX_NAME),
      manufacturer: orNull(cell(row, map.manufacturer ?? table.roles.manufacturer), MAX_NAME),
      room: roomOf(cell(row, map.category)),
      quantity: parseQuantity(cell(row, table.roles.quantity)),
      unitPrice: parseMoney(cell(row, table.roles.unitPrice)),
      confidence,
      doubtful: confidence < LINE_CONFIDENCE_MIN || (extracted?.checks.length ?? 0) > 0,
    });
  });
  return { lines, skipped };
}

/** The lines of every mapped table, tables in the order of the maps; maps naming no table of the extraction are ignored. */
export function linesOfImport(tables: readonly TExtractionTable[], maps: readonly TImportTableMap[]): { lines: ImportLine[]; skipped: number } {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const result = { lines: [] as ImportLine[], skipped: 0 };
  for (const { table, map } of maps) {
    const found = byId.get(table.id);
    if (!found) continue;
    const part = linesOfTable(found, map);
    result.lines.push(...part.lines);
    result.skipped += part.skipped;
  }
  return result;
}
