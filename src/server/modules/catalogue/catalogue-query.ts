/**
 * The SQL of a catalogue search (docs/decisions/016): which specs match a search text at a
 * depth, how they rank, the filter whitelist and the keyset cursor of a ranked list.
 * Pure builders: the services run them.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { specs } from '#server/db/schema/index';
import { ValidationError } from '#server/lib/http/errors';
import type { FilterWhitelist } from '#server/lib/http/filters';
import { decodeCursor, type CursorValue } from '#server/lib/http/pagination';
import { normalizeModel } from '#shared/lib/catalogue';

/** Fields a catalogue filter may name (filter[...] keys and the POST filter/search bodies). */
export const CATALOGUE_FILTERS: FilterWhitelist = {
  id: { column: specs.id, type: 'number' },
  manufacturer: { column: specs.manufacturerId, type: 'number' },
  'manufacturer.id': { column: specs.manufacturerId, type: 'number' },
  manufacturerID: { column: specs.manufacturerId, type: 'number' },
  finish: { column: specs.finish, type: 'string' },
  finishName: { column: specs.finish, type: 'string' },
  collection: { column: specs.collection, type: 'string' },
  collectionName: { column: specs.collection, type: 'string' },
  category: { column: specs.category, type: 'string' },
  style: { column: specs.style, type: 'string' },
  material: { column: specs.material, type: 'string' },
  installation: { column: specs.installation, type: 'string' },
  price: { column: specs.listPrice, type: 'number' },
  modelNumber: { column: specs.modelNumber, type: 'string' },
  baseModel: { column: specs.baseModel, type: 'string' },
  upc: { column: specs.upc, type: 'string' },
  archived: { column: specs.archived, type: 'boolean' },
  updatedAt: { column: specs.updatedAt, type: 'date' },
};

/** Whether a filter names `archived` (then archived specs are not hidden by default). */
export function namesArchived(filter: unknown): boolean {
  return typeof filter === 'object' && filter !== null && 'archived' in filter;
}

/** Global specs and the caller account's own: never another account's. */
export function visibleTo(accountId: number): SQL {
  return or(isNull(specs.accountId), eq(specs.accountId, accountId))!;
}

/** Only letters, digits and model separators: text that may be (part of) a model number. */
const MODEL_LIKE = /^[\p{L}\p{N}\s\-./]+$/u;

/** Shortest normalised model fragment searched by substring (the trigram index needs 3). */
const MIN_MODEL_FRAGMENT = 3;

/** The words of a search text, each with its full-text lexemes and normalised model form. */
export interface SearchWord {
  lexemes: string[];
  /** The normalised model fragment, when the word may be part of a model number. */
  model?: string;
}

/** A parsed search text: its words and, when it looks like a model number, the whole text normalised. */
export interface ParsedSearch {
  words: SearchWord[];
  model?: string;
  /**
   * The exact lexemes that the word being typed (the last lexeme, see {@link typedPrefix}) is a
   * prefix of, set by the service from the search_lexemes table; undefined: match it by prefix.
   */
  completions?: string[];
  /**
   * Estimated upper bound of the share of the catalogue the text matches (its rarest word's
   * frequency in pg_stats), set by the service; undefined without statistics.
   */
  share?: number;
}

/** The lexeme still being typed: the last lexeme of the last word. */
export function typedPrefix(parsed: ParsedSearch): string | undefined {
  return parsed.words.at(-1)?.lexemes.at(-1);
}

function modelFragment(text: string): string | undefined {
  if (!MODEL_LIKE.test(text)) return undefined;
  const normalized = normalizeModel(text);
  return normalized.length > 0 ? normalized : undefined;
}

/**
 * Splits a search text into words (on white space); each word's lexemes are its runs of
 * letters and digits, lower-cased ('AQ-45' → ['aq', '45']). Words without letters or digits are dropped.
 * @example parseSearch('4512 bn') → { words: [{lexemes:['4512'], model:'4512'}, {lexemes:['bn'], model:'bn'}], model: '4512bn' }
 */
