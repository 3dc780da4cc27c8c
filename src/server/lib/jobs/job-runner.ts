/**
 * Background jobs on the application's own PostgreSQL with pg-boss 10 (DESIGN.md "jobs"): jobs
 * survive restarts and run in whichever API process picks them up. pg-boss keeps its tables in
 * its own schema (`pgboss`) and shares the app's connection pool, so it opens no extra connections.
 * Starting it on an installed schema takes a few milliseconds (about 30 ms the first time, when
 * it creates its schema), so the app starts it when it is ready (docs/decisions/035).
 *
 * Several processes (docs/decisions/045): a job whose process died (SIGKILL, power loss) stays
 * active until pg-boss's maintenance, run by one process every `maintenanceIntervalSeconds`,
 * expires it after its queue's `expireInSeconds` and queues its retry for any process. Each
 * attempt runs while its session holds an advisory lock keyed by the job's id, so a retry of a
 * job that is still running (it only overran its expiry) waits for it instead of running beside
 * it; handlers check whether their work is already done, so that retry then does nothing.
 * Scheduled queues (`cron`) use pg-boss's schedules: one job per tick across all processes.
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** Handles the data of one job; a throw fails the pg-boss job (retried up to the queue's limit). */
export type JobHandler<T extends object> = (data: T) => Promise<void>;

/** How one queue's jobs are kept, retried and scheduled. */
export interface QueueOptions {
  /** Extra attempts after a failed or expired one (a crash mid-job expires it); 0 by default. */
  retryLimit?: number;
  /** Seconds a job may run before pg-boss expires it (and retries it, when attempts remain). */
  expireInSeconds?: number;
  /** A cron expression (UTC): pg-boss queues one job per tick, whichever process sees it first. */
  cron?: string;
}

/** The app's job runner: declare queues and handlers, start, send, stop. */
export interface JobRunner {
  /** Declares a queue and its handler (before `start`); each process works one job at a time per queue. */
  define<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /** Starts pg-boss (installing or migrating its schema), creates the queues, schedules and workers; idempotent. */
  start(): Promise<void>;
  /** Queues a job (waits for a start in progress) and wakes this process's worker; answers the job id. */
  send<T extends object>(queue: string, data: T): Promise<string>;
  /** Stops fetching jobs, waiting up to `timeoutMs` for running ones to finish. */
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
  /** How often (at most; one process per interval) expired jobs are failed and retried; 30 by default. */
  maintenanceIntervalSeconds?: number;
  /** Replaces every queue's `expireInSeconds` (JOB_EXPIRE_SECONDS; tests that kill a process mid-job). */
  expireInSeconds?: number;
  /** Replaces every schedule's cron (JOB_SCHEDULE_CRON; tests that watch schedules fire). */
  scheduleCron?: string;
}

interface QueueDefinition {
  handler: JobHandler<object>;
  options: QueueOptions;
  workerId?: string;
}

/**
 * First key of the advisory lock an attempt holds (the second is the hash of the job id); the
 * cluster test finds the process running a job through it (pg_locks.classid).
 */
export const JOB_LOCK_CLASS = 4515;

/**
 * Runs `work` while a session of `pool` holds the advisory lock (JOB_LOCK_CLASS, hashtext(`name`)),
 * waiting for it: `name` is a job's id, or {@link SETUP_LOCK} for installing pg-boss and its queues.
 */
async function underLock(pool: pg.Pool, name: string, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [JOB_LOCK_CLASS, name]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, name]);
    }
  } finally {
    client.release();
  }
}

/**
 * The lock name of setting pg-boss up: processes starting together on an empty database would
 * otherwise all see pg-boss uninstalled and all install it (the losers fail with "already exists").
 */
const SETUP_LOCK = 'pg-boss setup';

/** Creates the job runner (nothing runs until `start`). */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const queues = new Map<string, QueueDefinition>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  const startQueues = async () => {
    const scheduled = [...queues.values()].some((q) => q.options.cron);
    const started = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => opts.pool.query(text, values) },
      schema: opts.schema ?? 'pgboss',
      // The timekeeper (cron) runs only when some queue is scheduled; maintenance always does.
      schedule: scheduled,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
    });
    started.on('error', opts.onError);
    boss = started;
    await underLock(opts.pool, SETUP_LOCK, async () => {
      await started.start();
      for (const [name, queue] of queues) {
        const options = { name, retryLimit: queue.options.retryLimit ?? 0, expireInSeconds: opts.expireInSeconds ?? queue.options.expireInSeconds ?? 15 * 60 };
        // createQueue leaves an existing queue as it was: updateQueue applies today's settings.
        await started.createQueue(name, options);
        await started.updateQueue(name, options);
        if (queue.options.cron) await started.schedule(name, opts.scheduleCron ?? queue.options.cron, {}, { tz: 'UTC' });
      }
    });
    for (const [name, queue] of queues) {
      queue.workerId = await started.work<object>(name, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) await underLock(opts.pool, job.id, () => queue.handler(job.data));
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
      const id = await boss!.send(queue, data);
      if (!id) throw new Error(`job of queue ${queue} was not queued`);
      if (definition.workerId) boss!.notifyWorker(definition.workerId);
      return id;
    },
    async stop(timeoutMs = 10_000) {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss?.stop({ close: false, graceful: true, timeout: timeoutMs });
    },
  };
}
