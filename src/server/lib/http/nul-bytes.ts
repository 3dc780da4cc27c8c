import { ValidationError } from './errors';

/** The 400 message for text holding a NUL character, which PostgreSQL cannot store. */
export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';

const MAX_DEPTH = 64;

/**
 * The path (keys from the outside in) of the first string, or object key, in `value` that holds
 * a NUL character (U+0000); null when there is none. Buffers and other non-plain values are
 * not looked into.
 */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (path.length > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Throws a 400 naming the field when any string in `value` holds a NUL character.
 * @param field turns the path of the offending value into the field name of the error.
 * @throws ValidationError
 */
export function assertNoNul(value: unknown, field: (path: string[]) => string | null): void {
  const path = findNul(value);
  if (path) throw new ValidationError([{ field: field(path), message: NUL_MESSAGE }]);
}
