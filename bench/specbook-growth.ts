// Specbook growth (issue 15 item 3): one specbook grown 100 → 1,000 → 10,000 specs in 34 rooms;
// at each size the cached aggregate reads (rooms with counts and totals, totals) and, for
// reference, the first page of specs and one spec, beside GET /api/health in the same run.
// Budget: the cached reads' per-call cost flat within 1.5× across the sizes (docs/decisions/042).
// Also prints what the uncached aggregate costs PostgreSQL alone at each size (median of 20).
// Run: npx tsx bench/specbook-growth.ts   (BENCH_DURATION=<s> per call, default 10)
import autocannon from 'autocannon';
import os from 'node:os';
import { startBenchServer, type BenchServer } from './lib';
import { growLargeSpecbook, seedLargeSpecbook } from './seed-large-specbook';

const ROOMS = 34;
const SIZES = [100, 1000, 10_000];
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** One call's figures at one size. */
interface Row {
  call: string;
  size: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(call: string, size: number, url: string, token: string, duration = DURATION): Promise<Row> {
  const result = await autocannon({ url, connections: 50, duration, headers: { authorization: `Bearer ${token}` } });
  return { call, size, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Milliseconds PostgreSQL spends on the uncached aggregate (the query the cache saves), median of 20. */
async function uncachedAggregateMs(server: BenchServer, specbookId: number): Promise<number> {
  const db = await server.sql();
  try {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { rows } = await db.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
        `explain (analyze, format json)
         select ss.category_id, ss.is_optional, ss.status, count(*),
                sum(coalesce(coalesce(ss.list_price, s.list_price), 0) * ss.quantity),
                sum(coalesce(ss.sale_price, coalesce(ss.list_price, s.list_price), 0) * ss.quantity),
                sum(coalesce(ss.cost, 0) * ss.quantity), sum(coalesce(ss.shipping_cost, 0) * ss.quantity)
         from spec_specbooks ss join specs s on s.id = ss.spec_id
         where ss.specbook_id = $1 group by 1, 2, 3`,
        [specbookId],
      );
      times.push(rows[0]!['QUERY PLAN'][0]['Execution Time']);
    }
    return Math.round(times.sort((a, b) => a - b)[10]! * 100) / 100;
  } finally {
    await db.end();
  }
}

const server = await startBenchServer();
try {
  const specbookId = await seedLargeSpecbook(server, ROOMS, SIZES[0]!);
  const { token, userId } = await server.login();
  const base = `http://127.0.0.1:${server.port}/api`;
  const u = `${base}/v4/user/${userId}/specbook/${specbookId}`;
  const rows: Row[] = [];
  const sqlMs: string[] = [];
  let size = SIZES[0]!;
  for (const next of SIZES) {
    await growLargeSpecbook(server, specbookId, ROOMS, size, next);
    size = next;
    const db = await server.sql();
    const { rows: [first] } = await db.query<{ id: number }>('select id from spec_specbooks where specbook_id = $1 order by id limit 1', [specbookId]);
    await db.query('analyze spec_specbooks');
    await db.end();
    sqlMs.push(`${size}: ${await uncachedAggregateMs(server, specbookId)} ms`);
    console.error(`size ${size}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const calls: [string, string][] = [
      ['GET /api/health', `${base}/health`],
      ['GET {u}/specbook/{id}/categories (cached)', `${u}/categories`],
      ['GET {u}/specbook/{id}/totals (cached)', `${u}/totals?types=quoted,approved&summary=true`],
      ['GET {u}/specbook/{id}/specs?page=1 (reference)', `${u}/specs?showPagination=true&page=1`],
      ['GET {u}/specbook/{id}/specs/{joinId} (reference)', `${u}/specs/${first!.id}`],
    ];
    // The first size starts on a cold process: warm the JIT on every call first (not recorded).
    if (size === SIZES[0]) for (const [call, url] of calls) await measure(call, size, url, token, 3);
    for (const [call, url] of calls) rows.push(await measure(call, size, url, token));
  }
  const health = new Map(rows.filter((r) => r.call === 'GET /api/health').map((r) => [r.size, r.rps]));
  console.log(`\n50 connections, ${DURATION} s per call; one specbook in ${ROOMS} rooms; load average at the end ${os.loadavg()[0]!.toFixed(1)}\n`);
  console.log('| call | specs | req/s | share of health | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.call} | ${r.size} | ${r.rps} | ${Math.round((r.rps / health.get(r.size)!) * 100)}% | ${r.p50} | ${r.p99} | ${r.errors} |`);
  }
  console.log('\nflatness (largest / smallest per-call cost across sizes, raw and relative to health):');
  for (const call of [...new Set(rows.map((r) => r.call))]) {
    const mine = rows.filter((r) => r.call === call);
    const raw = Math.max(...mine.map((r) => r.rps)) / Math.min(...mine.map((r) => r.rps));
    const shares = mine.map((r) => r.rps / health.get(r.size)!);
    console.log(`- ${call}: ${raw.toFixed(2)}× raw, ${(Math.max(...shares) / Math.min(...shares)).toFixed(2)}× relative to health`);
  }
  console.log(`\nuncached aggregate in PostgreSQL alone (median execution time): ${sqlMs.join(', ')}`);
  await server.stop();
} finally {
  await server.cleanup();
}
