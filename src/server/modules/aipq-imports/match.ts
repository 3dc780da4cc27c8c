/**
 * Matching quote lines to the catalogue (docs/decisions/057), a whole table at a time: each step
 * is one indexed query for every line still unresolved — (1) the match the seller confirmed for
 * the supplier (supplier_matches_key_idx), (2–3) the exact normalised model (specs_model_normalized_idx)
 * ranked by manufacturer (its name or an alias, manufacturer_aliases_key_idx) and by the pg_trgm
 * similarity of the line's description to the spec's name, (4) variants: OCR spellings and the model
 * without its finish suffix (the same index, and prefixes through the trigram index), (5) trigram
 * similarity (specs_model_normalized_trgm_idx) for the rest. Only specs the account sees (global and
 * its own, not archived) are candidates.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/modules/spec-specbooks/placement';
import { MATCH_THRESHOLDS } from '#shared/lib/aipq';
import { manufacturersByAlias } from './manufacturer-aliases';
import { baseKeyOf, FINISH_MAX, PREFIX_MIN, manufacturerSimilarity, normalizeKey, ocrVariants, scoreOf, type MatchStep } from './match-keys';

/** What a line is matched by. */
export interface MatchLine {
  model: string;
  manufacturer: string | null;
  name: string | null;
}

/** A catalogue spec a line may be. */
export interface Candidate {
  specId: number;
  modelNumber: string;
  manufacturerName: string;
  name: string;
  listPrice: string | null;
  score: number;
  step: MatchStep;
}

/** Candidates kept per line (the review message shows them). */
export const CANDIDATES_KEPT = 3;
/** Specs read per model key in the exact and variant steps. */
const PER_KEY = 20;
/** The trigram similarity a model key needs to be a candidate at all (pg_trgm.similarity_threshold). */
export const TRIGRAM_MIN = 0.4;

type SpecHit = {
  key: string;
  id: number;
  manufacturer_id: number;
  model_number: string;
  manufacturer_name: string;
  name: string;
  list_price: string | null;
  sim: number | null;
};

const SPEC_COLUMNS = sql`s.id, s.manufacturer_id, s.model_number, s.manufacturer_name, s.name, s.list_price::text as list_price`;

function visible(accountId: number): SQL {
  return sql`(s.account_id is null or s.account_id = ${accountId}) and not s.archived`;
}

/** (1) Matches confirmed for the supplier, by model key. */
async function supplierHits(tx: Tx, accountId: number, supplierKey: string, keys: readonly string[]): Promise<SpecHit[]> {
  const found = await tx.execute<SpecHit>(sql`
    select m.model_key as key, ${SPEC_COLUMNS}, null::real as sim
      from supplier_matches m join specs s on s.id = m.spec_id
     where m.account_id = ${accountId} and m.supplier_key = ${supplierKey} and m.model_key = any(${sql.param([...keys])}::text[]) and ${visible(accountId)}`);
  return found.rows;
}

/** Specs whose model key is one of `keys` exactly (the account's own first). */
async function exactHits(tx: Tx, accountId: number, keys: readonly string[]): Promise<SpecHit[]> {
  if (keys.length === 0) return [];
  const found = await tx.execute<SpecHit>(sql`
    select v.key, s.*
      from unnest(${sql.param([...keys])}::text[]) as v(key)
     cross join lateral (
       select ${SPEC_COLUMNS}, null::real as sim from specs s
        where s.model_normalized = v.key and ${visible(accountId)}
        order by (s.account_id is not null) desc, s.id limit ${PER_KEY}) s`);
  return found.rows;
}

