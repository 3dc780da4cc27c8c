import { ValidationError } from './errors';
import { isPlainObject } from './plain-object';

/** Deepest bracket nesting accepted: `filter[profile.id][in][]` is 3 levels below `filter`. */
export const MAX_QUERY_DEPTH = 5;

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const INDEX = /^\d+$/;

function conflict(key: string): ValidationError {
  return ValidationError.field(key, `Query parameter "${key}" is given in conflicting forms.`);
}

/** 'filter[a][b][]' → ['filter', 'a', 'b', '']; a key that is not bracket syntax stays whole. */
export function splitKey(key: string): string[] {
  const match = KEY.exec(key);
  if (!match?.[1]) return [key];
  const brackets = match[2] ? match[2].slice(1, -1).split('][') : [];
  const segments = [match[1], ...brackets];
  if (segments.some((s) => FORBIDDEN.has(s))) throw ValidationError.field(key, `Query parameter "${key}" is not allowed.`);
  return segments;
}

function child(node: Record<string, unknown>, segment: string, key: string): Record<string, unknown> {
  const existing = node[segment];
  if (existing === undefined) {
    const created: Record<string, unknown> = {};
    node[segment] = created;
    return created;
  }
  if (!isPlainObject(existing)) throw conflict(key);
  return existing;
}

function setLeaf(root: Record<string, unknown>, segments: string[], value: unknown, key: string): void {
  const append = segments.at(-1) === '';
  const path = append ? segments.slice(0, -1) : segments;
  const target = path.at(-1);
  if (target === undefined || path.includes('')) throw conflict(key);
  let node = root;
  for (const segment of path.slice(0, -1)) node = child(node, segment, key);
  const existing = node[target];
  if (isPlainObject(existing)) throw conflict(key);
  if (existing === undefined) node[target] = append ? [value] : value;
  else node[target] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

function insert(root: Record<string, unknown>, segments: string[], value: unknown, key: string): void {
  const depth = segments.length - (segments.at(-1) === '' ? 1 : 0);
  if (depth > MAX_QUERY_DEPTH + 1) throw ValidationError.field(key, `Query parameter "${key}" is nested too deeply.`);
  if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN.has(k)) throw ValidationError.field(key, `Query parameter "${key}" is not allowed.`);
      insert(root, [...segments, k], v, key);
    }
  } else if (Array.isArray(value)) {
    const base = segments.at(-1) === '' ? segments.slice(0, -1) : segments;
    for (const item of value) insert(root, [...base, ''], item, key);
  } else setLeaf(root, segments, value, key);
}

/** Objects whose keys are all indexes (`a[0]=x&a[1]=y`, as qs writes arrays) become arrays. */
function indexesToArrays(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(indexesToArrays);
  if (!isPlainObject(node)) return node;
  const entries = Object.entries(node).map(([k, v]) => [k, indexesToArrays(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => INDEX.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/**
 * Nests a querystring. Fastify's default parser gives flat keys ('filter[name][eq]': 'x',
 * 'filter[tags][]': ['a', 'b'], 'sort[asc]': 'name'); a qs-style parser gives nested objects.
 * Both become one tree: { filter: { name: { eq: 'x' }, tags: ['a', 'b'] }, sort: { asc: 'name' } }.
 * Repeated keys become lists; `[]` appends; `[0]`, `[1]` indexes become lists.
 * @throws ValidationError for '__proto__'-like keys, nesting deeper than {@link MAX_QUERY_DEPTH},
 *   or one key given both as a value and as an object ('a=1&a[b]=2').
 */
export function nestQuery(query: unknown): Record<string, unknown> {
  if (query === undefined || query === null) return {};
  if (!isPlainObject(query)) throw ValidationError.field('query', 'The query string is not valid.');
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) insert(root, splitKey(key), value, key);
  return indexesToArrays(root) as Record<string, unknown>;
}
