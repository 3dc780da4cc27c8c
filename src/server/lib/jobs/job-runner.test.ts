import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/test/server';
import { createJobRunner, type JobRunner } from './job-runner';

let database: Database;
let runner: JobRunner;
const received: number[] = [];
let attempts = 0;
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

  it('refuses unknown queues and late definitions', async () => {
    await expect(runner.send('nope', {})).rejects.toThrow(/unknown job queue/);
    expect(() => runner.define('late', async () => undefined)).toThrow(/after the runner started/);
    expect(errors).toEqual([]);
  });
});
