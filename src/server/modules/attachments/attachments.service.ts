/**
 * Documents attached to a specbook (spec/business-records.md §3 "Attachment", §7; decision 059):
 * uploaded by the seller (checked by content, size-limited, stored under a generated key), renamed,
 * shown to e-Specbook members when marked visibleToClients, opened through signed links.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { attachments } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { HttpError, NotFoundError, ValidationError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { FileNotFoundError, newStorageKey, type FileStorage } from '#server/lib/storage';
import { checkDocument } from '#server/lib/storage/document-type';
import { removeStored } from '#server/lib/uploads';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES as M, ATTACHMENT_NAME_MAX } from '#shared/lib/attachment-messages';
import type { TAttachment, TAttachmentType, TAttachmentUpdate } from '#shared/schemas/attachment';
import { attachmentPath, signAttachmentToken, verifyAttachmentToken } from './attachment-links';

type AttachmentRow = typeof attachments.$inferSelect;

/** Where the attachment routes get what they need beyond the context. */
export interface AttachmentDeps {
  storage: FileStorage;
  signingKey: Uint8Array;
}

async function toAttachment(row: AttachmentRow, signingKey: Uint8Array): Promise<TAttachment> {
  const token = encodeURIComponent(await signAttachmentToken(signingKey, row.id, row.accountId));
  return {
    id: row.id,
    specbookId: row.specbookId,
    type: row.type as TAttachmentType,
    size: row.size,
    extension: row.extension,
    mimeType: row.mimeType,
    fileName: row.fileName,
    filename: row.fileName,
    visibleToClients: row.visibleToClients,
    links: { view: `${attachmentPath(row.id, 'view')}?token=${token}`, download: `${attachmentPath(row.id, 'download')}?token=${token}` },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The extension of a file name, lower-cased ('' when it has none). */
function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The kind shown beside an attachment, from its extension. */
function typeOf(ext: string): TAttachmentType {
  const entry = Object.entries(ATTACHMENT_EXTENSIONS).find(([, exts]) => (exts as readonly string[]).includes(ext));
  return (entry?.[0] as TAttachmentType | undefined) ?? 'other';
}

/** A name for display and saving: no control characters or slashes, at most the limit, ending in `.ext`. */
function cleanName(name: string, ext: string): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 || ch === '\x7f' || ch === '/' || ch === '\\' ? ' ' : ch)).join('');
  const base = printable.replace(/\s+/g, ' ').trim() || 'attachment';
  const named = extensionOf(base) === ext ? base : `${base}.${ext}`;
  return named.length <= ATTACHMENT_NAME_MAX ? named : `${named.slice(0, ATTACHMENT_NAME_MAX - ext.length - 1)}.${ext}`;
}

/** The attachment of `specbookId` in `accountId`, or 404. */
async function attachmentRow(db: Db, accountId: number, specbookId: number, attachmentId: string | number): Promise<AttachmentRow> {
  const id = Number(attachmentId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new NotFoundError();
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.specbookId, specbookId), eq(attachments.accountId, accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * GET {u}/specbook/{id}/attachments: the specbook's attachments, oldest first. An e-Specbook member
 * sees those marked visibleToClients; a QR viewer (anyone holding a printed label) sees none.
 */
export async function listAttachments(ctx: ServiceContext, deps: AttachmentDeps, specbookId: number): Promise<TAttachment[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  if (ctx.viewer?.kind === 'qr') return [];
  const rows = await ctx.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.specbookId, specbook.id), eq(attachments.accountId, specbook.accountId), ctx.viewer ? eq(attachments.visibleToClients, true) : undefined))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return Promise.all(rows.map((row) => toAttachment(row, deps.signingKey)));
}

