/**
 * Extractions of the AI PDF-quote import (spec/business-records.md §3 "Imports", §7 "AI PDF-quote
 * import"; docs/decisions/057): started on chosen pages of a read upload with one engine, a quota
 * unit reserved in the same transaction; a job (aipq-extraction.run.ts) runs the engine.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { aipqExtractions } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import type { JobRunner } from '#server/lib/jobs/job-runner';
import { readAccountSettings } from '#server/modules/account-settings/account-settings.service';
import { rowId } from '#server/modules/notifications/scope';
import { AIPQ_ENGINES, AIPQ_MESSAGES as M, type TAipqEngine, type TExtractionStatus } from '#shared/lib/aipq';
import type { TCreateExtraction, TExtraction, TExtractionTable } from '#shared/schemas/aipq';
import type { AipqEngines } from './aipq-engines';
import { requireAipqFile } from './aipq-files.service';
import { aipqExtractionPath } from './aipq-paths';
import { quotaPeriodOf, readQuota, releaseQuota, reserveQuota } from './aipq-quota.service';
import { aipqOwner } from './aipq.policy';

type ExtractionRow = typeof aipqExtractions.$inferSelect;

/** The pg-boss queue of extractions. */
export const AIPQ_EXTRACTION_QUEUE = 'aipq-extractions';

/** What a job of {@link AIPQ_EXTRACTION_QUEUE} carries. */
export interface AipqExtractionJob {
  extractionId: number;
}

/** Statuses of an extraction that has not ended. */
export const UNFINISHED_EXTRACTION = ['queued', 'processing'];

/**
 * An extraction with no change (progress messages are changes) for this long is given up as
 * failed when read: its job has expired and been retried, and no process is running it.
 */
export const EXTRACTION_STALE_AFTER_MS = 40 * 60_000;

function toExtraction(row: ExtractionRow): TExtraction {
  const status = row.status as TExtractionStatus;
  return {
    id: row.id,
    extractionId: row.id,
    name: row.name,
    engine: row.engine as TAipqEngine,
    file: { id: row.fileId },
    pages: row.pages as number[],
    status,
    complete: status === 'complete',
    message: row.message,
    supplier: row.supplier,
    tables: row.tables as TExtractionTable[],
    createdAt: row.createdAt.toISOString(),
  };
}

/** The engine asked for, else the account setting aipq.engine. */
async function engineFor(ctx: ServiceContext, accountId: number, asked: TAipqEngine | undefined): Promise<TAipqEngine> {
  if (asked) return asked;
  const setting = (await readAccountSettings(ctx.db, accountId)).find((s) => s.key === 'aipq.engine');
  const engine = AIPQ_ENGINES.find((e) => e === setting?.effective);
  return engine ?? AIPQ_ENGINES[0];
}

/**
 * The engine asked for (else the account setting), when this server has it configured.
 * @throws UnprocessableError (422) 'This engine is not configured on this server.'
 */
async function availableEngineFor(ctx: ServiceContext, accountId: number, asked: TAipqEngine | undefined, engines: AipqEngines): Promise<TAipqEngine> {
  const engine = await engineFor(ctx, accountId, asked);
  if (!engines.isAvailable(engine)) throw new UnprocessableError(M.engineUnavailable);
  return engine;
}

/** The chosen pages, ascending and once each, all within the file. */
function chosenPages(pages: number[], pageCount: number): number[] {
  const unique = [...new Set(pages)].sort((a, b) => a - b);
  if (unique.some((page) => page > pageCount)) throw ValidationError.field('createExtractionRequest.pages', M.pageOutOfRange);
  return unique;
}

/**
 * Ends an unfinished extraction as failed with `message` and gives its quota unit back, once: the
 * reserved period is cleared in the same transaction. False when it had already ended.
 */
export async function failExtraction(db: Db, extractionId: number, message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(aipqExtractions)
      .where(and(eq(aipqExtractions.id, extractionId), inArray(aipqExtractions.status, UNFINISHED_EXTRACTION)))
      .for('update');
    if (!row) return false;
    await tx
      .update(aipqExtractions)
      .set({ status: 'failed', message, quotaPeriod: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(aipqExtractions.id, extractionId));
    if (row.quotaPeriod) await releaseQuota(tx, row.accountId, row.engine as TAipqEngine, row.quotaPeriod);
    return true;
  });
}

