/**
 * Catalogue search (docs/decisions/016): the platform's global specs and the caller account's
 * own, matched by full text, manufacturer name and partial model number, ranked exact model →
 * model prefix → text rank, filtered over a whitelist, with facet counts. Page-numbered (the
 * pinned Assign Spec query) or cursor-paginated (Matrix, POST search/filter).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { manufacturers, searchLexemes, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { compileFilter } from '#server/lib/http/filters';
import { pageParams, type CursorValue } from '#server/lib/http/pagination';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import type { TCatalogueFacets, TCatalogueSpec } from '#shared/schemas/catalogue';
import { countFacets, FACET_SAMPLE, facetsOf, type FacetResult } from './catalogue-facets';
import { rankedSearch, type RankedQuery } from './catalogue-ranked';
import { catalogueColumns, toCatalogueSpec } from './catalogue-mapping';
import {
  afterCursor,
  CATALOGUE_FILTERS,
  cursorOf,
  matchCondition,
  namesArchived,
  parseSearch,
  typedPrefix,
  rankedOrder,
  rankKeys,
  visibleTo,
  type ParsedSearch,
} from './catalogue-query';

/** What a catalogue search asks for. */
export interface CatalogueSearch {
  search?: string;
  /** 1 model numbers, 2 + names and manufacturers, 3 (default) + attributes and descriptions. */
  depth?: number;
  filter?: unknown;
  includeArchived?: boolean;
  showPrice?: boolean;
  specbookId?: number;
  perPage: number;
  /** Page-numbered when given (with an exact total); otherwise cursor-paginated. */
  page?: number;
  cursor?: string;
  /** Leave the facet counts out (they are computed unless false). */
  facets?: boolean;
}

/** A page of results with what the envelopes need. */
export interface CatalogueResult {
  rows: TCatalogueSpec[];
  /** Exact over all pages in page mode; in cursor mode exact up to FACET_SAMPLE, else null. */
  total: number | null;
  facets?: TCatalogueFacets;
  /** Cursor mode: the next page's cursor, null on the last page. */
  nextCursor: CursorValue[] | null;
}

/** Most exact lexemes the word being typed is expanded to; a prefix with more (a letter or two) stays a prefix. */
const MAX_COMPLETIONS = 32;

/**
 * Share of the catalogue from which a text search reads its window block by block (decision 043):
 * below it, one scan of the whole index is cheaper than visiting every block.
 */
export const DENSE_SHARE = 0.01;

/** The pg_stats row of the search document: its most common lexemes and their frequencies. */
const DOCUMENT_STATS = sql`(select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs from pg_stats
  where schemaname = current_schema() and tablename = 'specs' and attname = 'search_vector')`;

/** The frequency pg_stats gives a lexeme `l` of `st`: its own, or the least tracked one (an upper bound) when it is not tracked. */
const lexemeFrequency = (l: SQL) => sql`coalesce(st.freqs[array_position(st.elems, ${l})], st.freqs[array_length(st.elems, 1) + 1])`;

/**
 * The search with the word being typed expanded to the catalogue's lexemes that start with its
 * stem ('faucets' → faucet; 'vess' → vessel, vessels' stem): exact lexemes are matched 2–4× faster
 * by the GIN index than a prefix (decision 016). Left as a prefix when the word is a stop word or
 * has more than MAX_COMPLETIONS completions. The same statement estimates the text's share of the
 * catalogue from pg_stats ({@link ParsedSearch.share}).
 */
export async function completeTypedWord(ctx: ServiceContext, parsed: ParsedSearch): Promise<ParsedSearch> {
  const prefix = typedPrefix(parsed);
  if (prefix === undefined) return parsed;
  const exact = parsed.words.flatMap((w) => w.lexemes).slice(0, -1).join(' ');
  const lexeme = sql`(${searchLexemes.lexeme} collate "C")`;
  const result = await ctx.db.execute<{ stem: string | null; completions: string[]; has_stats: boolean; exact_share: number | null; typed_share: number | null }>(sql`
    with st as ${DOCUMENT_STATS},
    p as (select (tsvector_to_array(to_tsvector('english', ${prefix})))[1] as stem),
    c as (select p.stem, array(select ${searchLexemes.lexeme} from ${searchLexemes}
                               where ${lexeme} >= (p.stem collate "C") and ${lexeme} < ((p.stem || chr(1114111)) collate "C")
                               limit ${MAX_COMPLETIONS + 1}) as completions from p)
    select c.stem, c.completions, exists (select 1 from st) as has_stats,
      (select min(${lexemeFrequency(sql`e`)}) from st, unnest(tsvector_to_array(to_tsvector('english', ${exact}))) e)::float8 as exact_share,
      (select sum(${lexemeFrequency(sql`x`)}) from st, unnest(c.completions) x)::float8 as typed_share
    from c`);
  const [row] = result.rows;
  const usable = row?.stem && row.completions.length <= MAX_COMPLETIONS && row.completions.every((c) => /^[\p{L}\p{N}]+$/u.test(c));
  // Every lexeme is ANDed: the text matches at most as many specs as its rarest word.
  const typedShare = usable ? (row.typed_share ?? 0) : 1;
  const share = row?.has_stats ? Math.min(row.exact_share ?? 1, typedShare, 1) : undefined;
  return { ...parsed, ...(usable ? { completions: row.completions } : {}), ...(share === undefined ? {} : { share }) };
}

