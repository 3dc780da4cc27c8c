// A real Specfolio server for the end-to-end journeys: `node scripts/start.mjs` on a free port
// with a fresh, throw-away DATA_DIR (its own embedded PostgreSQL, migrated and seeded with the
// demo data). Used by scripts/test.mjs and by Playwright's global setup when no server is given.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now (the OS picks it). */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Servers started and not yet stopped, so that a runner being stopped can stop them all. */
const live = new Set();

/** Stop every server this process started (for signal handlers). */
export function stopAllServers() {
  return Promise.all([...live].map((stop) => stop()));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True once GET /api/health answers {"status":"ok"}. */
async function healthy(baseURL) {
  try {
    const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok && (await res.json()).status === 'ok';
  } catch {
    return false;
  }
}

/** True while `pid` is a live (not zombie) process. */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Start the fake Stripe (src/server/test/fakes/stripe-cli.ts) with its webhooks going to
 * `webhookUrl`; resolves once it listens, with the app's Stripe settings and a stop function.
 */
async function startFakeStripe(webhookUrl, log) {
  const webhookSecret = `whsec_e2e_${randomBytes(16).toString('hex')}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/test/fakes/stripe-cli.ts')], {
    cwd: root,
    env: { ...process.env, FAKE_STRIPE_WEBHOOK_SECRET: webhookSecret, FAKE_STRIPE_WEBHOOK_URL: webhookUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      log.write(chunk);
      output += chunk.toString();
      const match = /\[fake-stripe\] listening at (\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => log.write(chunk));
    void exited.then(() => reject(new Error(`the fake Stripe exited before it listened: ${output}`)));
    setTimeout(() => reject(new Error('the fake Stripe did not start within 30 s')), 30_000).unref();
  });
  return {
    env: { STRIPE_SECRET_KEY: 'sk_test_fake_e2e', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: url },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
    },
  };
}

/**
 * Start the fake ERP gateway (src/server/test/fakes/erp-gateway-cli.ts) with its demo catalogue;
 * resolves once it listens, with its URL and API key (the journeys enter them in Company Account)
 * and a stop function.
 */
async function startFakeErp(log) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/test/fakes/erp-gateway-cli.ts')], {
    cwd: root,
    env: { ...process.env, FAKE_ERP_KEY: `erp_e2e_${randomBytes(12).toString('hex')}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { url, key } = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      log.write(chunk);
      output += chunk.toString();
      const match = /\[fake-erp\] listening at (\S+) key (\S+)/.exec(output);
      if (match) resolve({ url: match[1], key: match[2] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => log.write(chunk));
    void exited.then(() => reject(new Error(`the fake ERP gateway exited before it listened: ${output}`)));
    setTimeout(() => reject(new Error('the fake ERP gateway did not start within 30 s')), 30_000).unref();
  });
  return {
    url,
    key,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
    },
  };
}

/**
 * Start the server. Resolves once it printed its "Ready" line and /api/health answers ok.
 *
 * @param {{ logFile?: string, timeoutMs?: number, env?: Record<string, string>, fakeStripe?: boolean, fakeErp?: boolean }} [options]
 *   logFile: where the server's output goes (default test-results/e2e-server.log).
 *   fakeStripe: false runs the server without Stripe; otherwise a fake Stripe is started beside it
 *   (card payments and onboarding work against it, webhooks reach the server).
 *   fakeErp: false starts no ERP gateway; otherwise a fake one is started beside the server, which
 *   may then reach it on loopback (ERP_ALLOW_LOOPBACK); `erp` says where it is and its key.
 * @returns {Promise<{ baseURL: string, dataDir: string, pid: number, erp: { url: string, key: string } | null, stop: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const logFile = options.logFile ?? path.join(root, 'test-results', 'e2e-server.log');
  const timeoutMs = options.timeoutMs ?? 90_000;
  mkdirSync(path.dirname(logFile), { recursive: true });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'specfolio-e2e-'));
  // mkdtemp makes a 0700 folder; as root the embedded postgres runs as its own user and must enter it.
  await chmod(tmp, 0o755);
  const dataDir = path.join(tmp, 'data');
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const log = createWriteStream(logFile);
  const stripe = options.fakeStripe === false ? null : await startFakeStripe(`${baseURL}/api/webhooks/stripe`, log);
  const erp = options.fakeErp === false ? null : await startFakeErp(log);
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'warn',
      // Every journey signs in through the login form; the per-IP limit is for real clients.
      LOGIN_RATE_LIMIT: '10000',
      ...(stripe?.env ?? {}),
      ...(erp ? { ERP_ALLOW_LOOPBACK: 'true' } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    log.write(chunk);
    if (output.length < 64_000) output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  /** Remove the postgres the server left behind (only after a forced kill of the server). */
  const stopOrphanPostgres = async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
    if (!Number.isSafeInteger(pid) || pid <= 0 || !alive(pid)) return;
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      return;
    }
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  };

  let stopped;
  const stop = () => {
    live.delete(stop);
    stopped ??= (async () => {
      if (!hasExited) {
        child.kill('SIGTERM');
        const result = await Promise.race([exited, sleep(15_000).then(() => null)]);
        if (result === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      await stopOrphanPostgres();
      await stripe?.stop();
      await erp?.stop();
      await new Promise((resolve) => log.end(resolve));
      await rm(tmp, { recursive: true, force: true });
    })();
    return stopped;
  };

  live.add(stop);

  const deadline = Date.now() + timeoutMs;
  while (!(output.includes('[specfolio] Ready in') && (await healthy(baseURL)))) {
    if (hasExited || Date.now() > deadline) {
      await stop();
      const why = hasExited ? 'exited before it was ready' : `was not ready within ${timeoutMs} ms`;
      throw new Error(`The e2e server ${why}. Its output (${logFile}):\n${output.slice(-4_000)}`);
    }
    await sleep(200);
  }
  return { baseURL, dataDir, pid: child.pid ?? 0, erp: erp && { url: erp.url, key: erp.key }, stop };
}

/** The journeys' environment for a started fake ERP gateway: E2E_ERP_GATEWAY_URL and E2E_ERP_GATEWAY_KEY. */
export function erpEnv(erp) {
  return erp ? { E2E_ERP_GATEWAY_URL: erp.url, E2E_ERP_GATEWAY_KEY: erp.key } : {};
}
