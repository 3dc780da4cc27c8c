// Shared pieces of the bench scripts: a real server on a temporary DATA_DIR, and autocannon runs.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../src/server/db/embedded';

/** A started server with its embedded database. */
export interface BenchServer {
  port: number;
  pgPort: number;
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
  /** Milliseconds from spawn to a healthy /api/health. */
  startMs: number;
  sql(): Promise<pg.Client>;
  login(email?: string): Promise<{ token: string; userId: number }>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

/** Starts `scripts/start.mjs` (no client build) and waits until it is healthy. */
export async function spawnServer(env: NodeJS.ProcessEnv, port: number): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = Date.now();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there when it stops.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, 'scripts/start.mjs'], { env, stdio: 'ignore' });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, ms: Date.now() - t0 };
    if (Date.now() - t0 > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stops a server with SIGTERM and waits for it. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

/**
 * A server with the demo data: on a fresh temporary DATA_DIR, or on `BENCH_DATA_DIR` when set (kept
 * across runs, so that a large seed is done once; `cleanup` then leaves it in place).
 */
export async function startBenchServer(): Promise<BenchServer> {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : await mkdtemp(path.join(os.tmpdir(), 'specfolio-bench-'));
  if (kept) await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const pgPort = await findFreePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SKIP_CLIENT_BUILD: 'true', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', LOGIN_RATE_LIMIT: '1000' };
  const started = await spawnServer(env, port);
  const server: BenchServer = {
    port,
    pgPort,
    env,
    child: started.child,
    startMs: started.ms,
    async sql() {
      const client = new pg.Client({ connectionString: `postgres://postgres:specfolio@127.0.0.1:${pgPort}/specfolio` });
      await client.connect();
      return client;
    },
    async login(email = 'seller@specfolio.test') {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'specfolio-demo' }),
      });
      const { data } = (await res.json()) as { data: { token: string; user: { id: number } } };
      return { token: data.token, userId: data.user.id };
    },
    stop: () => stopServer(server.child),
    cleanup: () => (kept ? Promise.resolve() : rm(dataDir, { recursive: true, force: true })),
  };
  return server;
}

/** Runs autocannon against one URL and prints a Markdown table row. */
export async function loadRow(
  title: string,
  url: string,
  token: string,
  opts: { connections?: number; duration?: number; method?: 'GET' | 'PATCH'; body?: string } = {},
): Promise<void> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    body: opts.body,
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 10,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const errors = result.errors + result.non2xx;
  console.log(`| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
}

/** The header of the table `loadRow` prints. */
export const TABLE_HEADER = '| call | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** "count | p50 | p99 | max" of latencies (ms), a Markdown row's cells. */
export function latencySummary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${sorted.length} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)}`;
}

/** Health latencies (ms) of requests sent one after another, `gapMs` apart, until `until()` says stop. */
export async function healthWhile(server: BenchServer, until: () => boolean, gapMs = 20): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const start = performance.now();
    const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
    await sleep(gapMs);
  }
  return latencies;
}
