/**
 * PDF jobs (spec/client-view-and-downloads.md §3 "PDF job", §4.5, §7; docs/decisions/035):
 * createPdf records a job and queues it, the worker builds the document with the registered
 * builder and stores the file, fetchPdf answers the status and, once completed, the file's URL.
 */
import type { Readable } from 'node:stream';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { pdfJobs } from '#server/db/schema/index';
import type { AuthUser, ServiceContext, Viewer } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { zodIssuesToErrors } from '#server/lib/http/zod-issues';
import type { JobRunner } from '#server/lib/jobs/job-runner';
import { newStorageKey, type FileStorage } from '#server/lib/storage';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { PDF_JOB_MESSAGES as M } from '#shared/lib/pdf-job-messages';
import type { TPdfJob, TPdfJobCreate, TPdfJobStatus } from '#shared/schemas/pdf-job';
import { pdfBuilderOf, type RegisteredPdfBuilder } from './pdf-builders';

/** The pg-boss queue of PDF jobs. */
export const PDF_QUEUE = 'pdf-jobs';

/** What a pg-boss job of {@link PDF_QUEUE} carries. */
export interface PdfQueueData {
  pdfJobId: number;
}

/** Who asked for a PDF: the worker builds it in this context. */
export interface PdfJobActor {
  user: AuthUser;
  viewer?: Viewer;
}

type PdfJobRow = typeof pdfJobs.$inferSelect;

const MAX_ID = 2_147_483_647;

/**
 * A job not ended this long after its last change is given up as failed when it is read: its
 * pg-boss job expires after 2 minutes and is retried twice (by any process, docs/decisions/045),
 * so by now no process is building it (say, three crashes in a row). Without this the client
 * would poll for ever.
 */
export const PDF_JOB_STALE_AFTER_MS = 15 * 60_000;

/** The job's fetchPdf path (the `Location` of a 202 that answers a job). */
export function pdfJobPath(userId: number, id: number): string {
  return `/api/v4/user/${userId}/pdf/${id}`;
}

/** The file's authenticated download path. */
function fileUrl(userId: number, id: number): string {
  return `${pdfJobPath(userId, id)}/file`;
}