/** The checked file and its MIME type, or the reason it is refused (413 too large, 400 otherwise). */
function checkUpload(file: UploadedFile | undefined): { file: UploadedFile; ext: string; mimeType: string } {
  if (!file) throw ValidationError.field('file', M.fileRequired);
  if (file.truncated || file.data.length > ATTACHMENT_MAX_BYTES) throw new HttpError(413, M.tooLarge, [{ field: 'file', message: M.tooLarge }]);
  const ext = extensionOf(file.filename);
  const check = checkDocument(file.data, ext);
  if (!check.ok) throw ValidationError.field('file', M[check.reason]);
  return { file, ext, mimeType: check.mimeType };
}

/**
 * POST {u}/specbook/{id}/attachments: stores the uploaded file (multipart field `file`; optional
 * field `visibleToClients` 'true'|'false', default true) and answers the new attachment.
 */
export async function uploadAttachment(
  ctx: ServiceContext,
  deps: AttachmentDeps,
  specbookId: number,
  input: { file: UploadedFile | undefined; visibleToClients?: string },
): Promise<TAttachment> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const { file, ext, mimeType } = checkUpload(input.file);
  const key = newStorageKey(ext, { prefix: 'attachments' });
  await deps.storage.put(key, file.data, { contentType: mimeType });
  try {
    const [row] = await ctx.db
      .insert(attachments)
      .values({
        accountId: specbook.accountId,
        specbookId: specbook.id,
        userId: ctx.user.id,
        fileName: cleanName(file.filename, ext),
        extension: ext,
        mimeType,
        size: file.data.length,
        type: typeOf(ext),
        storageKey: key,
        visibleToClients: input.visibleToClients !== 'false',
      })
      .returning();
    return toAttachment(row!, deps.signingKey);
  } catch (error) {
    await removeStored(deps.storage, [key]);
    throw error;
  }
}

/** PATCH {u}/specbook/{id}/attachments/{attachmentId}: rename (the extension is kept) and/or set visibleToClients. */
export async function updateAttachment(
  ctx: ServiceContext,
  deps: AttachmentDeps,
  specbookId: number,
  attachmentId: string,
  input: TAttachmentUpdate,
): Promise<TAttachment> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const row = await attachmentRow(ctx.db, specbook.accountId, specbook.id, attachmentId);
  const name = input.fileName ?? input.filename;
  const [saved] = await ctx.db
    .update(attachments)
    .set({
      ...(name !== undefined ? { fileName: cleanName(name, row.extension) } : {}),
      ...(input.visibleToClients !== undefined ? { visibleToClients: input.visibleToClients } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(attachments.id, row.id))
    .returning();
  return toAttachment(saved!, deps.signingKey);
}

/** DELETE {u}/specbook/{id}/attachments/{attachmentId}: removes the attachment and its stored file. */
export async function deleteAttachment(ctx: ServiceContext, deps: AttachmentDeps, specbookId: number, attachmentId: string): Promise<{ id: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const row = await attachmentRow(ctx.db, specbook.accountId, specbook.id, attachmentId);
  await ctx.db.delete(attachments).where(eq(attachments.id, row.id));
  await removeStored(deps.storage, [row.storageKey]);
  return { id: row.id };
}

/** What GET /api/v4/attachments/{id}/view|download streams. */
export interface AttachmentFile {
  fileName: string;
  mimeType: string;
  size: number;
  body: NodeJS.ReadableStream;
}

/**
 * GET /api/v4/attachments/{attachmentId}/view|download?token=: the stored file for a valid link.
 * @throws UnauthorizedError for a bad or expired link or one of another attachment; NotFoundError
 *   when the attachment was removed since.
 */
export async function openAttachment(db: Db, deps: AttachmentDeps, attachmentId: string, token: string | undefined): Promise<AttachmentFile> {
  const link = await verifyAttachmentToken(deps.signingKey, attachmentId, token);
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, link.attachmentId), eq(attachments.accountId, link.accountId)));
  if (!row) throw new NotFoundError();
  try {
    return { fileName: row.fileName, mimeType: row.mimeType, size: row.size, body: await deps.storage.getStream(row.storageKey) };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new NotFoundError();
    throw error;
  }
}
