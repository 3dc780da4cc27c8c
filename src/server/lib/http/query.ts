import { z } from 'zod';
import { CONSTANTS } from '#shared/lib/messages';
import { ValidationError } from './errors';
import { coerceScalar } from './coerce';
import type { FilterInput } from './filters';
import { isPlainObject } from './plain-object';
import { nestQuery } from './query-tree';

export { nestQuery, splitKey, MAX_QUERY_DEPTH } from './query-tree';

/** Largest page size a client may ask for; larger requests get this many. */
export const MAX_PER_PAGE = 100;

/** Deepest search depth accepted. */
export const MAX_DEPTH = 10;

/**
 * Query keys that are sent plainly (spec/workspace.md §7, plus the paths' own keys). Any other
 * key is a filter: `name=x` means `filter[name]=x`.
 */
export const PLAIN_QUERY_KEYS = [
  'search', 'depth', 'sort', 'miscCategoryHack', 'priceGroup', 'cursor', 'specbook', 'types',
  'summary', 'format', 'links', 'token', 'startDate', 'endDate', 'cost', 'page', 'perPage',
  'pageSize', 'showPagination', 'searchTerm', 'includeArchived', 'showPrice', 'specbookId',
  'categoryID', 'filter',
] as const;

/** A plain query value as sent: one string, or several for a repeated key or `key[]`. */
export type QueryValue = string | string[];

/** A list request's query, parsed. */
export interface ListQuery {
  /** `search`, or `searchTerm` when `search` is absent; undefined when empty. */
  search?: string;
  /** Search depth; default 3. */
  depth: number;
  /** `sort[asc]`: field name(s), comma-separated. */
  sortAsc?: string;
  /** `sort[desc]`: field name(s), comma-separated. */
  sortDesc?: string;
  cursor?: string;
  /** 1-based page; undefined when not asked for. */
  page?: number;
  /** Page size; default 24, at most 100. */
  perPage: number;
  /** `filter[...]` keys and every key that is not plain, for compileFilter. */
  filter: FilterInput;
  /** The other plain keys (specbook, types, summary, showPagination, …) as sent. */
  params: Record<string, QueryValue>;
}

const PLAIN = new Set<string>(PLAIN_QUERY_KEYS);

function single(value: unknown, field: string): string | number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw ValidationError.field(field, `"${field}" must be given once, as a single value.`);
}

/**
 * Reads an optional whole number from a query value ('' and absent are undefined).
 * @throws ValidationError on the field when it is not a whole number within [min, max].
 */
export function queryInt(value: unknown, field: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const raw = single(value, field);
  if (raw === undefined) return undefined;
  const number = coerceScalar(raw, 'number');
  if (typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max) return number;
  const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
  throw ValidationError.field(field, `"${field}" must be a whole number ${range}.`);
}

/**
 * Reads an optional boolean from a query value: 'true'/'1' → true, 'false'/'0' → false.
 * @throws ValidationError on the field for anything else.
 */
export function queryBool(value: unknown, field: string): boolean | undefined {
  const raw = typeof value === 'boolean' ? value : single(value, field);
  if (raw === undefined) return undefined;
  const result = coerceScalar(raw, 'boolean');
  if (typeof result === 'boolean') return result;
  throw ValidationError.field(field, `"${field}" must be true or false.`);
}

function queryString(value: unknown, field: string): string | undefined {
  const raw = single(value, field);
  return raw === undefined ? undefined : String(raw);
}

function sortFields(sort: unknown, direction: 'asc' | 'desc'): string | undefined {
  if (sort === undefined) return undefined;
  if (!isPlainObject(sort)) throw ValidationError.field('sort', 'Sort must be sort[asc]=field or sort[desc]=field.');
  const unknownKey = Object.keys(sort).find((k) => k !== 'asc' && k !== 'desc');
  if (unknownKey) throw ValidationError.field('sort', `Unknown sort direction "${unknownKey}"; use "asc" or "desc".`);
  const value = sort[direction];
  if (Array.isArray(value)) return value.map(String).join(',');
  return queryString(value, `sort.${direction}`);
}

function plainValue(value: unknown, key: string): QueryValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw ValidationError.field(key, `"${key}" must be a plain value.`);
}

function filterOf(tree: Record<string, unknown>): FilterInput {
  const explicit = tree.filter ?? {};
  if (!isPlainObject(explicit)) throw ValidationError.field('filter', 'Filter must be an object.');
  const implicit = Object.entries(tree).filter(([key]) => !PLAIN.has(key));
  return { ...Object.fromEntries(implicit), ...explicit };
}

function paramsOf(tree: Record<string, unknown>): Record<string, QueryValue> {
  const core = new Set(['search', 'depth', 'sort', 'cursor', 'page', 'perPage', 'filter']);
  const entries = Object.entries(tree).filter(([key]) => PLAIN.has(key) && !core.has(key));
  return Object.fromEntries(entries.map(([key, value]) => [key, plainValue(value, key)]));
}

function perPageOf(tree: Record<string, unknown>): number {
  const asked = queryInt(tree.perPage, 'perPage', 1) ?? queryInt(tree.pageSize, 'pageSize', 1);
  return Math.min(asked ?? CONSTANTS.defaultPageSize, MAX_PER_PAGE);
}

/**
 * Parses a list request's querystring (flat bracket keys or nested objects, see nestQuery)
 * into search, depth, sort, cursor, page, perPage, the filter and the other plain keys.
 * Empty values ('page=') count as absent; perPage above 100 is lowered to 100.
 * @throws ValidationError for malformed values (page 0, depth 'x', a repeated search, …).
 */
export function parseListQuery(query: unknown): ListQuery {
  const tree = nestQuery(query);
  return {
    search: queryString(tree.search, 'search') ?? queryString(tree.searchTerm, 'searchTerm'),
    depth: queryInt(tree.depth, 'depth', 0, MAX_DEPTH) ?? CONSTANTS.defaultSearchDepth,
    sortAsc: sortFields(tree.sort, 'asc'),
    sortDesc: sortFields(tree.sort, 'desc'),
    cursor: queryString(tree.cursor, 'cursor'),
    page: queryInt(tree.page, 'page', 1),
    perPage: perPageOf(tree),
    filter: filterOf(tree),
    params: paramsOf(tree),
  };
}

/**
 * A zod schema documenting the common list query keys, for a route's `schema.querystring`
 * (OpenAPI). It is loose: filter keys pass through untouched to parseListQuery.
 */
export const ZListQuerystring = z.looseObject({
  search: z.string().optional().describe('Search text'),
  depth: z.string().optional().describe('Search depth (default 3)'),
  'sort[asc]': z.string().optional().describe('Sort ascending by these fields (comma-separated)'),
  'sort[desc]': z.string().optional().describe('Sort descending by these fields (comma-separated)'),
  cursor: z.string().optional().describe('Cursor from the previous page’s next link'),
  page: z.string().optional().describe('1-based page number'),
  perPage: z.string().optional().describe('Page size (default 24, at most 100)'),
});
