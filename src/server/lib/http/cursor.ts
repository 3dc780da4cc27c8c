import { and, or, sql, type SQL } from 'drizzle-orm';
import { ValidationError } from './errors';
import { coerceScalar } from './coerce';
import { bindScalar, columnMismatch, isColumn, type BindableScalar, type SqlTarget } from './column-info';
import type { SortDirection } from './sort';
import { isPlainObject } from './plain-object';

/** One value of a cursor: a sort key of the last row of a page. */
export type CursorValue = string | number | boolean | Date;

/** Longest cursor accepted, in characters. */
export const MAX_CURSOR_LENGTH = 2048;
const MAX_VALUES = 8;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function invalidCursor(): ValidationError {
  return ValidationError.field('cursor', 'Invalid cursor.');
}

function encodeValue(value: CursorValue): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('A cursor value is an invalid Date.');
    return { d: value.toISOString() };
  }
  const ok = typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
  if (!ok) throw new TypeError('Cursor values must be strings, finite numbers, booleans or dates.');
  return value;
}

/**
 * Encodes the sort key of a page's last row (e.g. `[updatedAt, id]`) as an opaque base64url
 * cursor. Dates keep their type through the round trip.
 * @throws TypeError for values a cursor cannot carry (null, NaN, objects): a programming error,
 *   since keyset columns must be NOT NULL.
 */
export function encodeCursor(values: readonly CursorValue[]): string {
  const json = JSON.stringify(values.map(encodeValue));
  return Buffer.from(json, 'utf8').toString('base64url');
}

function decodeValue(value: unknown): CursorValue {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (isPlainObject(value) && Object.keys(value).length === 1 && typeof value.d === 'string') {
    const date = coerceScalar(value.d, 'date');
    if (date instanceof Date) return date;
  }
  throw invalidCursor();
}

function parseJson(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}

/**
 * Decodes a cursor made by {@link encodeCursor}.
 * @throws ValidationError `{field: 'cursor', message: 'Invalid cursor.'}` for anything else.
 */
export function decodeCursor(cursor: unknown): CursorValue[] {
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) {
    throw invalidCursor();
  }
  const parsed = parseJson(cursor);
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_VALUES) throw invalidCursor();
  return parsed.map(decodeValue);
}

function fitsDataType(value: unknown, dataType: string | undefined): value is BindableScalar {
  switch (dataType) {
    case 'date':
      return value instanceof Date;
    case 'number':
    case 'string':
    case 'boolean':
      return typeof value === dataType;
    default:
      return value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value);
  }
}

/** Checks a decoded value against its column's type, reading ISO strings for date columns. */
function keysetValue(value: unknown, target: SqlTarget): BindableScalar {
  const column = isColumn(target) ? target : undefined;
  const readDate = column?.dataType === 'date' && typeof value === 'string';
  const result = readDate ? coerceScalar(value, 'date') : value;
  if (!fitsDataType(result, column?.dataType) || columnMismatch(result, column)) throw invalidCursor();
  return result;
}

function comparator(direction: SortDirection): SQL {
  return direction === 'asc' ? sql.raw('>') : sql.raw('<');
}

/** `(a, b) < ($1, $2)`: one row comparison, which PostgreSQL serves from an index on (a, b). */
function rowComparison(columns: SqlTarget[], params: SQL[], direction: SortDirection): SQL {
  return sql`(${sql.join(columns, sql`, `)}) ${comparator(direction)} (${sql.join(params, sql`, `)})`;
}

/** `a > $1 or (a = $1 and b < $2) or …`: needed when directions differ. */
function expandedComparison(columns: SqlTarget[], params: SQL[], directions: SortDirection[]): SQL {
  const branches = columns.map((column, i) => {
    const equalities = columns.slice(0, i).map((earlier, j) => sql`${earlier} = ${params[j]}`);
    const step = sql`${column} ${comparator(directions[i] ?? 'asc')} ${params[i]}`;
    return and(...equalities, step);
  });
  return or(...branches) ?? sql`false`;
}

/**
 * The condition "comes after the cursor's row" for keyset pagination over an ORDER BY of the
 * same columns and directions. End the columns with a unique tie-break (the id). Keyset columns
 * must be NOT NULL; timestamps need millisecond precision (`timestamp(…, {precision: 3})`),
 * because a JavaScript Date drops microseconds and rows would be skipped.
 * @param columns the order-by columns or expressions, e.g. `[t.updatedAt, t.id]`.
 * @param directions one per column; all equal gives a row comparison, mixed an OR expansion.
 * @param cursorValues the decoded cursor (see {@link decodeCursor}).
 * @throws ValidationError 'Invalid cursor.' when the values do not fit the columns.
 */
export function keysetCondition(
  columns: SqlTarget[],
  directions: SortDirection[],
  cursorValues: readonly unknown[],
): SQL {
  if (columns.length === 0 || directions.length !== columns.length) {
    throw new Error('keysetCondition needs one direction per column.');
  }
  if (cursorValues.length !== columns.length) throw invalidCursor();
  const params = columns.map((column, i) => bindScalar(keysetValue(cursorValues[i], column), column));
  const first = directions[0] ?? 'asc';
  if (directions.every((d) => d === first)) return rowComparison(columns, params, first);
  return expandedComparison(columns, params, directions);
}
