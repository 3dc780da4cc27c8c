/**
 * Documents of catalogue specs (spec sheet, installation, …). A user sees the documents of the
 * specs they may see: for a global spec the platform's own documents plus their account's; for
 * their account's spec all of its documents. Documents a user adds to a global spec belong to
 * their account (account_id on the row) and are seen by nobody else (docs/decisions/017).
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { specDocuments, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError, NotFoundError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import type { FileStorage } from '#server/lib/storage';
import { SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import type { TDocumentFields, TSpecDocument } from '#shared/schemas/create-spec';
import { catalogueOwner } from '#server/modules/manufacturers/manufacturers.service';
import { removeStored } from '#server/lib/uploads';
import { cachePdfImage, forgetPdfImage } from '#server/lib/pdf/index';
import { checkUpload, documentDownloadUrl, publicImageUrl, storedKeys, storeUpload, THUMBNAIL_TYPE } from './spec-files';

/** A spec_documents row. */
export type SpecDocumentRow = typeof specDocuments.$inferSelect;

const MAX_ID = 2_147_483_647;

function validId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}

/** The spec if the caller may see it (global or their account's); 404 otherwise. */
export async function visibleSpec(ctx: ServiceContext, specId: number): Promise<typeof specs.$inferSelect> {
  if (!validId(specId)) throw new NotFoundError();
  const [spec] = await ctx.db
    .select()
    .from(specs)
    .where(and(eq(specs.id, specId), or(isNull(specs.accountId), eq(specs.accountId, ctx.user.accountId))));
  if (!spec) throw new NotFoundError();
  return spec;
}

/** Documents of a spec the caller sees: the platform's and their account's. */
function visibleDocuments(accountId: number) {
  return or(isNull(specDocuments.accountId), eq(specDocuments.accountId, accountId));
}

/** GET {u}/specs/{specId}/documents: by type, then oldest first. */
export async function listDocuments(ctx: ServiceContext, specId: number): Promise<SpecDocumentRow[]> {
  await visibleSpec(ctx, specId);
  return ctx.db
    .select()
    .from(specDocuments)
    .where(and(eq(specDocuments.specId, specId), visibleDocuments(ctx.user.accountId)))
    .orderBy(asc(specDocuments.type), asc(specDocuments.id));
}

/** One document of a spec the caller sees; 404 for anything else. */
export async function getDocument(ctx: ServiceContext, specId: number, documentId: number): Promise<SpecDocumentRow> {
  await visibleSpec(ctx, specId);
  if (!validId(documentId)) throw new NotFoundError();
  const [row] = await ctx.db
    .select()
    .from(specDocuments)
    .where(and(eq(specDocuments.id, documentId), eq(specDocuments.specId, specId), visibleDocuments(ctx.user.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * POST {u}/specs/{specId}/documents: checks the file by content (images for type 1, PDF for the
 * rest), stores it and adds the row owned by the caller's account. An image added to the
 * account's own spec becomes its image, and its PDF-ready copy is made now so that the first
 * document printing it does not convert it (docs/decisions/032).
 */
export async function addDocument(
  ctx: ServiceContext,
  storage: FileStorage,
  specId: number,
  fields: TDocumentFields,
  file: UploadedFile,
): Promise<SpecDocumentRow> {
  const spec = await visibleSpec(ctx, specId);
  const isImage = fields.documentTypeId === SPEC_DOCUMENT_TYPES.image;
  const type = await checkUpload(file, isImage ? 'image' : 'pdf');
  const stored = await storeUpload(storage, file, type);
  const owner = catalogueOwner(ctx);
  const becomesImage = isImage && spec.accountId === owner.accountId;
  let row: SpecDocumentRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(specDocuments)
        .values({ specId, accountId: owner.accountId, type: fields.documentTypeId, name: fields.documentName, path: stored.key, thumbnailPath: stored.thumbnailKey, contentType: stored.contentType, size: stored.size })
        .returning();
      if (becomesImage) {
        await tx.update(specs).set({ imageName: publicImageUrl(inserted!.id, stored.key), updatedAt: new Date() }).where(eq(specs.id, specId));
      }
      return inserted!;
    });
  } catch (error) {
    await removeStored(storage, storedKeys([stored]));
    throw error;
  }
  if (becomesImage) await cachePdfImage(storage, publicImageUrl(row.id, stored.key), file.data);
  return row;
}

/**
 * DELETE {u}/specs/{specId}/documents/{documentId}: removes one of the account's documents and
 * its file (and an image's PDF-ready copy). The platform's documents of a global spec are read-only (403; a platform admin may);
 * another account's answer 404.
 */
export async function deleteDocument(ctx: ServiceContext, storage: FileStorage, specId: number, documentId: number): Promise<void> {
  const row = await getDocument(ctx, specId, documentId);
  if (row.accountId === null && !ctx.user.isPlatformAdmin) throw new ForbiddenError('Documents of global specs cannot be removed.');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(specDocuments).where(eq(specDocuments.id, row.id));
    await tx
      .update(specs)
      .set({ imageName: null, updatedAt: new Date() })
      .where(and(eq(specs.id, specId), eq(specs.imageName, publicImageUrl(row.id, row.path))));
  });
  await removeStored(storage, row.thumbnailPath ? [row.path, row.thumbnailPath] : [row.path]);
  if (row.type === SPEC_DOCUMENT_TYPES.image) await forgetPdfImage(storage, publicImageUrl(row.id, row.path));
}

/** A publicly served image file: its storage key and type. */
export interface PublicImageFile {
  key: string;
  contentType: string;
}

/**
 * The image (or its thumbnail) behind a public image URL (`/api/files/spec-documents/{id}/{name}`):
 * only images, and only when the name is the stored key's own unguessable name. `thumbnail` asks
 * for the original's 100×100 thumbnail (the original itself when it has none).
 */
export async function publicImage(db: Db, documentId: number, fileName: string, { thumbnail = false } = {}): Promise<PublicImageFile | null> {
  if (!validId(documentId)) return null;
  const [row] = await db
    .select()
    .from(specDocuments)
    .where(and(eq(specDocuments.id, documentId), eq(specDocuments.type, SPEC_DOCUMENT_TYPES.image)));
  if (!row) return null;
  const nameOf = (key: string | null) => key?.split('/').at(-1);
  const thumbnailFile = row.thumbnailPath ? { key: row.thumbnailPath, contentType: THUMBNAIL_TYPE } : null;
  if (nameOf(row.path) === fileName) return (thumbnail && thumbnailFile) || { key: row.path, contentType: row.contentType };
  if (thumbnailFile && nameOf(row.thumbnailPath) === fileName) return thumbnailFile;
  return null;
}

/** The API shape of a document. Images have a public URL; other documents an authenticated download. */
export function toSpecDocument(row: SpecDocumentRow, userId: number): TSpecDocument {
  const url = row.type === SPEC_DOCUMENT_TYPES.image ? publicImageUrl(row.id, row.path) : documentDownloadUrl(userId, row.specId, row.id);
  return {
    id: row.id,
    specID: row.specId,
    type: row.type,
    documentTypeId: row.type,
    name: row.name,
    path: row.path,
    docPath: row.path,
    url,
    docUrl: url,
    thumbnailUrl: row.thumbnailPath ? publicImageUrl(row.id, row.thumbnailPath) : null,
    contentType: row.contentType,
    size: row.size,
    global: row.accountId === null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
