/**
 * One catalogue spec (docs/decisions/016): read it with its variants and images, its finishes
 * and collection, and edit, archive or bulk-edit the account's own specs. Global specs are the
 * platform's: users read them but never change them (403); another account's specs answer 404.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { manufacturers, specDocuments, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError, NotFoundError, ValidationError } from '#server/lib/http/errors';
import { compileFilter } from '#server/lib/http/filters';
import { pageParams } from '#server/lib/http/pagination';
import { sanitizeRichText } from '#server/lib/sanitize-html';
import { baseModelOf, SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import type { TCatalogueSpec, TCatalogueSpecDetail, TSpecBulkPatch, TSpecBulkResult, TSpecPatch, TSpecVariant } from '#shared/schemas/catalogue';
import { catalogueColumns, toCatalogueSpec, type CatalogueRow, type SpecRow } from './catalogue-mapping';
import { CATALOGUE_FILTERS, visibleTo } from './catalogue-query';

/** The message of a change to a global spec. */
export const GLOBAL_SPEC_READ_ONLY = 'Global specs belong to the platform catalogue and cannot be changed.';

async function findVisible(ctx: ServiceContext, specId: number): Promise<CatalogueRow> {
  const [row] = await ctx.db
    .select(catalogueColumns(ctx.user.accountId))
    .from(specs)
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .where(and(eq(specs.id, specId), visibleTo(ctx.user.accountId)));
  if (!row) throw new NotFoundError('Spec not found.');
  return row;
}

/** The account's own spec, for a change. @throws NotFoundError (404) / ForbiddenError (403, global spec). */
async function findOwn(ctx: ServiceContext, specId: number): Promise<SpecRow> {
  const { spec } = await findVisible(ctx, specId);
  if (spec.accountId === null) throw new ForbiddenError(GLOBAL_SPEC_READ_ONLY);
  return spec;
}

/** The variants of a spec: the visible specs of its manufacturer with its base model (itself included). */
export async function listVariants(ctx: ServiceContext, specId: number): Promise<TSpecVariant[]> {
  const { spec } = await findVisible(ctx, specId);
  const same = spec.baseModel === null ? eq(specs.id, spec.id) : and(eq(specs.manufacturerId, spec.manufacturerId), eq(specs.baseModel, spec.baseModel));
  const rows = await ctx.db
    .select({ id: specs.id, modelNumber: specs.modelNumber, finishName: specs.finish, name: specs.name, imageName: specs.imageName, archived: specs.archived })
    .from(specs)
    .where(and(same, visibleTo(ctx.user.accountId)))
    .orderBy(asc(specs.modelNumber), asc(specs.id))
    .limit(200);
  return rows;
}

/** The finishes a spec comes in: its variants that name a finish (archived ones only when it is the spec itself). */
export async function listFinishes(ctx: ServiceContext, specId: number): Promise<{ id: number; name: string; modelNumber: string }[]> {
  const variants = await listVariants(ctx, specId);
  return variants.filter((v) => v.finishName && (!v.archived || v.id === specId)).map((v) => ({ id: v.id, name: v.finishName!, modelNumber: v.modelNumber }));
}

/** A page of the spec's collection: visible specs of the same manufacturer and collection, by name. */
export async function listCollection(
  ctx: ServiceContext,
  specId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: TCatalogueSpec[]; total: number }> {
  const { spec } = await findVisible(ctx, specId);
  if (!spec.collection) return { rows: [], total: 0 };
  const where = and(visibleTo(ctx.user.accountId), eq(specs.archived, false), eq(specs.manufacturerId, spec.manufacturerId), eq(specs.collection, spec.collection));
  const { limit, offset } = pageParams(page, pageSize);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(catalogueColumns(ctx.user.accountId))
      .from(specs)
      .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
      .where(where)
      .orderBy(asc(specs.name), asc(specs.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(specs).where(where),
  ]);
  return { rows: rows.map((r) => toCatalogueSpec(r, true)), total: count?.n ?? 0 };
}

