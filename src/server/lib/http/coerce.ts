/**
 * Coercion of filter values. Query strings deliver every value as a string ('12', 'true');
 * JSON bodies deliver numbers and booleans. Both end up as the field's JavaScript type.
 */

/** The type of a whitelisted filter field. */
export type FilterFieldType = 'number' | 'string' | 'boolean' | 'date' | 'numberArray' | 'stringArray';

/** The type of one value of a field (the element type for array fields). */
export type ScalarKind = 'number' | 'string' | 'boolean' | 'date';

/** A coerced filter value. */
export type FilterScalar = number | string | boolean | Date;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;
const TRUE_WORDS = new Set(['true', '1']);
const FALSE_WORDS = new Set(['false', '0']);

/** True for array field types, whose `any`/`all` use PostgreSQL array operators. */
export function isArrayType(type: FilterFieldType): boolean {
  return type === 'numberArray' || type === 'stringArray';
}

/** The kind of one value of a field of the given type. */
export function elementKind(type: FilterFieldType): ScalarKind {
  if (type === 'numberArray') return 'number';
  if (type === 'stringArray') return 'string';
  return type;
}

/** How a kind is named in an error message: 'Filter "x" must be a number.' */
export function kindDescription(kind: ScalarKind): string {
  switch (kind) {
    case 'number':
      return 'a number';
    case 'string':
      return 'text';
    case 'boolean':
      return 'true or false';
    case 'date':
      return 'a date (YYYY-MM-DD or ISO 8601)';
  }
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMBER.test(value.trim())) return Number(value.trim());
  return undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  return FALSE_WORDS.has(word) ? false : undefined;
}

// A date-time without an offset is read as UTC, so the answer does not depend on the server's zone.
function normaliseIso(text: string): string {
  const iso = text.replace(' ', 'T');
  const hasTime = iso.length > 10;
  return hasTime && !/([Zz]|[+-]\d{2}:?\d{2})$/.test(iso) ? `${iso}Z` : iso;
}

// Date would roll 2024-02-30 over to March 1; such a day does not exist, so it is refused.
function isCalendarDay(text: string): boolean {
  const [y = 0, m = 0, d = 0] = text.slice(0, 10).split('-').map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || !ISO_DATE.test(value.trim())) return undefined;
  const text = normaliseIso(value.trim());
  const date = new Date(text);
  return Number.isNaN(date.getTime()) || !isCalendarDay(text) ? undefined : date;
}

function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * Coerces one raw value to the kind: '12' → 12, 'true' → true, '2024-05-01' → Date.
 * Numbers and booleans are accepted for text fields (a JSON body may send an id as a number).
 * @returns the coerced value, or undefined when the value cannot be read as that kind.
 */
export function coerceScalar(value: unknown, kind: ScalarKind): FilterScalar | undefined {
  switch (kind) {
    case 'number':
      return toNumber(value);
    case 'string':
      return toText(value);
    case 'boolean':
      return toBoolean(value);
    case 'date':
      return toDate(value);
  }
}
