import { randomUUID } from 'node:crypto';
import { InvalidStorageKeyError } from './errors';

const EXT = /^[a-z0-9]{1,10}$/;
const PREFIX = /^[a-z][a-z0-9-]{0,31}$/;
/**
 * `[prefix/]YYYY/MM/DD/<uuid v4>[.ext]` — lower-case only, no dots except the one before the
 * extension, so `..`, absolute paths, backslashes and empty segments can never match.
 */
const KEY =
  /^(?:[a-z][a-z0-9-]{0,31}\/)?\d{4}\/(?:0[1-9]|1[0-2])\/(?:0[1-9]|[12]\d|3[01])\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(?:\.[a-z0-9]{1,10})?$/;

/** Options for {@link newStorageKey}. */
export interface NewStorageKeyOptions {
  /** Optional top folder, e.g. `'attachments'`: lower-case letters, digits and dashes, at most 32. */
  prefix?: string;
  /** Date whose UTC year/month/day name the folders; defaults to now. */
  date?: Date;
}

/**
 * Generates a fresh storage key `[prefix/]YYYY/MM/DD/<uuid>.<ext>` (UTC date folders).
 * @param ext file extension with or without the leading dot (`'pdf'`, `'.png'`); empty for none.
 *   Case is folded to lower case; anything other than 1–10 letters/digits throws.
 * @throws InvalidStorageKeyError when `ext` or `prefix` is not acceptable.
 */
export function newStorageKey(ext = '', opts: NewStorageKeyOptions = {}): string {
  const cleanExt = ext.replace(/^\./, '').toLowerCase();
  if (cleanExt !== '' && !EXT.test(cleanExt)) throw new InvalidStorageKeyError(ext);
  if (opts.prefix !== undefined && !PREFIX.test(opts.prefix)) {
    throw new InvalidStorageKeyError(opts.prefix);
  }
  const d = opts.date ?? new Date();
  const yyyy = String(d.getUTCFullYear()).padStart(4, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const name = randomUUID() + (cleanExt ? `.${cleanExt}` : '');
  return [opts.prefix, yyyy, mm, dd, name].filter(Boolean).join('/');
}

/** Whether `key` has the exact shape {@link newStorageKey} produces. */
export function isValidStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY.test(key);
}

/**
 * Throws unless `key` has the exact shape {@link newStorageKey} produces.
 * @throws InvalidStorageKeyError
 */
export function assertStorageKey(key: unknown): asserts key is string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(String(key));
}
