import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './embedded';

// Process-level checks of the real `npm start` entry point: kill -9 loses no committed row and
// the next start recovers by itself; SIGTERM stops server and PostgreSQL cleanly.
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-crash-'));
  await chmod(dataDir, 0o755);
  port = await findFreePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function start(): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SKIP_CLIENT_BUILD: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
}

async function waitForHealth(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function postmasterPid(): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('embedded PostgreSQL lifecycle', () => {
  it('survives kill -9 of the server with every committed row, then stops cleanly on SIGTERM', async () => {
    const first = start();
    await waitForHealth();
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@specfolio.test', password: 'specfolio-demo' }),
    });
    expect(login.status).toBe(200);
    // The token is only valid while its committed session row (and the signing secret) exist.
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const firstExit = exited(first);
    first.kill('SIGKILL');
    await firstExit;

    const second = start();
    await waitForHealth();
    const me = await fetch(`http://127.0.0.1:${port}/api/v4/user/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const pgPid = await postmasterPid();
    expect(alive(pgPid)).toBe(true);

    const secondExit = exited(second);
    second.kill('SIGTERM');
    expect(await secondExit).toBe(0);
    expect(alive(pgPid)).toBe(false);
  }, 90_000);
});

describe('recoverStaleCluster', () => {
  it('removes a postmaster.pid whose process is gone', async () => {
    const { recoverStaleCluster } = await import('./embedded');
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { existsSync } = await import('node:fs');
    const dir = path.join(dataDir, 'stale');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'postmaster.pid'), '999999999\n/some/dir\n');
    const logs: string[] = [];
    await recoverStaleCluster(dir, (m) => logs.push(m));
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(logs).toEqual([]);
  });
});
