/**
 * Several Specfolio processes on one PostgreSQL and one object store, behind haproxy (issue 15
 * items 5 and 6, docs/decisions/045): a real PostgreSQL server, s3rver, three processes started
 * together on an empty database, haproxy round robin in front. Skipped, saying why, only where
 * the system packages (postgresql, haproxy) are missing; .ci/run installs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LOCK_CLASS } from '#server/lib/jobs/job-runner';
import { PNG_1X1, multipart } from '#server/test/upload-fixtures';
import { findBinaries, startCluster, waitHealthy, type Cluster } from './cluster-kit';

const binaries = findBinaries();
const missing = 'missing' in binaries ? binaries.missing : null;
if (missing) console.warn(`[cluster test] skipped: ${missing} not installed (.ci/run installs it)`);

const PASSWORD = 'specfolio-demo';
const SELLER = 'seller@specfolio.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: Cluster;

/** An HTTP call to `base` with a JSON body or a multipart one; answers status, headers and body. */
async function call(base: string, method: string, url: string, opts: { token?: string; json?: unknown; form?: ReturnType<typeof multipart>; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let body: string | ArrayBuffer | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    Object.assign(headers, opts.form.headers);
    body = new Uint8Array(opts.form.payload).buffer;
  }
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, headers: res.headers, bytes, json: type.includes('json') ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>) : null };
}

/** Logs in on `base` (a client address of its own, so the rate limit test is not disturbed). */
async function login(base: string, email = SELLER): Promise<{ token: string; userId: number }> {
  const res = await call(base, 'POST', '/api/v1/auth/login', { json: { email, password: PASSWORD }, ip: '198.51.100.1' });
  expect(res.status, res.bytes.toString()).toBe(200);
  const data = res.json!.data as { token: string; user: { id: number } };
  return { token: data.token, userId: data.user.id };
}

/** Polls `check` every 100 ms until it answers true (or fails after `timeoutMs`). */
async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** How many of the processes' logs hold a line with `msg` and `field` (e.g. `"importId":3`). */
function logCount(msg: string, field: string): number {
  return cluster.nodes
    .flatMap((n) => n.log().split('\n'))
    .filter((line) => line.includes(`"msg":"${msg}"`) && line.includes(field)).length;
}

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await cluster.sql.query(text, params)).rows[0] as T;
}

/** A CSV of `rows` lines placing global catalogue specs (repeated) into three rooms. */
async function catalogueCsv(rows: number): Promise<string> {
  const specs = await cluster.sql.query<{ mfr: string; model: string }>(
    'select m.name as mfr, s.model_number as model from specs s join manufacturers m on m.id = s.manufacturer_id where s.account_id is null and not s.archived order by s.id limit 40',
  );
  expect(specs.rowCount).toBeGreaterThan(0);
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const lines = ['Room,Manufacturer,Model Number,Quantity'];
  for (let i = 0; i < rows; i++) {
    const s = specs.rows[i % specs.rows.length]!;
    lines.push(`Room ${i % 3},${quote(s.mfr)},${quote(s.model)},1`);
  }
  return `${lines.join('\n')}\n`;
}

/** A new specbook of the seller's, created on `base`. */
async function newSpecbook(base: string, auth: { token: string; userId: number }, name: string): Promise<number> {
  const profile = await one<{ id: number }>('select id from profiles where user_id = $1 order by id limit 1', [auth.userId]);
  const res = await call(base, 'POST', `/api/v4/user/${auth.userId}/specbook`, {
    token: auth.token,
    json: { createSpecbookRequest: { Specbook: { name, description: 'cluster test', profile: { id: profile.id } } } },
  });
  expect(res.status, res.bytes.toString()).toBe(201);
  return (res.json!.data as { id: number }).id;
}

/** Starts a CSV import on `base`; answers its id. */
async function startImport(base: string, auth: { token: string; userId: number }, specbookId: number, csv: string): Promise<number> {
  const form = multipart({ separator: 'comma' }, { file: { filename: 'specs.csv', contentType: 'text/csv', data: Buffer.from(csv) } });
  const res = await call(base, 'POST', `/api/v4/user/${auth.userId}/specbook/${specbookId}/csv/import`, { token: auth.token, form });
  expect(res.status, res.bytes.toString()).toBe(202);
  return (res.json!.data as { importId: number }).importId;
}

