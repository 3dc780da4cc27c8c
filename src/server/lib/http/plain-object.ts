/**
 * True for a plain object (`{…}` from JSON or a query parser), false for arrays, dates, class
 * instances and null.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
