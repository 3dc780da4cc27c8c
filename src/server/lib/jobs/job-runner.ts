/**
 * Background jobs on the application's own PostgreSQL with pg-boss 10 (DESIGN.md "jobs"): jobs
 * survive restarts and run in whichever API process picks them up. pg-boss keeps its tables in
 * its own schema (`pgboss`) and shares the app's connection pool, so it opens no extra connections.
 * Starting it on an installed schema takes a few milliseconds (about 30 ms the first time, when
 * it creates its schema), so the app starts it when it is ready (docs/decisions/035).
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** Handles the data of one job; a throw fails the pg-boss job (retried up to the queue's limit). */
export type JobHandler<T extends object> = (data: T) => Promise<void>;

/** How one queue's jobs are kept and retried. */
export interface QueueOptions {
  /** Extra attempts after a failed or expired one (a crash mid-job expires it); 0 by default. */
  retryLimit?: number;
  /** Seconds a job may run before pg-boss expires it (and retries it, when attempts remain). */
  expireInSeconds?: number;
}

/** The app's job runner: declare queues and handlers, start, send, stop. */
export interface JobRunner {
  /** Declares a queue and its handler (before `start`); each process works one job at a time per queue. */
  define<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /** Starts pg-boss (installing or migrating its schema), creates the queues and their workers; idempotent. */
  start(): Promise<void>;
  /** Queues a job (waits for a start in progress) and wakes this process's worker; answers the job id. */
  send<T extends object>(queue: string, data: T): Promise<string>;
  /** Stops the workers, waiting up to `timeoutMs` for running jobs. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Options of {@link createJobRunner}. */
export interface JobRunnerOptions {
  /** The app's pool: pg-boss runs its SQL through it. */
  pool: pg.Pool;
  /** Where pg-boss errors go (the app's logger). */
  onError: (err: Error) => void;
  /** PostgreSQL schema of pg-boss's tables; `pgboss` by default. */
  schema?: string;
  /** How often an idle worker looks for jobs, in seconds (other processes' jobs); 2 by default. */
  pollingIntervalSeconds?: number;
}

interface QueueDefinition {
  handler: JobHandler<object>;
  options: QueueOptions;
  workerId?: string;
}

/** Creates the job runner (nothing runs until `start`). */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => opts.pool.query(text, values) },
    schema: opts.schema ?? 'pgboss',
    // No cron schedules are used; maintenance (expiring and archiving jobs) stays on.
    schedule: false,
  });
  boss.on('error', opts.onError);
  const queues = new Map<string, QueueDefinition>();
  let starting: Promise<void> | null = null;

  const startQueues = async () => {
    await boss.start();
    for (const [name, queue] of queues) {
      await boss.createQueue(name, { name, retryLimit: queue.options.retryLimit ?? 0, expireInSeconds: queue.options.expireInSeconds ?? 15 * 60 });
      queue.workerId = await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) await queue.handler(job.data);
      });
    }
  };

  return {
    define(queue, handler, options = {}) {
      if (starting) throw new Error(`job queue ${queue} defined after the runner started`);
      queues.set(queue, { handler: handler as JobHandler<object>, options });
    },
    start() {
      starting ??= startQueues();
      return starting;
    },
    async send(queue, data) {
      const definition = queues.get(queue);
      if (!definition) throw new Error(`unknown job queue ${queue}`);
      await this.start();
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`job of queue ${queue} was not queued`);
      if (definition.workerId) boss.notifyWorker(definition.workerId);
      return id;
    },
    async stop(timeoutMs = 10_000) {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ close: false, graceful: true, timeout: timeoutMs });
    },
  };
}