/** Starts a purchase-order PDF job on `base`; answers its id. */
async function startPdf(base: string, auth: { token: string; userId: number }, specbookId: number): Promise<number> {
  const res = await call(base, 'POST', `/api/v4/user/${auth.userId}/pdf`, { token: auth.token, json: { createPdfRequest: { Pdf: { type: 'purchaseorder', specbookId } } } });
  expect(res.status, res.bytes.toString()).toBe(201);
  return (res.json!.data as { id: number }).id;
}

/** The pg-boss job of a queue whose data has `key` = `value`. */
async function bossJob(queue: string, key: string, value: number): Promise<{ id: string; state: string; retry_count: number }> {
  const sql = `select id, state, retry_count from pgboss.job where name = $1 and data->>'${key}' = $2`;
  let job: { id: string; state: string; retry_count: number } | undefined;
  await eventually(async () => Boolean((job = await one(sql, [queue, String(value)]))), 10_000, `the ${queue} job`);
  return job!;
}

/** The pg-boss job once pg-boss has recorded it completed (just after the handler's own commit). */
async function completedBossJob(queue: string, key: string, value: number): Promise<{ id: string; state: string; retry_count: number }> {
  let job = await bossJob(queue, key, value);
  await eventually(async () => (job = await bossJob(queue, key, value)).state === 'completed', 20_000, `the ${queue} job to complete`);
  return job;
}

/** Which process (index) holds the lock of a running pg-boss job, or null while none does. */
async function runnerOf(jobId: string): Promise<number | null> {
  const row = await one<{ app: string } | undefined>(
    `select a.application_name as app from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = $1 and l.objid::bigint = (hashtext($2)::bigint & 4294967295)`,
    [JOB_LOCK_CLASS, jobId],
  );
  if (!row) return null;
  const pid = Number(row.app.replace('specfolio ', ''));
  const index = cluster.nodes.findIndex((n) => n.child.pid === pid);
  return index >= 0 ? index : null;
}

/** Kills (SIGKILL) the process that runs `jobId` as soon as it holds the job; answers its index. */
async function killRunnerOf(jobId: string): Promise<number> {
  let runner: number | null = null;
  const deadline = Date.now() + 20_000;
  while ((runner = await runnerOf(jobId)) === null) {
    const state = (await one<{ state: string }>('select state from pgboss.job where id = $1', [jobId])).state;
    if (state === 'completed') throw new Error(`job ${jobId} ended before it could be killed: make it bigger`);
    if (Date.now() > deadline) throw new Error(`no process picked up job ${jobId}`);
    await sleep(10);
  }
  await cluster.kill(runner);
  return runner;
}

/** The `status` of a job's record (`{u}/<path>`) read on `base`. */
async function statusOf(base: string, auth: { token: string; userId: number }, path: string): Promise<string> {
  const res = await call(base, 'GET', `/api/v4/user/${auth.userId}/${path}`, { token: auth.token });
  expect(res.status, res.bytes.toString()).toBe(200);
  return (res.json!.data as { status: string }).status;
}

const anyOther = (i: number) => cluster.nodes[(i + 1) % cluster.nodes.length]!.url;

