/**
 * The ERP's field wrapping (spec/erp-gateway.md "Fields are wrapped the ERP's way"), in one place:
 * `{"Subject": {"value": "Kitchen remodel"}}` on the wire, plain values everywhere else. Row
 * metadata (`rowNumber`, `_links`, `custom`) is dropped on the way in; `id` and `delete` are plain.
 */

/** A JSON value as the gateway sends and receives it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** Keys that travel unwrapped in both directions. */
const PLAIN_KEYS = new Set(['id', 'delete']);
/** Row metadata the gateway adds to every row; not part of the data. */
const METADATA_KEYS = new Set(['rowNumber', '_links', 'custom', 'note', 'files']);

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wrapValue(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map((item) => (isJsonObject(item) ? wrapFields(item) : item));
  if (isJsonObject(value)) return wrapFields(value);
  return { value };
}

/**
 * Wraps every field of a plain object as `{value}` (nested objects field by field, arrays item by
 * item); `id` and `delete` stay plain; undefined fields are left out.
 */
export function wrapFields(fields: { [key: string]: JsonValue | undefined }): JsonObject {
  const wrapped: JsonObject = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    wrapped[key] = PLAIN_KEYS.has(key) ? value : wrapValue(value);
  }
  return wrapped;
}

/** True for `{"value": x}` (an empty object `{}` is the ERP's null). */
function isWrapper(value: JsonObject): boolean {
  const keys = Object.keys(value);
  return keys.length === 0 || (keys.length === 1 && keys[0] === 'value');
}

function unwrapValue(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(unwrapValue);
  if (!isJsonObject(value)) return value;
  if (isWrapper(value)) return value.value ?? null;
  return unwrapRow(value);
}

/** Unwraps a gateway row: `{value}` fields become plain, nested rows likewise, metadata dropped. */
export function unwrapRow(row: JsonObject): JsonObject {
  const plain: JsonObject = {};
  for (const [key, value] of Object.entries(row)) {
    if (METADATA_KEYS.has(key)) continue;
    plain[key] = unwrapValue(value);
  }
  return plain;
}

/** A field of an unwrapped row as a string (numbers as their text), else null. */
export function textField(row: JsonObject, key: string): string | null {
  const value = row[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** A field of an unwrapped row as a number (numeric text accepted), else null. */
export function numberField(row: JsonObject, key: string): number | null {
  const value = row[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}
