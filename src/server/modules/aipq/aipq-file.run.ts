/**
 * The job that reads an uploaded PDF (docs/decisions/057): page count, whether each page has a
 * text layer, and a thumbnail PNG per page (AIPQ_LIMITS.thumbnailWidth wide) stored beside it.
 * The file ends 'complete' with its pages, or 'failed' with the reason (encrypted, not a PDF, no
 * pages; 'Unable to import file' for anything unforeseen, logged). A retried job (its process died mid-way) reads the file again; an ended file is left as it is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { aipqFiles } from '#server/db/schema/index';
import { ExtractionError } from '#server/lib/extraction/engine';
import { newStorageKey, type FileStorage } from '#server/lib/storage';
import { removeStored } from '#server/lib/uploads';
import { AIPQ_LIMITS, AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import { AIPQ_STORAGE_PREFIX, UNFINISHED_FILE as UNFINISHED, type AipqFileRow, type StoredPage } from './aipq-files.service';
import { readQuotePages } from './pdf-pages';

/** What the aipq jobs need from the app. */
export interface AipqJobDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** What a job of the file queue carries. */
export interface AipqFileJob {
  fileId: number;
}

/** Marks the file processing; null when it has ended (a retried job). */
async function claimFile(db: Db, fileId: number): Promise<AipqFileRow | null> {
  const [row] = await db
    .update(aipqFiles)
    .set({ status: 'processing', updatedAt: sql`now()` })
    .where(and(eq(aipqFiles.id, fileId), inArray(aipqFiles.status, UNFINISHED)))
    .returning();
  return row ?? null;
}

/** Ends the file; false when another attempt already had. */
async function finishFile(db: Db, fileId: number, values: Partial<typeof aipqFiles.$inferInsert>): Promise<boolean> {
  const ended = await db
    .update(aipqFiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(aipqFiles.id, fileId), inArray(aipqFiles.status, UNFINISHED)))
    .returning({ id: aipqFiles.id });
  return ended.length > 0;
}

/** Reads the pages and stores their thumbnails; answers the pages, or throws with the stored thumbnails removed. */
async function readAndStorePages(deps: AipqJobDeps, bytes: Uint8Array): Promise<StoredPage[]> {
  const pages: StoredPage[] = [];
  try {
    await readQuotePages(bytes, AIPQ_LIMITS.thumbnailWidth, async ({ page, hasText, thumbnail }) => {
      const thumbnailKey = newStorageKey('png', { prefix: AIPQ_STORAGE_PREFIX });
      await deps.storage.put(thumbnailKey, thumbnail, { contentType: 'image/png' });
      pages.push({ page, hasText, thumbnailKey });
    });
    return pages;
  } catch (error) {
    await removeStored(deps.storage, pages.map((p) => p.thumbnailKey));
    throw error;
  }
}

/** The job's work for one file: never throws for a file it cannot read (the file fails with the reason). */
export async function runAipqFile(deps: AipqJobDeps, { fileId }: AipqFileJob): Promise<void> {
  const row = await claimFile(deps.db, fileId);
  if (!row) return;
  let pages: StoredPage[];
  try {
    pages = await readAndStorePages(deps, await deps.storage.get(row.fileKey));
  } catch (error) {
    if (!(error instanceof ExtractionError)) deps.log.error({ err: error, fileId }, 'reading an aipq file failed');
    const message = error instanceof ExtractionError ? error.message : M.importFailed;
    await finishFile(deps.db, fileId, { status: 'failed', message });
    return;
  }
  const recorded = await finishFile(deps.db, fileId, { status: 'complete', message: null, pageCount: pages.length, pages });
  if (!recorded) await removeStored(deps.storage, pages.map((p) => p.thumbnailKey));
}
