import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/test/server';
import { createJobRunner, JOB_LOCK_CLASS, type JobRunner } from './job-runner';

let database: Database;
let runner: JobRunner;
const received: number[] = [];
let attempts = 0;
let release: () => void = () => undefined;
const holding: string[] = [];
const errors: Error[] = [];

function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error('timed out'));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  runner = createJobRunner({ pool: database.pool, onError: (err) => errors.push(err), pollingIntervalSeconds: 0.5 });
  runner.define<{ n: number }>('numbers', async ({ n }) => void received.push(n));
  runner.define<{ n: number }>(
    'flaky',
    async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
    },
    { retryLimit: 1 },
  );
  runner.define<{ tag: string }>('slow', async ({ tag }) => {
    holding.push(tag);
    await new Promise<void>((resolve) => (release = resolve));
  });
});
afterAll(async () => {
  await runner.stop();
  await database.close();
});

describe('the job runner (pg-boss 10 on the app pool)', () => {
  it('installs its own schema and runs a queued job on this process', async () => {
    const id = await runner.send('numbers', { n: 7 });
    expect(id).toMatch(/[0-9a-f-]{36}/);
    await waitFor(() => received.includes(7));
    const schema = await database.pool.query("select 1 from information_schema.schemata where schema_name = 'pgboss'");
    expect(schema.rowCount).toBe(1);
  });

  it('retries a job whose handler threw, up to the queue limit', async () => {
    await runner.send('flaky', { n: 1 });
    await waitFor(() => attempts === 2, 15_000);
    expect(attempts).toBe(2);
  });

  it('runs each attempt holding the advisory lock of its job (a retry elsewhere waits for it)', async () => {
    const id = await runner.send('slow', { tag: 'a' });
    await waitFor(() => holding.includes('a'));
    const locks = await database.pool.query(
      `select 1 from pg_locks where locktype = 'advisory' and granted and classid = $1 and objid::bigint = (hashtext($2)::bigint & 4294967295)`,
      [JOB_LOCK_CLASS, id],
    );
    expect(locks.rowCount).toBe(1);
    const other = await database.pool.connect();
    try {
      const tried = await other.query<{ got: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as got', [JOB_LOCK_CLASS, id]);
      expect(tried.rows[0]?.got).toBe(false);
    } finally {
      other.release();
    }
    release();
  });

  it('refuses unknown queues and late definitions', async () => {
    await expect(runner.send('nope', {})).rejects.toThrow(/unknown job queue/);
    expect(() => runner.define('late', async () => undefined)).toThrow(/after the runner started/);
    expect(errors).toEqual([]);
  });
});