describe.skipIf(missing !== null)('three processes on one PostgreSQL and one object store, behind haproxy', () => {
  beforeAll(async () => {
    if ('missing' in binaries) return;
    cluster = await startCluster({
      binaries,
      processes: 3,
      noWait: true,
      env: {
        // A dead process's job is retried elsewhere within seconds (2 min by default), and the
        // hourly purge runs every minute, so that this test sees both.
        JOB_EXPIRE_SECONDS: '10',
        JOB_MAINTENANCE_SECONDS: '1',
        JOB_SCHEDULE_CRON: '* * * * *',
        SHUTDOWN_DRAIN_MS: '2000',
      },
    });
    await Promise.all(cluster.nodes.map((n) => waitHealthy(n)));
    await cluster.balanced();
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('cold start: the three migrate and seed the empty database exactly once', async () => {
    const journal = await import('#server/db/migrations/meta/_journal.json', { with: { type: 'json' } });
    const migrations = await one<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.n).toBe(journal.default.entries.length);
    const logs = cluster.nodes.map((n) => n.log());
    expect(logs.filter((l) => l.includes('migration(s) applied'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('seeding demo data'))).toHaveLength(1);
    expect((await one<{ n: number }>('select count(*)::int as n from users where email = $1', [SELLER])).n).toBe(1);
    // An old PDF job for the scheduled purge (last test) to remove.
    await cluster.sql.query(
      `insert into pdf_jobs (account_id, user_id, specbook_id, type, status, actor, updated_at)
       select s.account_id, s.user_id, s.id, 'purchaseorder', 'failed', '{}'::jsonb, now() - interval '2 days' from specbooks s order by s.id limit 1`,
    );
  });

  it('a login on one process works on the others, and its logout is seen everywhere', async () => {
    const auth = await login(cluster.nodes[0]!.url);
    for (const node of cluster.nodes) {
      expect((await call(node.url, 'GET', '/api/v4/user/me', { token: auth.token })).status).toBe(200);
    }
    expect((await call(cluster.url, 'GET', '/api/v4/user/me', { token: auth.token })).status).toBe(200);
    expect((await call(cluster.nodes[1]!.url, 'POST', '/api/v1/auth/logout', { token: auth.token })).status).toBeLessThan(300);
    // Every request reads its session (decision 041): the logout holds at once on every process.
    for (const node of cluster.nodes) {
      expect((await call(node.url, 'GET', '/api/v4/user/me', { token: auth.token })).status, `logout on ${node.url}`).toBe(401);
    }
  });

  it('a file uploaded through one process is downloaded through the others and the balancer', async () => {
    const auth = await login(cluster.nodes[0]!.url);
    const form = multipart({}, { logo: { filename: 'logo.png', contentType: 'image/png', data: PNG_1X1 } });
    const uploaded = await call(cluster.nodes[0]!.url, 'POST', `/api/v4/user/${auth.userId}/account/logo`, { token: auth.token, form });
    expect(uploaded.status, uploaded.bytes.toString()).toBe(200);
    const logo = (uploaded.json!.data as { logoURL: string }).logoURL;
    const copies = await Promise.all([cluster.nodes[1]!.url, cluster.nodes[2]!.url, cluster.url].map((base) => call(base, 'GET', logo)));
    for (const copy of copies) {
      expect(copy.status).toBe(200);
      expect(copy.bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(copy.bytes.equals(copies[0]!.bytes)).toBe(true);
    }
  });

  it('the login rate limit holds across processes: the 11th bad login in a minute answers 429 on every one', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await call(cluster.nodes[i % 3]!.url, 'POST', '/api/v1/auth/login', { json: { email: SELLER, password: 'wrong' }, ip });
      expect(res.status).toBe(401);
    }
    for (const base of [...cluster.nodes.map((n) => n.url), cluster.url]) {
      expect((await call(base, 'POST', '/api/v1/auth/login', { json: { email: SELLER, password: PASSWORD }, ip })).status).toBe(429);
    }
    // Another client address is not limited.
    expect((await call(cluster.url, 'POST', '/api/v1/auth/login', { json: { email: SELLER, password: PASSWORD }, ip: '203.0.113.78' })).status).toBe(200);
  });

  it('a CSV import and a PDF job each run exactly once', async () => {
    const auth = await login(cluster.nodes[0]!.url);
    const book = await newSpecbook(cluster.nodes[0]!.url, auth, 'Cluster once');
    const importId = await startImport(cluster.nodes[0]!.url, auth, book, await catalogueCsv(300));
    await eventually(async () => (await statusOf(cluster.nodes[1]!.url, auth, `specbook/${book}/csv/import/${importId}`)) === 'complete', 60_000, 'the import');
    expect((await one<{ n: number }>('select count(*)::int as n from spec_specbooks where specbook_id = $1', [book])).n).toBe(300);
    expect(logCount('import complete', `"importId":${importId}`)).toBe(1);
    await completedBossJob('csv-import', 'importId', importId);

    const pdfId = await startPdf(cluster.nodes[2]!.url, auth, book);
    await eventually(async () => (await statusOf(cluster.nodes[0]!.url, auth, `pdf/${pdfId}`)) === 'completed', 60_000, 'the PDF');
    const file = await call(cluster.nodes[1]!.url, 'GET', `/api/v4/user/${auth.userId}/pdf/${pdfId}/file`, { token: auth.token });
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(logCount('pdf job ended', `"pdfJobId":${pdfId}`)).toBe(1);
    await completedBossJob('pdf-jobs', 'pdfJobId', pdfId);
  }, 120_000);

  it('a job whose process is killed (SIGKILL) mid-job is finished once by another process', async () => {
    const auth = await login(cluster.nodes[0]!.url);
    const book = await newSpecbook(cluster.nodes[0]!.url, auth, 'Cluster killed');
    const rows = 20_000;
    const importId = await startImport(cluster.nodes[0]!.url, auth, book, await catalogueCsv(rows));
    const importJob = await bossJob('csv-import', 'importId', importId);
    const killedImport = await killRunnerOf(importJob.id);
    await eventually(async () => (await statusOf(anyOther(killedImport), auth, `specbook/${book}/csv/import/${importId}`)) === 'complete', 90_000, 'the retried import');
    expect((await one<{ n: number }>('select count(*)::int as n from spec_specbooks where specbook_id = $1', [book])).n).toBe(rows);
    expect(logCount('import complete', `"importId":${importId}`)).toBe(1);
    // Retried at least once (again whenever an attempt outlived the 10 s expiry: that retry waited for it, then did nothing).
    expect((await completedBossJob('csv-import', 'importId', importId)).retry_count).toBeGreaterThanOrEqual(1);
    await cluster.start(killedImport);
    await cluster.balanced(killedImport);

    // The purchase order of a specbook of 2,000 specs: long enough to be caught running.
    const pdfBook = await newSpecbook(cluster.nodes[1]!.url, auth, 'Cluster killed PDF');
    const pdfImport = await startImport(cluster.nodes[1]!.url, auth, pdfBook, await catalogueCsv(2000));
    await eventually(async () => (await statusOf(cluster.nodes[1]!.url, auth, `specbook/${pdfBook}/csv/import/${pdfImport}`)) === 'complete', 60_000, 'the import');
    const pdfId = await startPdf(cluster.nodes[1]!.url, auth, pdfBook);
    const pdfJob = await bossJob('pdf-jobs', 'pdfJobId', pdfId);
    const killedPdf = await killRunnerOf(pdfJob.id);
    await eventually(async () => (await statusOf(anyOther(killedPdf), auth, `pdf/${pdfId}`)) === 'completed', 90_000, 'the retried PDF');
    expect(logCount('pdf job ended', `"pdfJobId":${pdfId}`)).toBe(1);
    expect((await completedBossJob('pdf-jobs', 'pdfJobId', pdfId)).retry_count).toBeGreaterThanOrEqual(1);
    await cluster.start(killedPdf);
    await cluster.balanced(killedPdf);
  }, 180_000);

  it('a process stopped with SIGTERM under load drains: the balancer sees no failed request', async () => {
    await cluster.balanced();
    const auth = await login(cluster.url);
    const failures: string[] = [];
    let done = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const res = await call(cluster.url, 'GET', '/api/v4/user/me', { token: auth.token }).catch((err: unknown) => String(err));
        if (typeof res !== 'string' && res.status === 200) done++;
        else failures.push(typeof res === 'string' ? res : `${res.status} ${res.bytes.toString()}`);
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await sleep(500);
    expect(await cluster.terminate(2), cluster.nodes[2]!.log().slice(-3000)).toBe(0);
    await cluster.start(2);
    await cluster.balanced(2);
    await sleep(500);
    running = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(done).toBeGreaterThan(50);
    expect(cluster.nodes[2]!.log()).toContain('SIGTERM: shutting down');
  }, 120_000);

  it('the scheduled purge fires once per tick across the processes', async () => {
    await eventually(async () => (await one<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'pdf-jobs-purge' and state = 'completed'")).n > 0, 150_000, 'a purge');
    const ticks = await one<{ jobs: number; ticks: number }>(
      "select count(*)::int as jobs, count(distinct date_trunc('minute', created_on))::int as ticks from pgboss.job where name = 'pdf-jobs-purge'",
    );
    expect(ticks.jobs).toBe(ticks.ticks);
    const purges = cluster.nodes.flatMap((n) => n.log().split('\n')).filter((line) => line.includes('"msg":"pdf job purge"'));
    const completed = await one<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'pdf-jobs-purge' and state = 'completed'");
    expect(purges).toHaveLength(completed.n);
    expect((await one<{ n: number }>("select count(*)::int as n from pdf_jobs where updated_at < now() - interval '1 day'")).n).toBe(0);
  }, 180_000);
});