/** The WHERE of a search: visibility, archived, the filter and the text match. */
function searchWhere(ctx: ServiceContext, query: CatalogueSearch, parsed: ParsedSearch | undefined): SQL | undefined {
  const match = parsed ? matchCondition(parsed, query.depth ?? 3) : undefined;
  const hideArchived = !query.includeArchived && !namesArchived(query.filter);
  return and(visibleTo(ctx.user.accountId), hideArchived ? eq(specs.archived, false) : undefined, compileFilter(query.filter, CATALOGUE_FILTERS), match);
}

function inSpecbookColumn(specbookId: number | undefined): SQL<boolean> {
  return specbookId === undefined
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${specSpecbooks} where ${specSpecbooks.specbookId} = ${specbookId} and ${specSpecbooks.specId} = ${specs.id})`;
}

/**
 * Whether the search holds a word with a digit (a model fragment): the planner cannot estimate
 * how rare those are, so sampling LIMITs are fenced (see countFacets).
 */
function needsFence(parsed: ParsedSearch | undefined): boolean {
  return parsed?.words.some((w) => w.lexemes.some((l) => /\d/.test(l))) ?? false;
}

/** Specs with their manufacturer's name (and whether each is in the specbook), by name then id. */
async function fetchRows(ctx: ServiceContext, where: SQL | undefined, limit: number, offset: number, specbookId?: number) {
  return ctx.db
    .select({ ...catalogueColumns(ctx.user.accountId), inSpecbook: inSpecbookColumn(specbookId) })
    .from(specs)
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .where(where)
    .orderBy(...rankedOrder(undefined))
    .limit(limit)
    .offset(offset);
}

/** One page of a list: the rows, in order, with their cursor keys, and the facet counts when asked. */
interface ListPage {
  rows: (Awaited<ReturnType<typeof fetchRows>>[number] & { bucket: number; rank: number })[];
  facets: FacetResult | undefined;
}

/** A ranked (text) search: one statement for the page and the facet sample, then the page's specs. */
async function rankedPage(ctx: ServiceContext, q: RankedQuery, specbookId: number | undefined): Promise<ListPage> {
  const { hits, facetRows } = await rankedSearch(ctx, q);
  const [rows, facets] = await Promise.all([
    hits.length ? fetchRows(ctx, inArray(specs.id, hits.map((h) => h.id)), hits.length, 0, specbookId) : [],
    // No match: json_agg answers null, and the facets are empty (not missing).
    q.facets ? facetsOf(ctx, facetRows ?? []) : undefined,
  ]);
  const byId = new Map(rows.map((r) => [r.spec.id, r]));
  return {
    rows: hits.flatMap((h) => {
      const row = byId.get(h.id);
      return row ? [{ ...row, bucket: h.bucket, rank: h.rank }] : [];
    }),
    facets,
  };
}

/** An unranked list (no search text), by name: the page and, when asked, the facet counts beside it. */
async function plainPage(ctx: ServiceContext, where: SQL | undefined, cursor: string | undefined, limit: number, offset: number, facets: boolean, specbookId: number | undefined): Promise<ListPage> {
  const [rows, facetResult] = await Promise.all([
    fetchRows(ctx, and(where, afterCursor(cursor, undefined)), limit, offset, specbookId),
    facets ? countFacets(ctx, where, false) : undefined,
  ]);
  return { rows: rows.map((r) => ({ ...r, bucket: 2, rank: 0 })), facets: facetResult };
}

async function exactTotal(ctx: ServiceContext, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(specs).where(where);
  return row?.n ?? 0;
}

/**
 * Searches the catalogue the caller may assign from. With specbookId (one the caller may open,
 * else 404) each hit says whether it is already in that specbook.
 * @throws ValidationError (400) for an unknown filter field or operator, a bad value or cursor.
 */
export async function searchCatalogue(ctx: ServiceContext, query: CatalogueSearch): Promise<CatalogueResult> {
  const book = query.specbookId === undefined ? undefined : await requireSpecbook(ctx, query.specbookId);
  const typed = parseSearch(query.search);
  const parsed = typed && (query.depth ?? 3) >= 2 ? await completeTypedWord(ctx, typed) : typed;
  const where = searchWhere(ctx, query, parsed);
  const showPrice = query.showPrice !== false;
  const facetsWanted = query.facets !== false;
  const paged = query.page !== undefined && !query.cursor;
  const { limit, offset } = paged ? pageParams(query.page, query.perPage) : { limit: query.perPage + 1, offset: 0 };
  const cursor = paged ? undefined : query.cursor;
  const countFacetsToo = facetsWanted || !paged;
  const [page, total] = await Promise.all([
    parsed
      ? rankedPage(ctx, { where, parsed, keys: rankKeys(parsed), cursor, limit, offset, facets: countFacetsToo, fenced: needsFence(parsed), blocks: (parsed.share ?? 0) >= DENSE_SHARE }, book?.id)
      : plainPage(ctx, where, cursor, limit, offset, countFacetsToo, book?.id),
    paged ? exactTotal(ctx, where) : undefined,
  ]);
  const facetResult = page.facets;
  const shown = page.rows.slice(0, query.perPage);
  const last = shown.at(-1);
  const more = !paged && page.rows.length > query.perPage && last !== undefined;
  return {
    rows: shown.map((r) => toCatalogueSpec(r, showPrice, book ? r.inSpecbook : undefined)),
    total: total ?? (facetResult && facetResult.seen <= FACET_SAMPLE ? facetResult.seen : null),
    ...(facetsWanted && facetResult ? { facets: facetResult.facets } : {}),
    nextCursor: more ? cursorOf({ ...last.spec, bucket: last.bucket, rank: last.rank }, parsed !== undefined) : null,
  };
}