/** Specs whose model key is one of `prefixes` and a finish suffix (one the line leaves out), shortest first. */
async function prefixHits(tx: Tx, accountId: number, prefixes: readonly string[]): Promise<SpecHit[]> {
  if (prefixes.length === 0) return [];
  const found = await tx.execute<SpecHit>(sql`
    select v.key, s.*
      from unnest(${sql.param([...prefixes])}::text[]) as v(key)
     cross join lateral (
       select ${SPEC_COLUMNS}, null::real as sim from specs s
        where s.model_normalized like v.key || '%' and s.model_normalized <> v.key and length(s.model_normalized) <= length(v.key) + ${FINISH_MAX}
          and ${visible(accountId)}
        order by length(s.model_normalized), s.id limit ${PER_KEY}) s`);
  return found.rows;
}

/** (5) The specs most alike by trigrams (above TRIGRAM_MIN), CANDIDATES_KEPT per key. */
async function trigramHits(tx: Tx, accountId: number, keys: readonly string[]): Promise<SpecHit[]> {
  if (keys.length === 0) return [];
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(TRIGRAM_MIN)}, true)`);
  const found = await tx.execute<SpecHit>(sql`
    select v.key, s.*
      from unnest(${sql.param([...keys])}::text[]) as v(key)
     cross join lateral (
       select ${SPEC_COLUMNS}, similarity(s.model_normalized, v.key) as sim from specs s
        where s.model_normalized % v.key and ${visible(accountId)}
        order by similarity(s.model_normalized, v.key) desc, s.id limit ${CANDIDATES_KEPT}) s`);
  return found.rows;
}

/** One line being matched. */
interface Pending {
  line: MatchLine;
  key: string;
  /** The manufacturers the line's manufacturer text names through an alias. */
  aliased: ReadonlySet<number>;
  found: Map<number, Candidate>;
}

/** A spec a step found for a line, not scored yet. */
interface Found {
  p: Pending;
  hit: SpecHit;
  step: MatchStep;
  /** The only spec with the line's model (step 'model'). */
  unique?: boolean;
}

function best(p: Pending): number {
  let top = 0;
  for (const c of p.found.values()) top = Math.max(top, c.score);
  return top;
}

/** How alike the line's manufacturer is to the spec's: 1 when it is the manufacturer's name or one of its aliases. */
function manufacturerScore(p: Pending, hit: SpecHit): number {
  return p.aliased.has(hit.manufacturer_id) ? 1 : manufacturerSimilarity(p.line.manufacturer, hit.manufacturer_name);
}

/** pg_trgm similarity of each found spec's name to its line's description, 0 for a line without one (one query). */
async function nameSimilarities(tx: Tx, found: readonly Found[]): Promise<number[]> {
  const asked = found.flatMap((f, i) => (f.p.line.name?.trim() ? [{ i, line: f.p.line.name.trim(), spec: f.hit.name }] : []));
  const sims = found.map(() => 0);
  if (asked.length === 0) return sims;
  const rows = await tx.execute<{ i: number; sim: number }>(sql`
    select v.i, similarity(v.line_name, v.spec_name) as sim
      from unnest(${sql.param(asked.map((a) => a.i))}::int[], ${sql.param(asked.map((a) => a.line))}::text[], ${sql.param(asked.map((a) => a.spec))}::text[])
        as v(i, line_name, spec_name)`);
  for (const row of rows.rows) sims[row.i] = Number(row.sim);
  return sims;
}

/** Scores what a step found and keeps each as a candidate of its line (the higher score of a spec found twice). */
async function considerAll(tx: Tx, found: readonly Found[]): Promise<void> {
  const names = await nameSimilarities(tx, found);
  found.forEach(({ p, hit, step, unique }, i) => {
    const score = scoreOf({
      step,
      manufacturer: manufacturerScore(p, hit),
      lineHasManufacturer: normalizeKey(p.line.manufacturer) !== '',
      name: names[i] ?? 0,
      model: hit.sim ?? 1,
      unique: unique ?? false,
    });
    const current = p.found.get(hit.id);
    if (current && current.score >= score) return;
    p.found.set(hit.id, { specId: hit.id, modelNumber: hit.model_number, manufacturerName: hit.manufacturer_name, name: hit.name, listPrice: hit.list_price, score, step });
  });
}

/** Hits grouped by the key they were found for. */
function byKey(hits: readonly SpecHit[]): Map<string, SpecHit[]> {
  const map = new Map<string, SpecHit[]>();
  for (const hit of hits) map.set(hit.key, [...(map.get(hit.key) ?? []), hit]);
  return map;
}

const distinct = (keys: Iterable<string>) => [...new Set(keys)];

/** (4) OCR spellings and finish-suffix variants of the lines still below the high threshold. */
async function matchVariants(tx: Tx, accountId: number, lines: readonly Pending[]): Promise<void> {
  const ocr = new Map(lines.map((p) => [p, ocrVariants(p.key)]));
  const base = new Map(lines.map((p) => [p, baseKeyOf(p.line.model)]));
  const exactKeys = distinct(lines.flatMap((p) => [...ocr.get(p)!, ...(base.get(p) ? [base.get(p)!] : [])]));
  const prefixKeys = distinct(lines.flatMap((p) => [p.key, ...(base.get(p) ? [base.get(p)!] : [])]).filter((key) => key.length >= PREFIX_MIN));
  const exact = byKey(await exactHits(tx, accountId, exactKeys));
  const prefix = byKey(await prefixHits(tx, accountId, prefixKeys));
  const found = lines.flatMap((p) => {
    const baseKey = base.get(p);
    const exactOf = [...ocr.get(p)!, ...(baseKey ? [baseKey] : [])].flatMap((key) => exact.get(key) ?? []);
    const prefixOf = [p.key, ...(baseKey ? [baseKey] : [])].flatMap((key) => prefix.get(key) ?? []);
    return [...exactOf, ...prefixOf].map((hit): Found => ({ p, hit, step: 'variant' }));
  });
  await considerAll(tx, found);
}

/**
 * The candidates of each line (by index), best first, at most CANDIDATES_KEPT: steps run in order,
 * each over the lines the earlier ones left below its threshold. A line without a model key has none.
 */
export async function matchLines(tx: Tx, accountId: number, supplierKey: string, lines: readonly MatchLine[]): Promise<Candidate[][]> {
  const makers = await manufacturersByAlias(tx, accountId, distinct(lines.map((line) => normalizeKey(line.manufacturer)).filter((key) => key !== '')));
  const all: Pending[] = lines.map((line) => ({ line, key: normalizeKey(line.model), aliased: makers.get(normalizeKey(line.manufacturer)) ?? new Set(), found: new Map() }));
  const keyed = all.filter((p) => p.key !== '');
  const supplier = byKey(await supplierHits(tx, accountId, supplierKey, distinct(keyed.map((p) => p.key))));
  await considerAll(tx, keyed.flatMap((p) => (supplier.get(p.key) ?? []).map((hit): Found => ({ p, hit, step: 'supplier' }))));

  const open = keyed.filter((p) => best(p) < 1);
  const exact = byKey(await exactHits(tx, accountId, distinct(open.map((p) => p.key))));
  await considerAll(
    tx,
    open.flatMap((p) => (exact.get(p.key) ?? []).map((hit, _, hits): Found => ({ p, hit, step: 'model', unique: hits.length === 1 }))),
  );

  await matchVariants(tx, accountId, keyed.filter((p) => best(p) < MATCH_THRESHOLDS.high));

  const rest = keyed.filter((p) => best(p) < MATCH_THRESHOLDS.review);
  const similar = byKey(await trigramHits(tx, accountId, distinct(rest.map((p) => p.key))));
  await considerAll(tx, rest.flatMap((p) => (similar.get(p.key) ?? []).map((hit): Found => ({ p, hit, step: 'trigram' }))));

  return all.map((p) => [...p.found.values()].sort((a, b) => b.score - a.score || a.specId - b.specId).slice(0, CANDIDATES_KEPT));
}
