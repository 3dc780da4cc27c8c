/**
 * Create Spec (spec §2, §5, §7 "Create spec"): one of the account's own catalogue specs with its
 * image and documents, and optionally a new manufacturer, written in one transaction.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { manufacturers, specDocuments, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ValidationError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { sanitizeRichText } from '#server/lib/sanitize-html';
import { cachePdfImage } from '#server/lib/pdf/index';
import type { DetectedMime, FileStorage } from '#server/lib/storage';
import { catalogueOwner, getManufacturer, insertManufacturer, visibleManufacturers, type Runner } from '#server/modules/manufacturers/manufacturers.service';
import { baseModelOf, SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import { CREATE_SPEC_DOCUMENT_SLOTS, CREATE_SPEC_MESSAGES as M, richTextToPlain, type TCreateSpecFileField } from '#shared/lib/create-spec-messages';
import type { TCreatedSpec, TCreateSpecFields } from '#shared/schemas/create-spec';
import { removeStored } from '#server/lib/uploads';
import { checkUpload, publicImageUrl, storedKeys, storeUpload, type StoredFile } from './spec-files';
import { toSpecDocument } from './spec-documents.service';

const FILE_FIELDS: readonly TCreateSpecFileField[] = ['imageFile', ...CREATE_SPEC_DOCUMENT_SLOTS.map((s) => s.field)];

interface PlannedFile {
  field: TCreateSpecFileField;
  file: UploadedFile;
  type: number;
  name: string;
}

/** Which uploads become which documents; every file is checked before anything is stored. */
function planFiles(fields: TCreateSpecFields, files: Record<string, UploadedFile>): PlannedFile[] {
  const unknown = Object.keys(files).find((f) => !(FILE_FIELDS as readonly string[]).includes(f));
  if (unknown) throw ValidationError.field(unknown, M.unknownFile(unknown));
  if (files.customDocFile && !fields.hasCustomDoc) throw ValidationError.field('hasCustomDoc', M.customDocMissing);
  if (fields.hasCustomDoc && !files.customDocFile) throw ValidationError.field('customDocFile', M.customDocMissing);
  const planned: PlannedFile[] = [];
  if (files.imageFile) planned.push({ field: 'imageFile', file: files.imageFile, type: SPEC_DOCUMENT_TYPES.image, name: 'Image' });
  for (const slot of CREATE_SPEC_DOCUMENT_SLOTS) {
    const file = files[slot.field];
    if (!file) continue;
    const name = slot.field === 'customDocFile' ? fields.customDocName ?? slot.defaultName : slot.defaultName;
    planned.push({ field: slot.field, file, type: SPEC_DOCUMENT_TYPES[slot.type], name });
  }
  return planned;
}

/** The manufacturer id to use: the new one (created in `tx`) or a visible existing one. */
async function resolveManufacturer(tx: Runner, ctx: ServiceContext, fields: TCreateSpecFields): Promise<number> {
  if (fields.company !== undefined && fields.url !== undefined) {
    return insertManufacturer(tx, ctx, { name: fields.company, url: fields.url });
  }
  const id = Number(fields.manufacturerID);
  const [row] = await tx
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(and(eq(manufacturers.id, id), visibleManufacturers(ctx.user.accountId)));
  if (!row) throw ValidationError.field('manufacturerID', M.manufacturerInvalid);
  return row.id;
}

/**
 * POST {u}/specs: checks every file, stores them, then in one transaction creates the
 * (account's own; for a platform admin global)
 * manufacturer (when company and url are given), the spec (description sanitised) and its
 * documents. Stored files are removed again if the transaction fails. The image's PDF-ready copy
 * is made once the spec exists, so its first document does not convert it (docs/decisions/032).
 * @returns the new spec's id.
 */
export async function createSpec(ctx: ServiceContext, storage: FileStorage, fields: TCreateSpecFields, files: Record<string, UploadedFile>): Promise<number> {
  const planned = planFiles(fields, files);
  const checked: (PlannedFile & { mime: DetectedMime })[] = [];
  for (const p of planned) checked.push({ ...p, mime: await checkUpload(p.file, p.type === SPEC_DOCUMENT_TYPES.image ? 'image' : 'pdf') });
  const description = fields.description === undefined ? null : sanitizeRichText(fields.description);
  const owner = catalogueOwner(ctx);
  const stored: StoredFile[] = [];
  let created: { specId: number; image: { url: string; raw: Buffer } | null };
  try {
    for (const p of checked) stored.push(await storeUpload(storage, p.file, p.mime));
    created = await ctx.db.transaction(async (tx) => {
      const manufacturerId = await resolveManufacturer(tx, ctx, fields);
      const [spec] = await tx
        .insert(specs)
        .values({
          accountId: owner.accountId,
          userId: ctx.user.id,
          manufacturerId,
          modelNumber: fields.modelNumber,
          baseModel: baseModelOf(fields.modelNumber),
          name: fields.name,
          description: description && richTextToPlain(description) ? description : null,
          upc: fields.upc ?? null,
          listPrice: fields.price,
          priceUpdatedAt: fields.price === null ? null : new Date(),
        })
        .returning({ id: specs.id });
      let image: { url: string; raw: Buffer } | null = null;
      for (const [i, p] of checked.entries()) {
        const file = stored[i]!;
        const [doc] = await tx
          .insert(specDocuments)
          .values({ specId: spec!.id, accountId: owner.accountId, type: p.type, name: p.name, path: file.key, thumbnailPath: file.thumbnailKey, contentType: file.contentType, size: file.size })
          .returning({ id: specDocuments.id });
        if (p.type === SPEC_DOCUMENT_TYPES.image) {
          image = { url: publicImageUrl(doc!.id, file.key), raw: p.file.data };
          await tx.update(specs).set({ imageName: image.url }).where(eq(specs.id, spec!.id));
        }
      }
      return { specId: spec!.id, image };
    });
  } catch (error) {
    await removeStored(storage, storedKeys(stored));
    throw error;
  }
  if (created.image) await cachePdfImage(storage, created.image.url, created.image.raw);
  return created.specId;
}

/** The created spec as the API answers it. */
export async function getCreatedSpec(ctx: ServiceContext, specId: number): Promise<TCreatedSpec> {
  const { accountId } = catalogueOwner(ctx);
  const [spec] = await ctx.db.select().from(specs).where(and(eq(specs.id, specId), accountId === null ? isNull(specs.accountId) : eq(specs.accountId, accountId)));
  if (!spec) throw new Error(`spec ${specId} vanished`);
  const manufacturer = await getManufacturer(ctx, spec.manufacturerId);
  const docs = (await ctx.db.select().from(specDocuments).where(eq(specDocuments.specId, specId)).orderBy(asc(specDocuments.type), asc(specDocuments.id))).map((d) =>
    toSpecDocument(d, ctx.user.id),
  );
  return {
    id: spec.id,
    specID: spec.id,
    name: spec.name,
    description: spec.description,
    modelNumber: spec.modelNumber,
    model: spec.modelNumber,
    manufacturerID: manufacturer.id,
    manufacturerName: manufacturer.name,
    manufacturer: { id: manufacturer.id, name: manufacturer.name, global: manufacturer.accountId === null },
    upc: spec.upc,
    price: { list: spec.listPrice },
    imageName: spec.imageName,
    imageUrl: spec.imageName,
    global: spec.accountId === null,
    archived: spec.archived,
    documents: docs,
    docs,
  };
}
