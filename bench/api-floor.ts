// The fixed per-request cost (issue 15 item 1): the server's floor (/api/health) beside /me and
// the manage page's calls on one specbook of 1,000 specs in 34 rooms, in one run, each as a
// share of /api/health's throughput and its p99 as a multiple of health's p99 (DESIGN.md budgets:
// /me ≥ 60 %, the manage page's calls ≥ 40 % with p99 ≤ 3×).
// The calls are measured in ROUNDS rounds of DURATION seconds each, health in every round, so
// that the load of a shared machine drifting during the run weighs on every call alike.
// Run: npx tsx bench/api-floor.ts   (ROUNDS=3, DURATION=5 seconds per call per round,
// CONNECTIONS=50, ONLY=me,spec,… to choose calls)
// BENCH_CPU_PROF=<dir> writes a CPU profile of the server; BENCH_LOG_LEVEL=info logs as production does.
import autocannon from 'autocannon';
import { startBenchServer } from './lib';
import { firstPlacement, seedLargeSpecbook } from './seed-large-specbook';

const ROOMS = 34;
const SPECS = 1000;
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
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
  const first = await firstPlacement(server, specbookId);
  const { token, userId } = await server.login();
  const origin = `http://127.0.0.1:${server.port}`;
  const u = `${origin}/api/v4/user/${userId}/specbook/${specbookId}`;
  const calls: [key: string, title: string, url: string][] = [
    ['me', 'GET /api/v4/user/me', `${origin}/api/v4/user/me`],
    ['rooms', 'GET {u}/specbook/{id}/categories', `${u}/categories`],
    ['totals', 'GET {u}/specbook/{id}/totals', `${u}/totals?types=quoted,approved&summary=true`],
    ['page', 'GET {u}/specbook/{id}/specs?page=1', `${u}/specs?showPagination=true&page=1`],
    ['spec', 'GET {u}/specbook/{id}/specs/{joinId}', `${u}/specs/${first.id}`],
  ];
  const only = process.env.ONLY?.split(',');
  const chosen = calls.filter(([key]) => !only || only.includes(key));
  // PROFILE=1 leaves health out, so that a CPU profile holds only the chosen calls.
  const measured: [string, string][] = [
    ...(process.env.PROFILE === '1' ? [] : [['GET /api/health', `${origin}/api/health`] as [string, string]]),
    ...chosen.map(([, title, url]) => [title, url] as [string, string]),
  ];
  // Warm up (JIT, prepared statements, compiled serializers) before anything is counted.
  for (const [, url] of measured) await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await measure(`${origin}/api/health`, token);
  const rounds = new Map<string, Figures[]>(measured.map(([title]) => [title, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [title, url] of measured) rounds.get(title)!.push(await measure(url, token));
  }
  /** The mean of the rounds (errors summed). */
  const mean = (list: Figures[]): Figures => ({
    rps: list.reduce((sum, f) => sum + f.rps, 0) / list.length,
    p50: list.reduce((sum, f) => sum + f.p50, 0) / list.length,
    p99: list.reduce((sum, f) => sum + f.p99, 0) / list.length,
    errors: list.reduce((sum, f) => sum + f.errors, 0),
  });
  const health = rounds.has('GET /api/health') ? mean(rounds.get('GET /api/health')!) : { rps: 1, p50: 1, p99: 1, errors: 0 };
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per call; specbook ${specbookId} with ${SPECS} specs in ${ROOMS} rooms`);
  console.log('(req/s, p50 and p99: the mean of the rounds)\n');
  console.log('| call | req/s | p50 ms | p99 ms | errors | share of health | p99 / health p99 |\n|---|---|---|---|---|---|---|');
  for (const [title, list] of rounds) {
    const f = mean(list);
    const share = `${Math.round((100 * f.rps) / health.rps)}%`;
    const p99x = `${(f.p99 / health.p99).toFixed(1)}×`;
    console.log(`| ${title} | ${Math.round(f.rps)} | ${Math.round(f.p50)} | ${Math.round(f.p99)} | ${f.errors} | ${share} | ${p99x} |`);
  }
  await server.stop();
} finally {
  await server.cleanup();
}
