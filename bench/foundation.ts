// Foundation benchmark: start-up time (first run with initdb, then an installed checkout) and
// the shell's API calls under 50 concurrent clients with 1,000 specbooks seeded.
// Run: npx tsx bench/foundation.ts   (needs a built client only for the SPA, not for this).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../src/server/db/embedded';

const SPECBOOKS = 1000;
const DURATION_S = 10;
const CONNECTIONS = 50;

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, ms: Date.now() - t0 };
    if (Date.now() - t0 > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

async function seedSpecbooks(pgPort: number): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres:specfolio@127.0.0.1:${pgPort}/specfolio` });
  await client.connect();
  await client.query(
    `insert into specbooks (account_id, user_id, profile_id, name, updated_at)
     select u.account_id, u.id, (select id from profiles where account_id = u.account_id order by id limit 1),
            'Bench ' || (array['Master Bath','Kitchen','Powder Room','Laundry','Guest Bath'])[1 + g % 5] || ' ' || g,
            now() - (g || ' minutes')::interval
     from users u, generate_series(1, $1) g where u.email = 'seller@specfolio.test'`,
    [SPECBOOKS],
  );
  await client.end();
}

async function load(title: string, url: string, token: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { authorization: `Bearer ${token}` } });
  const errors = result.errors + result.non2xx;
  console.log(`| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-bench-'));
await chmod(dataDir, 0o755);
const port = await findFreePort();
const pgPort = await findFreePort();
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SKIP_CLIENT_BUILD: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' };
try {
  const first = await startServer(env, port);
  await stop(first.child);
  const second = await startServer(env, port);
  console.log(`start-up to healthy: first run (initdb + migrations + demo data) ${first.ms} ms; installed checkout ${second.ms} ms`);
  await seedSpecbooks(pgPort);
  const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@specfolio.test', password: 'specfolio-demo' }),
  });
  const { data } = (await login.json()) as { data: { token: string; user: { id: number } } };
  const base = `http://127.0.0.1:${port}/api/v4/user`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${SPECBOOKS + 5} specbooks for the seller\n`);
  console.log('| call | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  await load('GET /api/health', `http://127.0.0.1:${port}/api/health`, data.token);
  await load('GET /api/v4/user/me', `${base}/me`, data.token);
  await load('GET {u}/menu', `${base}/${data.user.id}/menu`, data.token);
  await load('GET {u}/specbook (first page)', `${base}/${data.user.id}/specbook`, data.token);
  await load('GET {u}/specbook?search=kitchen (header search)', `${base}/${data.user.id}/specbook?search=kitchen&perPage=10`, data.token);
  await stop(second.child);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