/** One spec with every field group a user sees, its variants and its image documents. @throws NotFoundError */
export async function getCatalogueSpec(ctx: ServiceContext, specId: number, showPrice = true): Promise<TCatalogueSpecDetail> {
  const row = await findVisible(ctx, specId);
  const { spec } = row;
  const [variants, images] = await Promise.all([
    listVariants(ctx, specId),
    ctx.db
      .select({ id: specDocuments.id, name: specDocuments.name, type: specDocuments.type })
      .from(specDocuments)
      .where(
        and(
          eq(specDocuments.specId, specId),
          eq(specDocuments.type, SPEC_DOCUMENT_TYPES.image),
          sql`(${specDocuments.accountId} is null or ${specDocuments.accountId} = ${ctx.user.accountId})`,
        ),
      )
      .orderBy(asc(specDocuments.id)),
  ]);
  return {
    ...toCatalogueSpec(row, showPrice),
    imap: showPrice ? spec.imap : null,
    mapType: spec.mapType,
    priceUpdatedAt: spec.priceUpdatedAt?.toISOString() ?? null,
    originalSpecID: spec.originalSpecId,
    userID: spec.userId,
    dateAdded: spec.createdAt.toISOString(),
    images,
    variants,
  };
}

/** Column values of an attribute edit (API names → columns); undefined fields are left alone. */
function attributeValues(input: TSpecBulkPatch): Partial<typeof specs.$inferInsert> {
  const values: Partial<typeof specs.$inferInsert> = {
    // Rich text is sanitised before it is stored, as Create Spec does.
    description: input.description == null ? input.description : sanitizeRichText(input.description),
    finish: input.finishName,
    style: input.styleName,
    installation: input.installationName,
    material: input.materialName,
    collection: input.collectionName,
    category: input.categoryName,
    imap: input.imap,
    mapType: input.mapType,
    archived: input.archived,
  };
  if (input.price !== undefined) {
    values.listPrice = input.price.list;
    values.priceUpdatedAt = new Date();
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** PATCH {u}/specs/{specId}: edits one of the account's own specs. @throws NotFoundError, ForbiddenError (global) */
export async function updateCatalogueSpec(ctx: ServiceContext, specId: number, input: TSpecPatch): Promise<TCatalogueSpecDetail> {
  await findOwn(ctx, specId);
  const values = attributeValues(input);
  if (input.name !== undefined) values.name = input.name;
  if (input.upc !== undefined) values.upc = input.upc;
  if (input.modelNumber !== undefined) {
    values.modelNumber = input.modelNumber;
    values.baseModel = baseModelOf(input.modelNumber);
  }
  await ctx.db.update(specs).set({ ...values, updatedAt: new Date() }).where(and(eq(specs.id, specId), eq(specs.accountId, ctx.user.accountId)));
  return getCatalogueSpec(ctx, specId);
}

/** Archives or unarchives one of the account's own specs. @throws NotFoundError, ForbiddenError (global) */
export async function setSpecArchived(ctx: ServiceContext, specId: number, archived: boolean): Promise<TCatalogueSpecDetail> {
  return updateCatalogueSpec(ctx, specId, { archived });
}

/**
 * Bulk edit: applies the attribute values to the account's own specs matching the filter, in
 * one statement; matching global specs are counted and left alone.
 * @throws ValidationError (400) when the filter is empty or names an unknown field, or nothing is to change.
 */
export async function bulkEditSpecs(ctx: ServiceContext, input: TSpecBulkPatch, filter: Record<string, unknown>): Promise<TSpecBulkResult> {
  if (Object.keys(filter).length === 0) throw ValidationError.field('filter', 'Bulk edit needs a filter naming the specs to change.');
  const condition: SQL | undefined = compileFilter(filter, CATALOGUE_FILTERS);
  const values = attributeValues(input);
  if (Object.keys(values).length === 0) throw ValidationError.field('Spec', 'Bulk edit needs at least one field to change.');
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(specs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(specs.accountId, ctx.user.accountId), condition))
      .returning({ id: specs.id });
    const [skipped] = await tx.select({ n: sql<number>`count(*)::int` }).from(specs).where(and(isNull(specs.accountId), condition));
    return { updated: updated.length, skippedGlobal: skipped?.n ?? 0 };
  });
}

