// Single-request timings of the catalogue searches of catalogue-search.ts: runs each search through
// the service on a seeded catalogue (BENCH_DATA_DIR, seeded by catalogue-search.ts), captures its
// SQL statements and prints each one's EXPLAIN (ANALYZE, BUFFERS) execution time, median of RUNS.
// EXPLAIN=full prints the whole plans; ONLY=<part of a title> runs the matching searches only.
// Run: BENCH_DATA_DIR=/tmp/catalogue npx tsx bench/explain-search.ts
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { applyMigrations, ensureDatabase, type Db } from '../src/server/db/client';
import { startEmbeddedCluster } from '../src/server/db/embedded';
import * as schema from '../src/server/db/schema/index';
import type { ServiceContext } from '../src/server/lib/context';
import { searchCatalogue, type CatalogueSearch } from '../src/server/modules/catalogue/catalogue.service';

const RUNS = Number(process.env.RUNS ?? 5);

/** The searches of catalogue-search.ts, as the routes hand them to the service. */
const SEARCHES: [string, Omit<CatalogueSearch, 'perPage'>][] = [
  ["exact model 'aa8000ab'", { search: 'aa8000ab' }],
  ["partial model 'AA-80'", { search: 'AA-80' }],
  ["model and finish '8000 ab'", { search: '8000 ab' }],
  ["words 'vessel faucet brushed'", { search: 'vessel faucet brushed' }],
  ["manufacturer and word 'aqualine faucet'", { search: 'aqualine faucet' }],
  ["'faucet' + finish Matte Black + price 100–500", { search: 'faucet', filter: { finish: 'Matte Black', price: { gte: 100, lte: 500 } } }],
  ['no search, filter[manufacturer]', { filter: { manufacturer: 0 } }],
  ['no search, whole catalogue', {}],
  ["Assign Spec 'AA-8000' page 1", { search: 'AA-8000', page: 1 }],
  ["POST search 'pendant' + category Lighting", { search: 'pendant', filter: { category: 'Lighting' } }],
];

/** Captures the statements drizzle sends. */
class Capture implements Logger {
  statements: { query: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]): void {
    this.statements.push({ query, params });
  }
}

async function explainMs(client: pg.PoolClient, query: string, params: unknown[]): Promise<{ ms: number; plan: string }> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params);
  const lines = rows.map((r) => r['QUERY PLAN']);
  const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.find((l) => l.startsWith('Execution Time')) ?? '')?.[1] ?? NaN);
  return { ms, plan: lines.join('\n') };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('Set BENCH_DATA_DIR to a data folder seeded by catalogue-search.ts');
const cluster = await startEmbeddedCluster({ dataDir: `${dataDir}/postgres` });
try {
  await ensureDatabase(cluster.url(), 'specfolio');
  const pool = new pg.Pool({ connectionString: cluster.url('specfolio'), max: 4 });
  pool.on('error', () => undefined); // idle clients are cut when the cluster stops
  const capture = new Capture();
  const db: Db = drizzle(pool, { schema, logger: capture });
  await applyMigrations(db);
  const client = await pool.connect();
  try {
    const { rows: [who] } = await client.query<{ id: number; account_id: number; m: number }>(
      "select u.id, u.account_id, (select min(id) from manufacturers where name = 'Aqualine Bath') as m from users u where email = 'seller@specfolio.test'");
    const ctx = { db, user: { id: who!.id, accountId: who!.account_id }, log: console } as unknown as ServiceContext; // only db and user.accountId are read
    for (const [title, search] of SEARCHES) {
      if (process.env.ONLY && !title.includes(process.env.ONLY)) continue;
      const filter = title.includes('filter[manufacturer]') ? { manufacturer: who!.m } : search.filter;
      const times: number[] = [];
      let statementTimes: number[][] = [];
      for (let run = 0; run < RUNS; run++) {
        capture.statements = [];
        const t0 = performance.now();
        await searchCatalogue(ctx, { ...search, filter, perPage: 24 });
        times.push(performance.now() - t0);
        const explained: { ms: number; plan: string }[] = [];
        for (const s of capture.statements) explained.push(await explainMs(client, s.query, s.params));
        statementTimes = run === 0 ? explained.map((e) => [e.ms]) : statementTimes.map((t, i) => [...t, explained[i]?.ms ?? NaN]);
        if (run === RUNS - 1 && process.env.EXPLAIN === 'full') for (const e of explained) console.log(e.plan, '\n');
      }
      console.log(`${title}: service ${median(times).toFixed(1)} ms; statements ${statementTimes.map((t) => median(t).toFixed(1)).join(' + ')} ms`);
    }
  } finally {
    client.release();
    await pool.end();
  }
} finally {
  await cluster.stop();
}
