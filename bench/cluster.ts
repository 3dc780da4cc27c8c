// Several processes behind haproxy (issue 15 item 7, docs/decisions/045): a real PostgreSQL
// server, s3rver and three Specfolio processes behind haproxy (src/server/test/cluster/cluster-kit.ts).
//
//   1. Rolling restart under load: autocannon through haproxy, 50 connections for BENCH_DURATION
//      seconds (60 by default) of mixed reads and writes; meanwhile each process in turn is stopped
//      with SIGTERM, waited for, started again and waited for until haproxy counts it up.
//      Every non-2xx answer and every error counts as a failed request: the goal is zero.
//   2. Throughput through haproxy with the three processes, then with one (the other two stopped),
//      BENCH_STEADY seconds each (20 by default), same mix.
//
// Run: npx tsx bench/cluster.ts   (needs Debian's postgresql and haproxy packages)
import autocannon from 'autocannon';
import os from 'node:os';
import { findBinaries, startCluster, type Cluster } from '../src/server/test/cluster/cluster-kit';

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const STEADY = Number(process.env.BENCH_STEADY ?? 20);
const CONNECTIONS = 50;

/** The seller's token, id and demo specbook, logged in through the balancer. */
async function session(cluster: Cluster): Promise<{ token: string; userId: number; specbookId: number }> {
  const res = await fetch(`${cluster.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@specfolio.test', password: 'specfolio-demo' }),
  });
  const { data } = (await res.json()) as { data: { token: string; user: { id: number } } };
  const book = await cluster.sql.query<{ id: number }>('select id from specbooks where user_id = $1 order by id limit 1', [data.user.id]);
  return { token: data.token, userId: data.user.id, specbookId: book.rows[0]!.id };
}

/** The mix every connection cycles through: four reads and one write (a specbook's description). */
function mix(s: { userId: number; specbookId: number }): autocannon.Request[] {
  const u = `/api/v4/user/${s.userId}`;
  return [
    { method: 'GET', path: '/api/v4/user/me' },
    { method: 'GET', path: `${u}/specbook/${s.specbookId}/categories` },
    { method: 'GET', path: `${u}/specbook` },
    { method: 'GET', path: `${u}/specbook/${s.specbookId}/totals` },
    {
      method: 'PATCH',
      path: `${u}/specbook/${s.specbookId}`,
      body: JSON.stringify({ updateSpecbookRequest: { Specbook: { description: `bench ${Date.now()}` } } }),
    },
  ];
}

/** One autocannon run through the balancer. */
function load(cluster: Cluster, s: { token: string; userId: number; specbookId: number }, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: cluster.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    requests: mix(s),
  });
}

/** Stops each process in turn (SIGTERM), starts it again and waits until haproxy counts it up. */
async function rollingRestart(cluster: Cluster, log: (msg: string) => void): Promise<void> {
  for (const node of cluster.nodes) {
    const t0 = Date.now();
    const code = await cluster.terminate(node.index);
    const stopped = Date.now() - t0;
    await cluster.start(node.index);
    await cluster.balanced(node.index);
    log(`node${node.index}: stopped in ${stopped} ms (exit ${code}), back in rotation after ${Date.now() - t0} ms`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

/** A Markdown row of a run. */
function row(title: string, r: autocannon.Result): string {
  return `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.total} | ${r.non2xx} | ${r.errors} |`;
}

async function main(): Promise<void> {
  const binaries = findBinaries();
  if ('missing' in binaries) throw new Error(`${binaries.missing} not installed`);
  const cluster = await startCluster({
    binaries,
    processes: 3,
    env: { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', SHUTDOWN_DRAIN_MS: '2500' },
  });
  try {
    await cluster.balanced();
    const s = await session(cluster);
    const started = new Date().toISOString();
    console.log(`cluster bench ${started}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores`);
    const lines = ['| run | req/s | p50 ms | p99 ms | requests | non-2xx | errors |', '|---|---|---|---|---|---|---|'];

    const running = load(cluster, s, DURATION);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await rollingRestart(cluster, (msg) => console.log(`  ${msg}`));
    lines.push(row(`3 processes, rolling restart of all three (${DURATION} s)`, await running));

    lines.push(row(`3 processes, steady (${STEADY} s)`, await load(cluster, s, STEADY)));
    await cluster.terminate(1);
    await cluster.terminate(2);
    lines.push(row(`1 process, steady (${STEADY} s)`, await load(cluster, s, STEADY)));
    console.log(lines.join('\n'));
    console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await cluster.stop();
  }
}

await main();
