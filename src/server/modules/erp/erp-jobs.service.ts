/**
 * ERP jobs (docs/decisions/058): every long ERP step is an `erp_jobs` row run by the pg-boss queue
 * 'erp' and polled at GET {u}/erp/jobs/{id}. Each kind registers its run function here
 * ({@link registerErpJobKind}); the runner marks the job running, keeps a heartbeat in
 * `updated_at`, and ends it succeeded with the run's result or failed with the user's message
 * (a gateway failure through mapGatewayError). A job silent for too long reads as failed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { erpJobs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ErpGatewayError, type ErpGateway, type ErpSettings } from '#server/lib/erp-gateway/gateway';
import { HttpError, NotFoundError } from '#server/lib/http/errors';
import type { JobRunner } from '#server/lib/jobs/job-runner';
import { gatewayForAccount, mapGatewayError } from '#server/modules/erp-connection/erp-connection.service';
import { pathUser, rowId } from '#server/modules/notifications/scope';
import { ERP_MESSAGES as M, type TErpJobKind, type TErpJobStatus } from '#shared/lib/erp';
import type { TErpJob } from '#shared/schemas/erp';

/** An erp_jobs row. */
export type ErpJobRow = typeof erpJobs.$inferSelect;

/** The pg-boss queue of every ERP job. */
export const ERP_QUEUE = 'erp';

/** What a job of {@link ERP_QUEUE} carries. */
export interface ErpQueueJob {
  jobId: number;
}

/** What the ERP services need beside the request context: the job runner and the connector settings. */
export interface ErpDeps {
  jobs: JobRunner;
  settings: ErpSettings;
}

/** A service context with the ERP deps (built by the routes). */
export type ErpContext = ServiceContext & { erp: ErpDeps };

/** What a kind's run function gets: the job, the database and a way to reach the job account's gateway. */
export interface ErpJobRun {
  db: Db;
  log: FastifyBaseLogger;
  job: ErpJobRow;
  /** The job account's gateway (422 notConfigured when it has no connection). */
  gateway(): Promise<ErpGateway>;
}

/** Runs one kind of job: answers its result (stored as the job's `result`); a throw fails the job. */
export type ErpJobKindRun = (run: ErpJobRun) => Promise<unknown>;

const registry = new Map<TErpJobKind, ErpJobKindRun>();

/** Registers (or replaces) the run function of a kind of ERP job; modules call it while they register. */
export function registerErpJobKind(kind: TErpJobKind, run: ErpJobKindRun): void {
  registry.set(kind, run);
}

/** Statuses of a job that has not ended. */
const UNFINISHED: TErpJobStatus[] = ['queued', 'running'];

/** How often a running job touches `updated_at`. */
export const ERP_HEARTBEAT_MS = 30_000;

/** A job with no heartbeat for this long has lost its process: it reads as failed. */
export const ERP_JOB_STALE_AFTER_MS = 10 * 60_000;

/** Where a job is polled. */
export function erpJobPath(userId: number | string, jobId: number): string {
  return `/api/v4/user/${userId}/erp/jobs/${jobId}`;
}

