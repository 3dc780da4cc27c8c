/**
 * A real cluster on loopback for the cluster test and bench/cluster.ts (docs/decisions/045):
 * Debian's PostgreSQL server (initdb/pg_ctl into a temporary folder), s3rver as the object store,
 * N Specfolio processes (`node scripts/start.mjs`) on the one database and store, and haproxy in
 * front of them (round robin, health checks on /api/health).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, readdirSync, readFileSync, type WriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { findFreePort } from '#server/db/embedded';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The system programs a cluster needs, or what is missing. */
export type Binaries = { pgBin: string; haproxy: string } | { missing: string };

/** Finds Debian's PostgreSQL server binaries (newest version) and haproxy. */
export function findBinaries(): Binaries {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
  const missing = [versions.length === 0 ? 'PostgreSQL server (Debian package postgresql)' : '', haproxy ? '' : 'haproxy (Debian package haproxy)'].filter(Boolean);
  if (missing.length > 0) return { missing: missing.join(' and ') };
  return { pgBin: path.join(base, versions[0]!, 'bin'), haproxy: haproxy! };
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root (PostgreSQL refuses root). */
function runPg(bin: string, args: string[], owner: { uid: number; gid: number } | null): void {
  const result = spawnSync(bin, args, { encoding: 'utf8', ...(owner ?? {}) });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

/** The uid/gid to run PostgreSQL as: the `postgres` system user when we are root, else ourselves. */
function postgresOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  return { uid, gid: id('-g') };
}

/** A started Specfolio process. */
export interface Node {
  index: number;
  port: number;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** The process's log so far. */
  log(): string;
}

/** The cluster: database, store, processes and the balancer. */
export interface Cluster {
  dir: string;
  databaseUrl: string;
  /** The balancer's origin. */
  url: string;
  nodes: Node[];
  env: NodeJS.ProcessEnv;
  /** A client on the cluster's database (closed by `stop`). */
  sql: pg.Pool;
  /** Starts process `index` (again) with the cluster's environment; resolves once it answers its health check. */
  start(index: number): Promise<Node>;
  /** Waits until haproxy counts process `index` up (or, without an index, all of them). */
  balanced(index?: number): Promise<void>;
  /** SIGTERM, and waits for the exit. */
  terminate(index: number): Promise<number | null>;
  /** SIGKILL, and waits for the exit. */
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  binaries: { pgBin: string; haproxy: string };
  processes: number;
  /** Extra environment of every process. */
  env?: NodeJS.ProcessEnv;
  /** Do not wait for the processes (a cold start test waits itself). */
  noWait?: boolean;
}

async function startPostgres(dir: string, pgBin: string): Promise<{ url: string; stop: () => void }> {
  const data = path.join(dir, 'pg');
  await mkdir(data, { recursive: true });
  const owner = postgresOwner();
  if (owner) chownSync(data, owner.uid, owner.gid);
  runPg(path.join(pgBin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'], owner);
  const port = await findFreePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off -c max_connections=200`;
  runPg(path.join(pgBin, 'pg_ctl'), ['-D', data, '-l', path.join(data, 'server.log'), '-o', options, '-w', 'start'], owner);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database specfolio');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/specfolio`,
    stop: () => runPg(path.join(pgBin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], owner),
  };
}

async function startS3(dir: string): Promise<{ env: NodeJS.ProcessEnv; stop: () => Promise<void> }> {
  const bucket = 'specfolio-cluster';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { env, stop: () => server.close() };
}

/** Where haproxy answers its statistics (CSV with `;csv`). */
const STATS_PATH = '/haproxy-stats';

/** haproxy's configuration: round robin over `ports`, a health check every 300 ms, down after 2 failures. */
function haproxyConfig(frontPort: number, ports: readonly number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend specfolio',
    `  bind 127.0.0.1:${frontPort}`,
    `  stats enable`,
    `  stats uri ${STATS_PATH}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    // Down after two failed checks 300 ms apart (a draining process answers 503 at once; keep
    // SHUTDOWN_DRAIN_MS well above that), up again after one; a check may take 2 s on a busy machine.
    '  timeout check 2s',
    '  default-server inter 300ms fall 2 rise 1',
    ...ports.map((port, i) => `  server node${i} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}

async function startHaproxy(dir: string, haproxy: string, ports: readonly number[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const frontPort = await findFreePort();
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(frontPort, ports));
  const child = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${frontPort}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    if (await fetch(`${url}/api/health`).then(() => true, () => false)) break;
    if (i > 200) throw new Error(`haproxy did not answer: ${stderr}`);
    await sleep(50);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the process answers its health check with 200 (throws with its log when it exits first). */
export async function waitHealthy(node: Node, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (node.child.exitCode !== null) throw new Error(`process ${node.index} exited with ${node.child.exitCode} before it was healthy:\n${node.log().slice(-3000)}`);
    if (await fetch(`${node.url}/api/health`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`${node.url} did not become healthy`);
    await sleep(100);
  }
}

/** Waits until haproxy's statistics show the servers `indexes` (node0, node1, …) UP. */
async function waitBalanced(url: string, indexes: readonly number[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const csv = await fetch(`${url}${STATS_PATH};csv`).then((r) => r.text(), () => '');
    const up = new Set(csv.split('\n').map((line) => line.split(',')).filter((f) => f[0] === 'app' && f[17] === 'UP').map((f) => f[1]));
    if (indexes.every((i) => up.has(`node${i}`))) return;
    if (Date.now() > deadline) throw new Error(`haproxy does not count node(s) ${indexes.join(', ')} up`);
    await sleep(100);
  }
}

/** Starts PostgreSQL, s3rver, the processes (all at once: a cold start) and haproxy. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-cluster-'));
  await chmod(dir, 0o755); // PostgreSQL runs as another user when we are root
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const db = await startPostgres(dir, opts.binaries.pgBin);
    stops.push(db.stop);
    const s3 = await startS3(dir);
    stops.push(s3.stop);
    const ports = await Promise.all(Array.from({ length: opts.processes }, () => findFreePort()));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...s3.env,
      DATABASE_URL: db.url,
      HOST: '127.0.0.1',
      SKIP_CLIENT_BUILD: 'true',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...opts.env,
    };
    const nodes: Node[] = [];
    const logs: WriteStream[] = [];
    const start = async (index: number): Promise<Node> => {
      const port = ports[index]!;
      const logFile = path.join(dir, `node${index}.log`);
      const log = createWriteStream(logFile, { flags: 'a' });
      logs.push(log);
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: { ...env, PORT: String(port), DATA_DIR: path.join(dir, `node${index}`) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      const node: Node = { index, port, url: `http://127.0.0.1:${port}`, child, logFile, log: () => readFileSync(logFile, 'utf8') };
      nodes[index] = node;
      if (!opts.noWait) await waitHealthy(node);
      return node;
    };
    const exit = (index: number, signal: NodeJS.Signals) => {
      const child = nodes[index]!.child;
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    };
    stops.push(async () => {
      await Promise.all(nodes.map((_, i) => exit(i, 'SIGKILL')));
      for (const log of logs) log.end();
    });
    await Promise.all(ports.map((_, i) => start(i)));
    const balancer = await startHaproxy(dir, opts.binaries.haproxy, ports);
    stops.push(balancer.stop);
    const sql = new pg.Pool({ connectionString: db.url, max: 4 });
    stops.push(() => sql.end());
    return {
      dir,
      databaseUrl: db.url,
      url: balancer.url,
      nodes,
      env,
      sql,
      start,
      balanced: (index) => waitBalanced(balancer.url, index === undefined ? ports.map((_, i) => i) : [index]),
      terminate: (index) => exit(index, 'SIGTERM'),
      kill: async (index) => {
        await exit(index, 'SIGKILL');
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
