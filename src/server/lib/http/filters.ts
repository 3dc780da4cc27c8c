import { and, sql, type SQL } from 'drizzle-orm';
import { ValidationError, type FieldError } from './errors';
import { type FilterFieldType, isArrayType } from './coerce';
import type { SqlTarget } from './column-info';
import { compileOperator, FILTER_OPERATORS, type FilterOperator } from './filter-operators';
import { isPlainObject } from './plain-object';

export { FILTER_OPERATORS, MAX_FILTER_VALUES, type FilterOperator } from './filter-operators';
export type { SqlTarget } from './column-info';
export type { FilterFieldType } from './coerce';
export {
  compileSort,
  resolveSort,
  type SortDirection,
  type SortInput,
  type SortKey,
  type SortWhitelist,
} from './sort';

/** One field a resource lets clients filter on: the SQL it compares and the values' type. */
export interface FilterField {
  column: SqlTarget;
  type: FilterFieldType;
}

/**
 * The fields of a resource that filters may name, by their API name (dotted names such as
 * 'profile.id' allowed). Nothing outside the whitelist ever reaches SQL.
 */
export type FilterWhitelist = Record<string, FilterField>;

/**
 * Filter input as clients send it: `{ field: value }` (eq; in for an array of values; any for
 * array fields) or `{ field: { op: value, … } }`. Dotted fields may also come nested:
 * `{ profile: { id: 5 } }` is `{ 'profile.id': 5 }`.
 */
export type FilterInput = Record<string, unknown>;

interface FieldEntry {
  name: string;
  field: FilterField;
  value: unknown;
}

function fieldError(name: string, message: string): ValidationError {
  return ValidationError.field(`filter.${name}`, message);
}

function hasNestedFields(whitelist: FilterWhitelist, prefix: string): boolean {
  return Object.keys(whitelist).some((key) => key.startsWith(`${prefix}.`));
}

/** Pairs each filter key with its whitelisted field, flattening nested objects to dotted names. */
function flattenFilter(input: FilterInput, whitelist: FilterWhitelist, prefix = ''): FieldEntry[] {
  const entries: FieldEntry[] = [];
  for (const [key, value] of Object.entries(input)) {
    const name = prefix ? `${prefix}.${key}` : key;
    const field = Object.hasOwn(whitelist, name) ? whitelist[name] : undefined;
    if (field) entries.push({ name, field, value });
    else if (isPlainObject(value) && hasNestedFields(whitelist, name)) {
      entries.push(...flattenFilter(value, whitelist, name));
    } else throw fieldError(name, `Unknown filter field "${name}".`);
  }
  return entries;
}

function shorthandOperator(field: FilterField, value: unknown): FilterOperator {
  if (isArrayType(field.type)) return 'any';
  return Array.isArray(value) ? 'in' : 'eq';
}

function toOperator(name: string, key: string): FilterOperator {
  const op = key.toLowerCase();
  if ((FILTER_OPERATORS as readonly string[]).includes(op)) return op as FilterOperator;
  throw fieldError(name, `Unknown filter operator "${key}" for "${name}".`);
}

/** The condition for one field: its shorthand value, or the AND of its operators. */
function compileField({ name, field, value }: FieldEntry): SQL {
  if (!isPlainObject(value)) return compileOperator(name, field, shorthandOperator(field, value), value);
  const pairs = Object.entries(value);
  if (pairs.length === 0) throw fieldError(name, `Filter "${name}" needs a value or an operator.`);
  const conditions = pairs.map(([key, operand]) => compileOperator(name, field, toOperator(name, key), operand));
  return and(...conditions) ?? sql`true`;
}

/** Runs each step, gathering every ValidationError so the client sees all its mistakes at once. */
function collect<T, R>(items: T[], step: (item: T) => R): R[] {
  const results: R[] = [];
  const errors: FieldError[] = [];
  for (const item of items) {
    try {
      results.push(step(item));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors.push(...error.errors);
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return results;
}

/**
 * Compiles a client's filter into one Drizzle condition over the whitelist (fields ANDed).
 * Operators: any, all, eq, nq, in, notin, lt, gt, lte, gte (case-insensitive). Values are
 * coerced to the field's type. `nq` and `notin` keep rows whose value is NULL ("not 5"
 * includes "not set"); `eq: null` / `nq: null` test for NULL.
 * @param filter the `filter` object of a request body or of the query (`filter[key][op]=v`).
 * @param whitelist the resource's filterable fields.
 * @returns the condition, or undefined when the filter is absent or empty (so `and()` drops it).
 * @throws ValidationError (400) naming every unknown field or operator and every bad value,
 *   with fields like 'filter.price'.
 */
export function compileFilter(filter: unknown, whitelist: FilterWhitelist): SQL | undefined {
  if (filter === undefined || filter === null) return undefined;
  if (!isPlainObject(filter)) throw ValidationError.field('filter', 'Filter must be an object.');
  const perKey = collect(Object.entries(filter), ([key, value]) =>
    flattenFilter({ [key]: value }, whitelist).map(compileField),
  );
  return and(...perKey.flat());
}