/** The API answer of a job row. */
export function toErpJob(row: ErpJobRow): TErpJob {
  return {
    id: row.id,
    kind: row.kind as TErpJobKind,
    status: row.status as TErpJobStatus,
    result: row.result ?? null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Who a job is for and what it is about. */
export interface ErpJobRefs {
  accountId: number;
  userId: number;
  specbookId?: number;
  profileId?: number;
}

/** The specbook a specbook job is about. */
export function specbookOfJob(job: ErpJobRow): { id: number; accountId: number } {
  if (job.specbookId === null) throw new Error(`erp job ${job.id} has no specbook`);
  return { id: job.specbookId, accountId: job.accountId };
}

/** Records a queued job inside the caller's transaction (queue it with {@link queueErpJob} after the commit). */
export async function insertErpJob(tx: Tx | Db, kind: TErpJobKind, refs: ErpJobRefs, input: object): Promise<ErpJobRow> {
  const [row] = await tx.insert(erpJobs).values({ ...refs, kind, input }).returning();
  if (!row) throw new Error('erp job was not recorded');
  return row;
}

/** Ends an unfinished job as failed with `message`; false when it had already ended. */
async function failErpJob(db: Db, jobId: number, message: string): Promise<boolean> {
  const ended = await db
    .update(erpJobs)
    .set({ status: 'failed', message, updatedAt: sql`now()` })
    .where(and(eq(erpJobs.id, jobId), inArray(erpJobs.status, UNFINISHED)))
    .returning({ id: erpJobs.id });
  return ended.length > 0;
}

/** Sends a recorded job to the queue; the job fails (and the error is rethrown) when it cannot be queued. */
export async function queueErpJob(ctx: ErpContext, row: ErpJobRow): Promise<ErpJobRow> {
  try {
    await ctx.erp.jobs.send<ErpQueueJob>(ERP_QUEUE, { jobId: row.id });
  } catch (error) {
    await failErpJob(ctx.db, row.id, M.gatewayFailed);
    throw error;
  }
  return row;
}

/** Records and queues a job of `kind` for `refs` with its `input`. */
export async function createErpJob(ctx: ErpContext, kind: TErpJobKind, refs: ErpJobRefs, input: object): Promise<ErpJobRow> {
  return queueErpJob(ctx, await insertErpJob(ctx.db, kind, refs, input));
}

/** The row, failed first when it has been silent too long (its process died, no retry is running it). */
async function failIfStale(db: Db, row: ErpJobRow): Promise<ErpJobRow> {
  if (!UNFINISHED.includes(row.status as TErpJobStatus) || Date.now() - row.updatedAt.getTime() < ERP_JOB_STALE_AFTER_MS) return row;
  await failErpJob(db, row.id, M.timedOut);
  const [current] = await db.select().from(erpJobs).where(eq(erpJobs.id, row.id));
  return current ?? row;
}

/**
 * GET {u}/erp/jobs/{jobId}: a job of the path user's account.
 * @throws NotFoundError for anyone else's job (or no such job).
 */
export async function getErpJob(ctx: ServiceContext, userIdParam: string, rawJobId: string): Promise<TErpJob> {
  const owner = await pathUser(ctx, userIdParam);
  const [row] = await ctx.db
    .select()
    .from(erpJobs)
    .where(and(eq(erpJobs.id, rowId(rawJobId)), eq(erpJobs.accountId, owner.accountId)));
  if (!row) throw new NotFoundError(M.jobNotFound);
  return toErpJob(await failIfStale(ctx.db, row));
}

/**
 * The latest succeeded job of a kind for a specbook (e.g. the last price check), or null.
 */
export async function latestSucceededJob(db: Db | Tx, accountId: number, specbookId: number, kind: TErpJobKind): Promise<ErpJobRow | null> {
  const [row] = await db
    .select()
    .from(erpJobs)
    .where(and(eq(erpJobs.accountId, accountId), eq(erpJobs.specbookId, specbookId), eq(erpJobs.kind, kind), eq(erpJobs.status, 'succeeded')))
    .orderBy(sql`${erpJobs.id} desc`)
    .limit(1);
  return row ?? null;
}

/** Marks the job running; null when it has ended (a retried job whose work is done). */
async function claimErpJob(db: Db, jobId: number): Promise<ErpJobRow | null> {
  const [row] = await db
    .update(erpJobs)
    .set({ status: 'running', updatedAt: sql`now()` })
    .where(and(eq(erpJobs.id, jobId), inArray(erpJobs.status, UNFINISHED)))
    .returning();
  return row ?? null;
}

/** Touches `updated_at` of a running job every {@link ERP_HEARTBEAT_MS}; answers the stop function. */
function startHeartbeat(db: Db, log: FastifyBaseLogger, jobId: number): () => void {
  const timer = setInterval(() => {
    db.update(erpJobs)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(erpJobs.id, jobId), eq(erpJobs.status, 'running')))
      .catch((err: unknown) => log.warn({ err, jobId }, 'erp job heartbeat not written'));
  }, ERP_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The user's message for a failed run: the gateway's (mapped), an HTTP error's own, else a generic one. */
function failureMessage(error: unknown): string {
  if (error instanceof ErpGatewayError) return mapGatewayError(error);
  if (error instanceof HttpError) return error.message;
  return M.gatewayFailed;
}

/** What the queue's handler needs. */
export interface ErpRunnerDeps {
  db: Db;
  log: FastifyBaseLogger;
  settings: ErpSettings;
}

/**
 * The queue's handler: runs the job's kind and ends it succeeded with the result, or failed with
 * the user's message. Never throws for the job's own failure (no pg-boss retry of a refused call).
 */
export async function runErpJob(deps: ErpRunnerDeps, { jobId }: ErpQueueJob): Promise<void> {
  const job = await claimErpJob(deps.db, jobId);
  if (!job) return;
  const run = registry.get(job.kind as TErpJobKind);
  if (!run) {
    await failErpJob(deps.db, jobId, M.gatewayFailed);
    return;
  }
  const stopHeartbeat = startHeartbeat(deps.db, deps.log, jobId);
  try {
    const result = await run({ db: deps.db, log: deps.log, job, gateway: () => gatewayForAccount(deps.db, job.accountId, deps.settings) });
    await deps.db
      .update(erpJobs)
      .set({ status: 'succeeded', result: result ?? null, message: null, updatedAt: sql`now()` })
      .where(and(eq(erpJobs.id, jobId), inArray(erpJobs.status, UNFINISHED)));
  } catch (error) {
    if (!(error instanceof ErpGatewayError) && !(error instanceof HttpError)) deps.log.error({ err: error, jobId }, 'erp job failed');
    await failErpJob(deps.db, jobId, failureMessage(error));
  } finally {
    stopHeartbeat();
  }
}
