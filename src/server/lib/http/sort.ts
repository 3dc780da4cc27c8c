import { asc, desc, type SQL } from 'drizzle-orm';
import { ValidationError } from './errors';
import type { SqlTarget } from './column-info';
import { isPlainObject } from './plain-object';

/** A sort direction. */
export type SortDirection = 'asc' | 'desc';

/** Sort input as clients send it: `{"asc": "name"}`, `sort[desc]=updatedAt`; lists allowed ('name,id'). */
export interface SortInput {
  asc?: string | string[];
  desc?: string | string[];
}

/** The fields a resource may be sorted by (a FilterWhitelist fits). */
export type SortWhitelist = Record<string, { column: SqlTarget }>;

/** One resolved sort key. */
export interface SortKey {
  field: string;
  column: SqlTarget;
  direction: SortDirection;
}

const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];
const SHAPE_MESSAGE = 'Sort must be {"asc": "field"} or {"desc": "field"}.';

function fieldNames(value: unknown, key: string): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(parts) || !parts.every((p) => typeof p === 'string')) {
    throw ValidationError.field(`sort.${key}`, SHAPE_MESSAGE);
  }
  return parts.map((p: string) => p.trim()).filter((p) => p.length > 0);
}

function checkKeys(sort: Record<string, unknown>): void {
  const unknownKey = Object.keys(sort).find((key) => !(DIRECTIONS as readonly string[]).includes(key));
  if (unknownKey !== undefined) {
    throw ValidationError.field('sort', `Unknown sort direction "${unknownKey}"; use "asc" or "desc".`);
  }
}

/**
 * Resolves a client's sort into whitelisted keys: the `asc` fields first, then the `desc` ones.
 * @throws ValidationError for an unknown direction ('sort') or field ('sort.asc' / 'sort.desc').
 */
export function resolveSort(sort: unknown, whitelist: SortWhitelist): SortKey[] {
  if (sort === undefined || sort === null) return [];
  if (!isPlainObject(sort)) throw ValidationError.field('sort', SHAPE_MESSAGE);
  checkKeys(sort);
  return DIRECTIONS.flatMap((direction) => {
    if (sort[direction] === undefined) return [];
    return fieldNames(sort[direction], direction).map((field) => {
      const entry = Object.hasOwn(whitelist, field) ? whitelist[field] : undefined;
      if (!entry) throw ValidationError.field(`sort.${direction}`, `Unknown sort field "${field}".`);
      return { field, column: entry.column, direction };
    });
  });
}

/**
 * Compiles a client's sort into a Drizzle order-by list. The default order always follows the
 * client's keys as tie-breakers, so pages are stable (end it with a unique key such as id).
 * @param sort `{asc?, desc?}` from the body or from `sort[asc]` / `sort[desc]`.
 * @param whitelist the resource's sortable fields.
 * @param defaultOrder e.g. `[desc(specbooks.updatedAt), desc(specbooks.id)]`.
 * @returns the list for `.orderBy(...list)`.
 */
export function compileSort(sort: unknown, whitelist: SortWhitelist, defaultOrder: SQL[]): SQL[] {
  const keys = resolveSort(sort, whitelist).map((key) =>
    key.direction === 'asc' ? asc(key.column) : desc(key.column),
  );
  return [...keys, ...defaultOrder];
}
