// The fixed per-request cost (issue 15 item 1): the server's floor (/api/health) beside /me and
// the manage page's calls on one specbook of 1,000 specs in 34 rooms, in one run, each as a
// share of /api/health's throughput and its p99 as a multiple of health's p99 (DESIGN.md budgets:
// /me ≥ 60 %, the manage page's calls ≥ 40 % with p99 ≤ 3×).
// Run: npx tsx bench/api-floor.ts   (DURATION=10 seconds per call, CONNECTIONS=50, ONLY=me,spec,…)
// BENCH_CPU_PROF=<dir> writes a CPU profile of the server; BENCH_LOG_LEVEL=info logs as production does.
import autocannon from 'autocannon';
import { startBenchServer } from './lib';
import { seedLargeSpecbook } from './seed-large-specbook';

const ROOMS = 34;
const SPECS = 1000;
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

/** One call's figures. */
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon against one URL with the bearer token. */
async function measure(url: string, token: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const server = await startBenchServer();
try {
  const specbookId = await seedLargeSpecbook(server, ROOMS, SPECS);
  const db = await server.sql();
  const { rows: [first] } = await db.query<{ id: number }>('select id from spec_specbooks where specbook_id = $1 order by id limit 1', [specbookId]);
  await db.end();
  const { token, userId } = await server.login();
  const origin = `http://127.0.0.1:${server.port}`;
  const u = `${origin}/api/v4/user/${userId}/specbook/${specbookId}`;
  const calls: [key: string, title: string, url: string][] = [
    ['me', 'GET /api/v4/user/me', `${origin}/api/v4/user/me`],
    ['rooms', 'GET {u}/specbook/{id}/categories', `${u}/categories`],
    ['totals', 'GET {u}/specbook/{id}/totals', `${u}/totals?types=quoted,approved&summary=true`],
    ['page', 'GET {u}/specbook/{id}/specs?page=1', `${u}/specs?showPagination=true&page=1`],
    ['spec', 'GET {u}/specbook/{id}/specs/{joinId}', `${u}/specs/${first!.id}`],
  ];
  const only = process.env.ONLY?.split(',');
  // Warm up (JIT, prepared statements) before anything is counted.
  for (const [, , url] of calls) await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  // PROFILE=1 skips the floor, so that a CPU profile holds only the calls chosen by ONLY.
  const floor = async () => (process.env.PROFILE === '1' ? { rps: 1, p50: 1, p99: 1, errors: 0 } : measure(`${origin}/api/health`, token));
  await floor();
  const before = await floor();
  const rows: [string, Figures][] = [];
  for (const [key, title, url] of calls) if (!only || only.includes(key)) rows.push([title, await measure(url, token)]);
  const after = await floor();
  // The floor is the mean of health measured before and after the calls (the machine is shared).
  const health: Figures = { rps: (before.rps + after.rps) / 2, p50: (before.p50 + after.p50) / 2, p99: (before.p99 + after.p99) / 2, errors: before.errors + after.errors };
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each; specbook ${specbookId} with ${SPECS} specs in ${ROOMS} rooms`);
  console.log(`health before ${Math.round(before.rps)} req/s p99 ${before.p99} ms, after ${Math.round(after.rps)} req/s p99 ${after.p99} ms\n`);
  console.log('| call | req/s | p50 ms | p99 ms | errors | share of health | p99 / health p99 |\n|---|---|---|---|---|---|---|');
  for (const [title, f] of [['GET /api/health (mean of before and after)', health] as [string, Figures], ...rows]) {
    const share = `${Math.round((100 * f.rps) / health.rps)}%`;
    const p99x = `${(f.p99 / health.p99).toFixed(1)}×`;
    console.log(`| ${title} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${f.errors} | ${share} | ${p99x} |`);
  }
  await server.stop();
} finally {
  await server.cleanup();
}
