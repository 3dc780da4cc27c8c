/**
 * A ranked catalogue search in one statement (docs/decisions/016): the match window is read once,
 * and both the ranked page and the facet sample are taken from it (two statements read the
 * window's GIN bitmap twice).
 *
 * Every read of a WITH relation is aliased `specs`, so that the shared builders of
 * catalogue-query.ts, which name the specs table's columns, apply to the window's rows as well.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { SPEC_SEARCH_BLOCK, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { FACET_COLUMNS, FACET_GROUPING, FACET_SAMPLE, type FacetRow } from './catalogue-facets';
import { afterCursor, rankedOrder, wholeModelCondition, type ParsedSearch, type RankKeys } from './catalogue-query';

/**
 * Most matches a text search ranks: the first SEARCH_WINDOW matches (in storage order), plus up
 * to as many whole-model matches so that exact and prefix model hits are always ranked. Ranking
 * every match of a broad word ('faucet': 208,000 of 1,000,000) took 0.9 s (decision 016).
 */
export const SEARCH_WINDOW = FACET_SAMPLE + 1;

/** A ranked hit: what the order and the cursor need; the spec itself is read afterwards. */
export interface RankedHit {
  id: number;
  name: string;
  bucket: number;
  rank: number;
}

/** What a ranked search asks for. */
export interface RankedQuery {
  where: SQL | undefined;
  parsed: ParsedSearch;
  keys: RankKeys;
  cursor: string | undefined;
  limit: number;
  offset: number;
  facets: boolean;
  /**
   * Plan the match set as a whole before sampling it (a MATERIALIZED CTE read through the LIMIT):
   * needed where the planner's estimates are blind (model fragments), see countFacets.
   */
  fenced: boolean;
  /** Read the window block by block (the text is dense, decision 043); else the first matches of one index scan. */
  blocks: boolean;
}

/** The keys of the window's rows, which carry bucket and rank as columns. */
const WINDOW_KEYS: RankKeys = { bucket: sql<number>`specs.bucket`, rank: sql<number>`specs.rank` };

/**
 * `first_matches`, read block by block (docs/decisions/043): the blocks of ids in order, each
 * searched through specs_search_block_idx (block, document and equality filters intersected by
 * GIN), until SEARCH_WINDOW matches are found. A dense word with a filter ('faucet' and a finish)
 * built the word's whole bitmap (208,000 rows) before; now the work stops with the block that
 * completes the window. Used for dense texts only (ParsedSearch.share ≥ DENSE_SHARE): every
 * block visited costs a pass over the block's entry in the index (~1 ms per 65,536 specs), so a
 * rare text that visits them all is cheaper as one scan of the whole index. The block expression
 * must be the index's, hence the literal.
 */
function firstMatchesByBlock(ranked: SQL, where: SQL): SQL {
  const block = sql`(${specs.id} / ${sql.raw(String(SPEC_SEARCH_BLOCK))})`;
  return sql`first_matches as materialized (select ${ranked}
    from generate_series(0, (select max(${specs.id}) from ${specs}) / ${sql.raw(String(SPEC_SEARCH_BLOCK))}) as blocks(block),
    lateral (select * from ${specs} where ${block} = blocks.block and ${where} limit ${SEARCH_WINDOW}) as specs
    limit ${SEARCH_WINDOW})`;
}

/** The WITH relations `first_matches` (the first SEARCH_WINDOW matches, ranked) and `model_matches` (whole-model matches beyond them). */
function windowRelations(q: RankedQuery): SQL {
  const ranked = sql`${specs.id} as id, ${specs.name} as name, ${q.keys.bucket} as bucket, ${q.keys.rank} as rank, ${FACET_COLUMNS}`;
  const where = q.where ?? sql`true`;
  const model = wholeModelCondition(q.parsed);
  const beyondFirst = (source: SQL) =>
    model
      ? sql`, model_matches as materialized (select ${ranked} from ${source} as specs where ${and(model, sql`${specs.id} not in (select f.id from first_matches f)`)} limit ${SEARCH_WINDOW})`
      : sql`, model_matches as (select ${ranked} from ${specs} where false)`;
  if (!q.fenced) {
    const first = q.blocks ? firstMatchesByBlock(ranked, where) : sql`first_matches as materialized (select ${ranked} from ${specs} where ${where} limit ${SEARCH_WINDOW})`;
    return sql`${first}${beyondFirst(sql`${specs}`)}`;
  }
  const matched = sql`${specs.id}, ${specs.name}, ${specs.modelNormalized}, ${specs.searchVector}, ${specs.manufacturerId}, ${specs.finish},
    ${specs.collection}, ${specs.category}, ${specs.listPrice}`;
  return sql`matches as materialized (select ${matched} from ${specs} where ${where}),
    first_matches as materialized (select ${ranked} from matches as specs limit ${SEARCH_WINDOW})${beyondFirst(sql`matches`)}`;
}

/**
 * The ranked page (after the cursor, or at the offset) and, when asked, the facet rows over the
 * first FACET_SAMPLE + 1 matches — one statement.
 * @throws ValidationError 'Invalid cursor.' for a cursor that does not fit a ranked list.
 */
export async function rankedSearch(ctx: ServiceContext, q: RankedQuery): Promise<{ hits: RankedHit[]; facetRows: FacetRow[] | null }> {
  const after = afterCursor(q.cursor, WINDOW_KEYS);
  const order = rankedOrder(WINDOW_KEYS);
  const facets = q.facets ? sql`(select json_agg(f) from (with m as (select * from first_matches limit ${FACET_SAMPLE + 1}) ${FACET_GROUPING}) f)` : sql`null`;
  const result = await ctx.db.execute<{ hits: RankedHit[] | null; facets: FacetRow[] | null }>(sql`
    with ${windowRelations(q)},
    page as (select specs.id, specs.name, specs.bucket, specs.rank from (select * from first_matches union all select * from model_matches) as specs
             where ${after ?? sql`true`} order by ${sql.join(order, sql`, `)} limit ${q.limit} offset ${q.offset})
    select (select json_agg(specs order by ${sql.join(order, sql`, `)}) from page as specs) as hits, ${facets} as facets`);
  const row = result.rows[0];
  return { hits: row?.hits ?? [], facetRows: row?.facets ?? null };
}