/**
 * POST {u}/aipq/extractions?engine=: checks the engine (default: the account setting aipq.engine),
 * the file and the pages, reserves a quota unit and records the extraction in one transaction,
 * then queues it. Answers the extraction and its status URL.
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for a file not of the account;
 *   ConflictError (409) for a file not read yet; ValidationError for a page not in the file;
 *   UnprocessableError (422) for an engine not configured here or a used-up quota.
 */
export async function createExtraction(
  ctx: ServiceContext,
  deps: { jobs: JobRunner; engines: AipqEngines },
  userIdParam: string,
  askedEngine: TAipqEngine | undefined,
  input: TCreateExtraction,
): Promise<{ extraction: TExtraction; location: string }> {
  const owner = await aipqOwner(ctx, userIdParam);
  const engine = await availableEngineFor(ctx, owner.accountId, askedEngine, deps.engines);
  const file = await requireAipqFile(ctx, owner.accountId, input.createExtractionRequest.file.id);
  if (file.status !== 'complete' || file.pageCount === null) throw new ConflictError(M.fileNotReady);
  const pages = chosenPages(input.createExtractionRequest.pages, file.pageCount);
  const quotaPeriod = quotaPeriodOf();
  const row = await ctx.db.transaction(async (tx) => {
    await reserveQuota(tx, owner.accountId, engine, quotaPeriod);
    const [created] = await tx
      .insert(aipqExtractions)
      .values({ accountId: owner.accountId, userId: owner.id, fileId: file.id, engine, name: input.name, pages, quotaPeriod })
      .returning();
    if (!created) throw new Error('aipq extraction was not recorded');
    return created;
  });
  try {
    await deps.jobs.send<AipqExtractionJob>(AIPQ_EXTRACTION_QUEUE, { extractionId: row.id });
  } catch (error) {
    await failExtraction(ctx.db, row.id, M.extractionFailed);
    throw error;
  }
  return { extraction: toExtraction(row), location: aipqExtractionPath(owner.id, row.id) };
}

/** The row, failed first (its quota given back) when it has been left unfinished too long. */
async function failIfStale(db: Db, row: ExtractionRow): Promise<ExtractionRow> {
  const unfinished = UNFINISHED_EXTRACTION.includes(row.status);
  if (!unfinished || Date.now() - row.updatedAt.getTime() < EXTRACTION_STALE_AFTER_MS) return row;
  await failExtraction(db, row.id, M.extractionFailed);
  const [current] = await db.select().from(aipqExtractions).where(eq(aipqExtractions.id, row.id));
  return current ?? row;
}

/**
 * GET {u}/aipq/extractions/{extractionId}: status, progress message and, once complete, the tables.
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for anyone else's extraction.
 */
export async function getExtraction(ctx: ServiceContext, userIdParam: string, rawId: string): Promise<TExtraction> {
  const owner = await aipqOwner(ctx, userIdParam);
  const [row] = await ctx.db
    .select()
    .from(aipqExtractions)
    .where(and(eq(aipqExtractions.id, rowId(rawId)), eq(aipqExtractions.accountId, owner.accountId)));
  if (!row) throw new NotFoundError();
  return toExtraction(await failIfStale(ctx.db, row));
}

/**
 * GET {u}/aipq/quota?engine= (default: the account setting aipq.engine): this month's limit, used and remaining.
 * @throws ForbiddenError without ROLE_AIPQ; UnprocessableError (422) for an engine not configured here.
 */
export async function getAipqQuota(ctx: ServiceContext, engines: AipqEngines, userIdParam: string, askedEngine: TAipqEngine | undefined) {
  const owner = await aipqOwner(ctx, userIdParam);
  return readQuota(ctx.db, owner.accountId, await availableEngineFor(ctx, owner.accountId, askedEngine, engines));
}