export function parseSearch(text: string | undefined): ParsedSearch | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const words = trimmed
    .split(/\s+/)
    .map((word) => ({ lexemes: word.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean), model: modelFragment(word) }))
    .filter((w) => w.lexemes.length > 0);
  return { words, model: modelFragment(trimmed) };
}

/** A lexeme of the search text; `prefix` marks the one still being typed. */
interface Lexeme {
  text: string;
  prefix: boolean;
}

/**
 * A tsquery text of lexemes joined by `joiner`, restricted to `weights` ('A') when given; a
 * lexeme marked as prefix matches by prefix ('vess:*'). Lexemes are letters and digits only, so
 * nothing a user types reaches the tsquery syntax.
 */
function tsqueryText(lexemes: Lexeme[], joiner: '&' | '|', weights: string): string {
  return lexemes.map((l) => `${l.text}:${l.prefix ? '*' : ''}${weights}`.replace(/:$/, '')).join(` ${joiner} `);
}

/**
 * The lexemes of the words: every word is matched exactly (after English stemming) except the
 * last, which is matched by prefix since it may still be being typed. Exact lexemes let the GIN
 * index skip through its posting lists; a prefix on every word measured 7× slower (decision 016).
 */
function wordLexemes(parsed: ParsedSearch): Lexeme[][] {
  const last = parsed.words.length - 1;
  return parsed.words.map((word, i) => word.lexemes.map((text, j) => ({ text, prefix: i === last && j === word.lexemes.length - 1 })));
}

/**
 * `vector @@ query` of the lexemes (all of them), or true when the query has no lexemes left (only
 * stop words such as 'in'). With `completions` the prefix lexeme becomes an OR of those exact
 * lexemes (already normalised, so cast rather than parsed), and no completion means no match.
 */
function textMatch(lexemes: Lexeme[], weights: string, completions: string[] | undefined): SQL {
  const expand = completions !== undefined && lexemes.some((l) => l.prefix);
  const exact = expand ? lexemes.filter((l) => !l.prefix) : lexemes;
  let tsquery = sql`to_tsquery('english', ${tsqueryText(exact, '&', weights)})`;
  if (expand) {
    if (completions.length === 0) return sql`false`;
    const completed = sql`${completions.map((c) => `'${c}'${weights && `:${weights}`}`).join(' | ')}::tsquery`;
    tsquery = exact.length > 0 ? sql`(${tsquery} && ${completed})` : completed;
  }
  return sql`(numnode(${tsquery}) = 0 or ${specs.searchVector} @@ ${tsquery})`;
}

/** The full-text weights searched at a depth: 1 none (model numbers only), 2 names, 3+ everything. */
function weightsAt(depth: number): string | undefined {
  if (depth <= 1) return undefined;
  return depth === 2 ? 'A' : '';
}

function modelSubstring(fragment: string | undefined): SQL | undefined {
  if (!fragment || fragment.length < MIN_MODEL_FRAGMENT) return undefined;
  return sql`${specs.modelNormalized} like ${`%${fragment}%`}`;
}

/**
 * A model fragment searched by substring only when it holds a digit (model numbers do; 'vessel'
 * does not): OR-ing a trigram scan into a plain word search would force the planner to build the
 * word's whole GIN bitmap ('faucet': 208,000 rows) instead of stopping at the first matches.
 */
function digitModel(fragment: string | undefined): SQL | undefined {
  return fragment && /\d/.test(fragment) ? modelSubstring(fragment) : undefined;
}

function wordModel(word: SearchWord): SQL | undefined {
  return digitModel(word.model);
}

/**
 * The match condition of a search, an OR of:
 * - the whole text as a model fragment ('4512 bn' → model contains '4512bn');
 * - every word in the full text (name and manufacturer name, then attributes and description by
 *   depth), as ONE tsquery, so the GIN index intersects its posting lists itself (one scan per
 *   word and a BitmapAnd measured 4× slower);
 * - instead of that, when some word could also be a model fragment (it holds a digit): every word
 *   matching somewhere, in the full text or as a model fragment ('faucet 4512').
 */