function toPdfJob(row: PdfJobRow, userId: number): TPdfJob {
  const status = row.status as TPdfJobStatus;
  return {
    id: row.id,
    status,
    type: row.type,
    specbookId: row.specbookId,
    url: status === 'completed' && row.storageKey ? fileUrl(userId, row.id) : null,
    fileName: status === 'completed' ? row.fileName : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The builder's options, validated by its schema (400 with the fields at fault), and whether viewers may ask for it. */
function builderOptions(input: TPdfJobCreate): { options: unknown; viewers: boolean; check: RegisteredPdfBuilder['check'] } {
  const builder = pdfBuilderOf(input.type);
  if (!builder) throw ValidationError.field('type', M.unknownType(input.type));
  const raw = input.options ?? {};
  if (!builder.options) return { options: raw, viewers: builder.viewers, check: builder.check };
  const parsed = builder.options.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationError(zodIssuesToErrors(parsed.error.issues.map((issue) => ({ ...issue, path: ['options', ...issue.path] }))));
  }
  return { options: parsed.data, viewers: builder.viewers, check: builder.check };
}

/**
 * createPdf: checks the type and its options (400; 403 for options the caller's flags do not allow), the specbook (404 for another account's, and
 * for a token viewer any specbook but theirs), records the job and queues it.
 */
export async function createPdfJob(ctx: ServiceContext, jobs: JobRunner, input: TPdfJobCreate): Promise<TPdfJob> {
  const { options, viewers, check } = builderOptions(input);
  check?.(ctx.user, options);
  if (ctx.viewer && (!viewers || ctx.viewer.specbookId !== input.specbookId)) throw new NotFoundError();
  const specbook = await requireSpecbook(ctx, input.specbookId);
  const actor: PdfJobActor = ctx.viewer ? { user: ctx.user, viewer: ctx.viewer } : { user: ctx.user };
  const [row] = await ctx.db
    .insert(pdfJobs)
    .values({ accountId: specbook.accountId, userId: ctx.user.id, specbookId: specbook.id, type: input.type, options, actor })
    .returning();
  if (!row) throw new Error('pdf job was not recorded');
  try {
    await jobs.send<PdfQueueData>(PDF_QUEUE, { pdfJobId: row.id });
  } catch (err) {
    await finishJob(ctx.db, row.id, { status: 'failed', error: `not queued: ${String(err)}` });
    throw err;
  }
  return toPdfJob(row, ctx.user.id);
}

/**
 * The jobs a caller may see: their account's (any for a platform admin); a token viewer only
 * the ones a viewer session of the same kind, member and specbook asked for.
 */
function visibleTo(ctx: ServiceContext, id: number): SQL {
  const conditions: SQL[] = [eq(pdfJobs.id, id)];
  if (!ctx.user.isPlatformAdmin) conditions.push(eq(pdfJobs.accountId, ctx.user.accountId));
  if (ctx.viewer) {
    const { kind, specbookId, memberId } = ctx.viewer;
    conditions.push(eq(pdfJobs.specbookId, specbookId));
    conditions.push(sql`${pdfJobs.actor} -> 'viewer' @> ${JSON.stringify({ kind, specbookId, memberId })}::jsonb`);
  }
  const where = and(...conditions);
  if (!where) throw new NotFoundError();
  return where;
}

async function requirePdfJob(ctx: ServiceContext, id: number): Promise<PdfJobRow> {
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new NotFoundError();
  const [row] = await ctx.db.select().from(pdfJobs).where(visibleTo(ctx, id));
  if (!row) throw new NotFoundError();
  return row;
}

/** The row, failed first when it has been left unfinished too long ({@link PDF_JOB_STALE_AFTER_MS}). */
async function failIfStale(db: Db, row: PdfJobRow): Promise<PdfJobRow> {
  const unfinished = row.status === 'created' || row.status === 'active';
  if (!unfinished || Date.now() - row.updatedAt.getTime() < PDF_JOB_STALE_AFTER_MS) return row;
  await finishJob(db, row.id, { status: 'failed', error: 'abandoned: no worker finished it' });
  const [current] = await db.select().from(pdfJobs).where(eq(pdfJobs.id, row.id));
  return current ?? row;
}

/** fetchPdf: the job's status, and its file's URL once completed (404 for anyone else's job). */
export async function getPdfJob(ctx: ServiceContext, id: number): Promise<TPdfJob> {
  return toPdfJob(await failIfStale(ctx.db, await requirePdfJob(ctx, id)), ctx.user.id);
}

/** The finished file of a completed job, to stream (404 until then). */
export async function openPdfJobFile(ctx: ServiceContext, storage: FileStorage, id: number): Promise<{ stream: Readable; fileName: string }> {
  const row = await requirePdfJob(ctx, id);
  if (row.status !== 'completed' || !row.storageKey) throw new NotFoundError();
  return { stream: await storage.getStream(row.storageKey), fileName: row.fileName ?? `${row.type}.pdf` };
}

type JobEnd = { status: 'completed'; storageKey: string; fileName: string } | { status: 'failed'; error: string };

/** Moves an active (or just created) job to its end state; false when it had already ended. */
async function finishJob(db: Db, id: number, end: JobEnd): Promise<boolean> {
  const now = new Date();
  const ended = await db
    .update(pdfJobs)
    .set({ ...end, completedAt: now, updatedAt: now })
    .where(and(eq(pdfJobs.id, id), inArray(pdfJobs.status, ['created', 'active'])))
    .returning({ id: pdfJobs.id });
  return ended.length > 0;
}

/** Marks the job active; null when it has already ended (a retried pg-boss job). */
async function claimJob(db: Db, id: number): Promise<PdfJobRow | null> {
  const now = new Date();
  const [row] = await db
    .update(pdfJobs)
    .set({ status: 'active', startedAt: now, updatedAt: now })
    .where(and(eq(pdfJobs.id, id), inArray(pdfJobs.status, ['created', 'active'])))
    .returning();
  return row ?? null;
}

/** What the worker needs from the app. */
export interface PdfWorkerDeps {
  db: Db;
  storage: FileStorage;
  log: ServiceContext['log'];
}

/** Builds the document and stores it; answers the end state. A stored file never outlives a failed job. */
async function buildAndStore(deps: PdfWorkerDeps, row: PdfJobRow): Promise<JobEnd> {
  const builder = pdfBuilderOf(row.type);
  if (!builder) return { status: 'failed', error: `no builder for type ${row.type}` };
  const actor = row.actor as PdfJobActor;
  const ctx: ServiceContext = actor.viewer ? { db: deps.db, user: actor.user, log: deps.log, viewer: actor.viewer } : { db: deps.db, user: actor.user, log: deps.log };
  try {
    const { pdf, fileName } = await builder.build(ctx, deps.storage, row.specbookId, row.options);
    const storageKey = newStorageKey('pdf', { prefix: 'pdf-jobs' });
    await deps.storage.put(storageKey, pdf, { contentType: 'application/pdf' });
    return { status: 'completed', storageKey, fileName };
  } catch (err) {
    deps.log.warn({ err, pdfJobId: row.id, type: row.type }, 'pdf job failed');
    return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The worker of {@link PDF_QUEUE}: claims the job, builds, stores, and marks it completed or
 * failed. A builder's throw fails the job (no retry: it would throw again); a crash mid-build
 * leaves the pg-boss job to expire and be retried, by another process if need be, which builds it
 * again. Attempts of one job never overlap (the job runner's lock), and an attempt finding the job
 * ended does nothing, so a job completes once.
 */
export async function runPdfJob(deps: PdfWorkerDeps, data: PdfQueueData): Promise<void> {
  const row = await claimJob(deps.db, data.pdfJobId);
  if (!row) return;
  const end = await buildAndStore(deps, row);
  const recorded = await finishJob(deps.db, row.id, end).catch(async (err: unknown) => {
    if (end.status === 'completed') await deps.storage.delete(end.storageKey).catch(() => undefined);
    throw err;
  });
  if (!recorded && end.status === 'completed') await deps.storage.delete(end.storageKey);
  if (recorded) deps.log.info({ pdfJobId: row.id, status: end.status }, 'pdf job ended');
}
