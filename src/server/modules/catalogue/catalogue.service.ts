/**
 * Catalogue search (docs/decisions/016): the platform's global specs and the caller account's
 * own, matched by full text, manufacturer name and partial model number, ranked exact model →
 * model prefix → text rank, filtered over a whitelist, with facet counts. Page-numbered (the
 * pinned Assign Spec query) or cursor-paginated (Matrix, POST search/filter).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { manufacturers, searchLexemes, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { compileFilter } from '#server/lib/http/filters';
import { pageParams, type CursorValue } from '#server/lib/http/pagination';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import type { TCatalogueFacets, TCatalogueSpec } from '#shared/schemas/catalogue';
import { countFacets, FACET_SAMPLE } from './catalogue-facets';
import { SPEC_COLUMNS, toCatalogueSpec } from './catalogue-mapping';
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
  wholeModelCondition,
  type ParsedSearch,
  type RankKeys,
} from './catalogue-query';

/**
 * Most matches a text search ranks: the first SEARCH_WINDOW matches (in storage order), plus up
 * to as many whole-model matches so that exact and prefix model hits are always ranked. Ranking
 * every match of a broad word ('faucet': 208,000 of 1,000,000) took 0.9 s; the window costs
 * one heap visit per candidate (decision 016).
 */
export const SEARCH_WINDOW = 2 * FACET_SAMPLE;

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
 * The search with the word being typed expanded to the catalogue's lexemes that start with its
 * stem ('faucets' → faucet; 'vess' → vessel, vessels' stem): exact lexemes are matched 2–4× faster
 * by the GIN index than a prefix (decision 016). Left as a prefix when the word is a stop word or
 * has more than MAX_COMPLETIONS completions.
 */
async function completeTypedWord(ctx: ServiceContext, parsed: ParsedSearch): Promise<ParsedSearch> {
  const prefix = typedPrefix(parsed);
  if (prefix === undefined) return parsed;
  const lexeme = sql`(${searchLexemes.lexeme} collate "C")`;
  const result = await ctx.db.execute<{ stem: string | null; completions: string[] }>(sql`
    select p.stem, array(select ${searchLexemes.lexeme} from ${searchLexemes}
                         where ${lexeme} >= (p.stem collate "C") and ${lexeme} < ((p.stem || chr(1114111)) collate "C")
                         limit ${MAX_COMPLETIONS + 1}) as completions
    from (select (tsvector_to_array(to_tsvector('english', ${prefix})))[1] as stem) p`);
  const [row] = result.rows;
  const usable = row?.stem && row.completions.length <= MAX_COMPLETIONS && row.completions.every((c) => /^[\p{L}\p{N}]+$/u.test(c));
  return usable ? { ...parsed, completions: row.completions } : parsed;
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

/** The candidates of a ranked search: the first SEARCH_WINDOW matches and the first SEARCH_WINDOW whole-model matches. */
function rankWindow(where: SQL | undefined, parsed: ParsedSearch): SQL {
  const fenced = needsFence(parsed);
  const first = (condition: SQL | undefined) =>
    fenced
      ? sql`(with w as materialized (select ${specs.id} as id from ${specs} where ${condition ?? sql`true`}) select id from w limit ${SEARCH_WINDOW})`
      : sql`(select ${specs.id} from ${specs} where ${condition ?? sql`true`} limit ${SEARCH_WINDOW})`;
  const model = wholeModelCondition(parsed);
  if (!model) return sql`${specs.id} in ${first(where)}`;
  return sql`${specs.id} in (${first(where)} union ${first(and(where, model))})`;
}

async function fetchRows(ctx: ServiceContext, where: SQL | undefined, keys: RankKeys | undefined, limit: number, offset: number, specbookId?: number) {
  return ctx.db
    .select({
      spec: SPEC_COLUMNS,
      manufacturerName: manufacturers.name,
      inSpecbook: inSpecbookColumn(specbookId),
      bucket: keys?.bucket ?? sql<number>`2`,
      rank: keys?.rank ?? sql<number>`0::float8`,
    })
    .from(specs)
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .where(where)
    .orderBy(...rankedOrder(keys))
    .limit(limit)
    .offset(offset);
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
  const keys = parsed ? rankKeys(parsed) : undefined;
  const where = searchWhere(ctx, query, parsed);
  const showPrice = query.showPrice !== false;
  const facetsWanted = query.facets !== false;
  const paged = query.page !== undefined && !query.cursor;
  const { limit, offset } = paged ? pageParams(query.page, query.perPage) : { limit: query.perPage + 1, offset: 0 };
  const [rows, facetResult, total] = await Promise.all([
    fetchRows(ctx, and(parsed ? rankWindow(where, parsed) : where, paged ? undefined : afterCursor(query.cursor, keys)), keys, limit, offset, book?.id),
    facetsWanted || !paged ? countFacets(ctx, where, needsFence(parsed)) : undefined,
    paged ? exactTotal(ctx, where) : undefined,
  ]);
  const shown = rows.slice(0, query.perPage);
  const last = shown.at(-1);
  const more = !paged && rows.length > query.perPage && last !== undefined;
  return {
    rows: shown.map((r) => toCatalogueSpec(r.spec, r.manufacturerName, showPrice, book ? r.inSpecbook : undefined)),
    total: total ?? (facetResult && facetResult.seen <= FACET_SAMPLE ? facetResult.seen : null),
    ...(facetsWanted && facetResult ? { facets: facetResult.facets } : {}),
    nextCursor: more ? cursorOf({ ...last.spec, bucket: last.bucket, rank: last.rank }, keys !== undefined) : null,
  };
}
