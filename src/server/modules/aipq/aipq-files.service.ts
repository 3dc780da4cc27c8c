/**
 * Uploads of the AI PDF-quote import (spec/business-records.md §3 "Imports", §4 "Upload and
 * extraction jobs"; docs/decisions/057): the PDF is checked by its magic bytes and size, stored,
 * and recorded 'pending'; a job (aipq-file.run.ts) reads its pages and thumbnails.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { aipqFiles } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { newStorageKey, type FileStorage } from '#server/lib/storage';
import { checkFile, MB } from '#server/lib/uploads';
import { rowId } from '#server/modules/notifications/scope';
import { AIPQ_LIMITS, AIPQ_MESSAGES as M, type TAipqFileStatus } from '#shared/lib/aipq';
import type { TAipqFile } from '#shared/schemas/aipq';
import { aipqThumbnailPath } from './aipq-paths';
import { aipqOwner } from './aipq.policy';

export type AipqFileRow = typeof aipqFiles.$inferSelect;

/** A page as kept in aipq_files.pages: the thumbnail's storage key instead of its URL. */
export interface StoredPage {
  page: number;
  hasText: boolean;
  thumbnailKey: string;
}

/** The stored prefix of uploads and thumbnails. */
export const AIPQ_STORAGE_PREFIX = 'aipq';

const PDF_RULE = { maxMb: AIPQ_LIMITS.fileBytes / MB, accepts: (type: string) => type === 'application/pdf', tooLarge: M.tooLarge, wrongType: M.notAPdf };

/** An upload as the API answers it: pages (sorted by page) with their thumbnail URLs once complete. */
export function toAipqFile(row: AipqFileRow, userId: number): TAipqFile {
  const status = row.status as TAipqFileStatus;
  const pages = status === 'complete' ? [...(row.pages as StoredPage[])].sort((a, b) => a.page - b.page) : [];
  return {
    id: row.id,
    file: row.fileName,
    status,
    message: row.message,
    pageCount: row.pageCount,
    files: pages.map((p) => ({ page: p.page, images: [aipqThumbnailPath(userId, row.id, p.page)], status: 'complete', hasText: p.hasText })),
  };
}

/**
 * POST {u}/aipq/files: stores the first uploaded file, a PDF (by its magic bytes) of at most
 * AIPQ_LIMITS.fileBytes, and records it 'pending'. The caller queues its reading.
 * @throws ForbiddenError without ROLE_AIPQ; ValidationError (field `file`) for no file, a file
 *   that is not a PDF or is too large.
 */
export async function createAipqFile(ctx: ServiceContext, storage: FileStorage, userIdParam: string, file: UploadedFile | undefined): Promise<AipqFileRow> {
  const owner = await aipqOwner(ctx, userIdParam);
  if (!file) throw ValidationError.field('file', M.fileRequired);
  if (file.truncated) throw ValidationError.field('file', M.tooLarge);
  checkFile(file, PDF_RULE);
  const fileKey = newStorageKey('pdf', { prefix: AIPQ_STORAGE_PREFIX });
  await storage.put(fileKey, file.data, { contentType: 'application/pdf' });
  try {
    const [row] = await ctx.db
      .insert(aipqFiles)
      .values({ accountId: owner.accountId, userId: owner.id, fileName: file.filename || 'quote.pdf', fileKey })
      .returning();
    if (!row) throw new Error('aipq file was not recorded');
    return row;
  } catch (error) {
    await storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
}

/** Statuses of an upload whose reading has not ended. */
export const UNFINISHED_FILE = ['pending', 'processing'];

/**
 * An upload not read after this long without a change is given up as failed when read: its job
 * (5 minutes, one retry) has expired, or the process running it was stopped.
 */
export const FILE_STALE_AFTER_MS = 30 * 60_000;

/** The row, failed first ('Unable to import file') when its reading was left unfinished too long. */
async function failIfStale(ctx: ServiceContext, row: AipqFileRow): Promise<AipqFileRow> {
  if (!UNFINISHED_FILE.includes(row.status) || Date.now() - row.updatedAt.getTime() < FILE_STALE_AFTER_MS) return row;
  const [failed] = await ctx.db
    .update(aipqFiles)
    .set({ status: 'failed', message: M.importFailed, updatedAt: sql`now()` })
    .where(and(eq(aipqFiles.id, row.id), inArray(aipqFiles.status, UNFINISHED_FILE), lt(aipqFiles.updatedAt, new Date(Date.now() - FILE_STALE_AFTER_MS))))
    .returning();
  if (failed) return failed;
  const [current] = await ctx.db.select().from(aipqFiles).where(eq(aipqFiles.id, row.id));
  return current ?? row;
}

/** An upload of the account (404 for anyone else's, or an id that cannot be one), failed first when left unread too long. */
export async function requireAipqFile(ctx: ServiceContext, accountId: number, rawId: string | number): Promise<AipqFileRow> {
  const [row] = await ctx.db
    .select()
    .from(aipqFiles)
    .where(and(eq(aipqFiles.id, rowId(rawId)), eq(aipqFiles.accountId, accountId)));
  if (!row) throw new NotFoundError();
  return failIfStale(ctx, row);
}

/** GET {u}/aipq/files/{fileId}: the upload's status and, once complete, its pages. */
export async function getAipqFile(ctx: ServiceContext, userIdParam: string, rawFileId: string): Promise<TAipqFile> {
  const owner = await aipqOwner(ctx, userIdParam);
  return toAipqFile(await requireAipqFile(ctx, owner.accountId, rawFileId), owner.id);
}

/** GET {u}/aipq/files/{fileId}/pages/{page}.png: a page's thumbnail (404 until the file is read, and for anyone else's). */
export async function readAipqThumbnail(ctx: ServiceContext, storage: FileStorage, userIdParam: string, rawFileId: string, rawPage: string): Promise<Buffer> {
  const owner = await aipqOwner(ctx, userIdParam);
  const row = await requireAipqFile(ctx, owner.accountId, rawFileId);
  const page = (row.pages as StoredPage[]).find((p) => String(p.page) === rawPage);
  if (row.status !== 'complete' || !page) throw new NotFoundError();
  return storage.get(page.thumbnailKey);
}
