/**
 * `value` when it is one of `values` (a stored text column read back as its closed set), else null.
 * @example oneOf(SHIPPING_METHODS, 'ship_now') → 'ship_now'; oneOf(SHIPPING_METHODS, 'fly') → null
 */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return value !== null && value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : null;
}
