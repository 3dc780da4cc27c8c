// Specbook growth (issue 15 item 3): one specbook grown 100 → 1,000 → 10,000 specs in 34 rooms;
// at each size the manage page's cached reads (rooms with counts and totals, totals, the first page
// of specs and one spec; docs/decisions/042 and 047) beside GET /api/health in the same run.
// Budget: the cached reads' per-call cost flat within 1.5× across the sizes.
// The per-call cost is the CPU time the server and its PostgreSQL spend per request (read from
// /proc for the server's process tree), which a busy shared machine disturbs far less than req/s.
// Also prints what the uncached aggregate costs PostgreSQL alone at each size (median of 20).
// Each call runs ROUNDS rounds of DURATION seconds, the rounds interleaved over the calls, and the
// round with the median CPU per call is reported, so one burst of other work does not decide it.
// Run: npx tsx bench/specbook-growth.ts   (BENCH_DURATION=<s> per round, default 5; BENCH_ROUNDS, default 3)
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { startBenchServer, type BenchServer } from './lib';
import { firstPlacement, growLargeSpecbook, seedLargeSpecbook } from './seed-large-specbook';

const ROOMS = 34;
const SIZES = [100, 1000, 10_000];
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Rounds per call and size, interleaved over the calls; the round with the median CPU per call is kept. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** One call's figures at one size. */
interface Row {
  call: string;
  size: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds of the server and its PostgreSQL per request. */
  cpuMs: number;
}

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** CPU time (ms) used so far by `root` and its descendants, reaped ones included (/proc/<pid>/stat). */
function treeCpuMs(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // After "pid (comm) ": state ppid … utime(14) stime(15) cutime(16) cstime(17), 1-based from pid.
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      stats.set(Number(name), { ppid: Number(fields[1]), ticks });
    } catch {
      // the process ended while we read
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && stats.has(pid) && inTree(stats.get(pid)!.ppid));
  return [...stats].filter(([pid]) => inTree(pid)).reduce((sum, [, s]) => sum + s.ticks, 0) * TICK_MS;
}

async function measure(server: BenchServer, call: string, size: number, url: string, token: string, duration = DURATION): Promise<Row> {
  const cpu0 = treeCpuMs(server.child.pid!);
  const result = await autocannon({ url, connections: 50, duration, headers: { authorization: `Bearer ${token}` } });
  const cpuMs = (treeCpuMs(server.child.pid!) - cpu0) / Math.max(1, result.requests.total);
  const errors = result.errors + result.non2xx;
  return { call, size, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors, cpuMs };
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
    const first = await firstPlacement(server, specbookId);
    const db = await server.sql();
    await db.query('analyze spec_specbooks');
    await db.end();
    sqlMs.push(`${size}: ${await uncachedAggregateMs(server, specbookId)} ms`);
    console.error(`size ${size}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const calls: [string, string][] = [
      ['GET /api/health', `${base}/health`],
      ['GET {u}/specbook/{id}/categories (cached)', `${u}/categories`],
      ['GET {u}/specbook/{id}/totals (cached)', `${u}/totals?types=quoted,approved&summary=true`],
      ['GET {u}/specbook/{id}/specs?page=1 (cached)', `${u}/specs?showPagination=true&page=1`],
      ['GET {u}/specbook/{id}/specs/{joinId} (cached)', `${u}/specs/${first.id}`],
    ];
    // The first size starts on a cold process: warm the JIT on every call first (not recorded).
    if (size === SIZES[0]) for (const [call, url] of calls) await measure(server, call, size, url, token, 3);
    const rounds = new Map<string, Row[]>(calls.map(([call]) => [call, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [call, url] of calls) rounds.get(call)!.push(await measure(server, call, size, url, token));
    }
    for (const mine of rounds.values()) rows.push(mine.sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(mine.length / 2)]!);
  }
  const health = new Map(rows.filter((r) => r.call === 'GET /api/health').map((r) => [r.size, r]));
  console.log(`\n50 connections, median of ${ROUNDS} rounds of ${DURATION} s per call; one specbook in ${ROOMS} rooms; load average at the end ${os.loadavg()[0]!.toFixed(1)}\n`);
  console.log('| call | specs | CPU ms per call | × health | req/s | share of health | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const h = health.get(r.size)!;
    const cells = [r.call, r.size, r.cpuMs.toFixed(2), (r.cpuMs / h.cpuMs).toFixed(1), r.rps, `${Math.round((r.rps / h.rps) * 100)}%`, r.p50, r.p99, r.errors];
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log('\nflatness across sizes (largest / smallest): CPU per call; req/s relative to health');
  for (const call of [...new Set(rows.map((r) => r.call))]) {
    const mine = rows.filter((r) => r.call === call);
    const spread = (xs: number[]) => (Math.max(...xs) / Math.min(...xs)).toFixed(2);
    console.log(`- ${call}: ${spread(mine.map((r) => r.cpuMs))}× CPU; ${spread(mine.map((r) => r.rps / health.get(r.size)!.rps))}× req/s share`);
  }
  console.log(`\nuncached aggregate in PostgreSQL alone (median execution time): ${sqlMs.join(', ')}`);
  await server.stop();
} finally {
  await server.cleanup();
}
