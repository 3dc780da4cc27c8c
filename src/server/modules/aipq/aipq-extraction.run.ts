/**
 * The job that runs an extraction (docs/decisions/057): the engine reads the chosen pages of the
 * stored PDF, its progress is written to the extraction's `message` as it goes, and the
 * extraction ends 'complete' with its tables and supplier, or 'failed' with the engine's message
 * (AIPQ_MESSAGES.extractionFailed for anything unforeseen) and its quota unit given back once.
 * A retried job (its process died mid-way) runs the engine again; an ended extraction is left as it is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { aipqExtractions, aipqFiles } from '#server/db/schema/index';
import { ExtractionError, type ExtractionResult } from '#server/lib/extraction/engine';
import { AIPQ_MESSAGES as M, type TAipqEngine } from '#shared/lib/aipq';
import type { AipqEngines } from './aipq-engines';
import { failExtraction, UNFINISHED_EXTRACTION, type AipqExtractionJob } from './aipq-extractions.service';
import type { AipqJobDeps } from './aipq-file.run';

/** What the extraction job needs: the app's parts and the engines. */
export interface AipqExtractionDeps extends AipqJobDeps {
  engines: AipqEngines;
}

type ExtractionRow = typeof aipqExtractions.$inferSelect;

/** Marks the extraction processing; null when it has ended (a retried job). */
async function claimExtraction(db: Db, extractionId: number): Promise<ExtractionRow | null> {
  const [row] = await db
    .update(aipqExtractions)
    .set({ status: 'processing', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(aipqExtractions.id, extractionId), inArray(aipqExtractions.status, UNFINISHED_EXTRACTION)))
    .returning();
  return row ?? null;
}

/** Writes progress messages in order while the extraction is processing; `settled` waits for the last. */
function progressWriter(deps: AipqJobDeps, extractionId: number): { write: (message: string) => void; settled: () => Promise<void> } {
  let chain = Promise.resolve();
  const store = async (message: string) => {
    await deps.db
      .update(aipqExtractions)
      .set({ message, updatedAt: sql`now()` })
      .where(and(eq(aipqExtractions.id, extractionId), eq(aipqExtractions.status, 'processing')));
  };
  return {
    write: (message) => {
      chain = chain.then(() => store(message)).catch((err: unknown) => deps.log.warn({ err, extractionId }, 'aipq progress not written'));
    },
    settled: () => chain,
  };
}

/** Runs the engine on the stored file; a result without tables is a failure (noTables). */
async function extract(deps: AipqExtractionDeps, row: ExtractionRow, onProgress: (message: string) => void): Promise<ExtractionResult> {
  const [file] = await deps.db.select({ fileKey: aipqFiles.fileKey }).from(aipqFiles).where(eq(aipqFiles.id, row.fileId));
  if (!file) throw new ExtractionError(M.notAPdf);
  const pdf = await deps.storage.get(file.fileKey);
  const result = await deps.engines.extract(row.engine as TAipqEngine, { pdf, pages: row.pages as number[], onProgress });
  if (result.tables.length === 0) throw new ExtractionError(M.noTables);
  return result;
}

/** Ends a processing extraction complete with its tables (nothing when another attempt ended it). */
async function completeExtraction(db: Db, extractionId: number, result: ExtractionResult): Promise<void> {
  await db
    .update(aipqExtractions)
    .set({
      status: 'complete',
      message: result.notes.length > 0 ? result.notes.join(' ') : null,
      tables: result.tables,
      supplier: result.supplier,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(aipqExtractions.id, extractionId), inArray(aipqExtractions.status, UNFINISHED_EXTRACTION)));
}

/** The job's work for one extraction: never throws for an engine's failure (the extraction fails with its message). */
export async function runAipqExtraction(deps: AipqExtractionDeps, { extractionId }: AipqExtractionJob): Promise<void> {
  const row = await claimExtraction(deps.db, extractionId);
  if (!row) return;
  const progress = progressWriter(deps, extractionId);
  let result: ExtractionResult;
  try {
    result = await extract(deps, row, progress.write);
  } catch (error) {
    await progress.settled();
    if (!(error instanceof ExtractionError)) deps.log.error({ err: error, extractionId }, 'aipq extraction failed');
    await failExtraction(deps.db, extractionId, error instanceof ExtractionError ? error.message : M.extractionFailed);
    return;
  }
  await progress.settled();
  await completeExtraction(deps.db, extractionId, result);
}