export function matchCondition(parsed: ParsedSearch, depth: number): SQL {
  const weights = weightsAt(depth);
  const lexemes = wordLexemes(parsed);
  const models = parsed.words.map(wordModel);
  const textOf = (words: Lexeme[]) => (weights === undefined ? undefined : textMatch(words, weights, parsed.completions));
  const allText = parsed.words.length === 0 ? undefined : textOf(lexemes.flat());
  const mixed = models.some(Boolean) ? and(...parsed.words.map((_, i) => or(textOf(lexemes[i] ?? []), models[i]) ?? sql`false`)) : undefined;
  // The mixed branch already holds every all-text match: OR-ing both would scan the GIN index twice.
  return or(wholeModelCondition(parsed), mixed ?? allText) ?? sql`false`;
}

/** The whole search text as a model fragment (undefined when it does not look like one, is too short or has no digit). */
export function wholeModelCondition(parsed: ParsedSearch): SQL | undefined {
  return digitModel(parsed.model);
}

/** The ranking keys of a search: model bucket (0 exact, 1 prefix, 2 other) and text rank. */
export interface RankKeys {
  bucket: SQL<number>;
  rank: SQL<number>;
}

/** Exact model first, then model prefix, then full-text rank (ts_rank over any of the words). */
export function rankKeys(parsed: ParsedSearch): RankKeys {
  const model = parsed.model;
  const bucket = model
    ? sql<number>`(case when ${specs.modelNormalized} = ${model} then 0 when ${specs.modelNormalized} like ${`${model}%`} then 1 else 2 end)`
    : sql<number>`2`;
  const lexemes = wordLexemes(parsed).flat();
  const rank = lexemes.length
    ? sql<number>`round(ts_rank(${specs.searchVector}, to_tsquery('english', ${tsqueryText(lexemes, '|', '')}))::numeric, 6)::float8`
    : sql<number>`0::float8`;
  return { bucket, rank };
}

/** The order of a ranked search, and of an unranked list (name, id). */
export function rankedOrder(keys: RankKeys | undefined): SQL[] {
  if (!keys) return [sql`${specs.name} asc`, sql`${specs.id} asc`];
  return [sql`${keys.bucket} asc`, sql`${keys.rank} desc`, sql`${specs.name} asc`, sql`${specs.id} asc`];
}

function invalidCursor(): ValidationError {
  return ValidationError.field('cursor', 'Invalid cursor.');
}

/**
 * "After the cursor's row" in {@link rankedOrder}: one row comparison, with the rank negated so
 * every key ascends. The cursor is [name, id] for an unranked list, [bucket, rank, name, id] for a ranked one.
 * @throws ValidationError 'Invalid cursor.' when it does not fit the order.
 */
export function afterCursor(cursor: string | undefined, keys: RankKeys | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const values = decodeCursor(cursor);
  if (!keys) {
    const [name, id] = values;
    if (values.length !== 2 || typeof name !== 'string' || typeof id !== 'number') throw invalidCursor();
    return sql`(${specs.name}, ${specs.id}) > (${name}, ${id}::int)`;
  }
  const [bucket, rank, name, id] = values;
  const ok = values.length === 4 && typeof bucket === 'number' && typeof rank === 'number' && typeof name === 'string' && typeof id === 'number';
  if (!ok) throw invalidCursor();
  return sql`(${keys.bucket}, -${keys.rank}, ${specs.name}, ${specs.id}) > (${bucket}::int, ${-rank}::float8, ${name}, ${id}::int)`;
}

/** The cursor of a row in {@link rankedOrder}. */
export function cursorOf(row: { name: string; id: number; bucket: number; rank: number }, ranked: boolean): CursorValue[] {
  return ranked ? [row.bucket, row.rank, row.name, row.id] : [row.name, row.id];
}
