/**
 * Everything a specbook document shows, read once: the specbook, the seller's company, the
 * customer, and the rooms in order with their specs (names, model numbers, finishes, quantities,
 * prices, tags, image and PDF documents). The specs PDF, quote PDF, purchase-order PDF, labels and
 * CSV export all draw from this one reader; what they print of it is theirs to decide.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { accounts, specDocuments, specSpecbookTags, specSpecbooks, specs, tags } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { readCompanyAccount } from '#server/modules/company-account/company-account.service';
import { listCategories } from '#server/modules/categories/categories.service';
import { getSpecbookCustomer } from '#server/modules/specbook-customer/specbook-customer.service';
import { getSpecbook, toSpecbook } from '#server/modules/specbooks/specbooks.service';
import { findTeamClient } from '#server/modules/team/team.service';
import { SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import type { TCompanyAccount } from '#shared/schemas/company-account';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';

/** A PDF document of a spec (spec sheet, installation, …): `key` is its storage key. */
export interface DocumentFile {
  id: number;
  /** SPEC_DOCUMENT_TYPES value. */
  type: number;
  name: string;
  key: string;
}

/** One spec of the specbook as documents print it. Money is a 2-decimal string or null. */
export interface DocumentSpec {
  joinId: number;
  specId: number;
  categoryId: number | null;
  /** The name in this specbook (its own override, else the catalogue's). */
  name: string;
  description: string | null;
  modelNumber: string;
  manufacturerName: string;
  finish: string | null;
  qty: number;
  status: string;
  isOptional: boolean;
  listPrice: string | null;
  salePrice: string | null;
  cost: string | null;
  shippingCost: string | null;
  tags: string[];
  /** The spec's image as the catalogue names it (an uploaded image URL or a bundled demo path). */
  imageName: string | null;
  /** Its PDF documents (spec sheet, installation, …), oldest first within each type. */
  files: DocumentFile[];
}

/** A room with its specs in their order; `id` null is Miscellaneous. */
export interface DocumentRoom {
  id: number | null;
  name: string;
  specs: DocumentSpec[];
}

/** What {@link loadSpecbookDocument} answers. */
export interface SpecbookDocument {
  specbook: TSpecbook;
  company: TCompanyAccount;
  /** Storage key of the company logo, if one was uploaded. */
  logoKey: string | null;
  customer: TSpecbookCustomer;
  /** The client on the specbook's team (a member whose role is 'client'), named when there is no customer. */
  teamClient: { name: string; email: string } | null;
  rooms: DocumentRoom[];
}

/** Options of {@link loadSpecbookDocument}. */
export interface LoadDocumentOptions {
  /** Only these rooms (null = Miscellaneous); every room when absent or empty. */
  categoryIds?: readonly (number | null)[];
}

/** The specbook's specs with their catalogue fields, in room and spec order. */
async function specRows(ctx: ServiceContext, specbookId: number) {
  return ctx.db
    .select({
      joinId: specSpecbooks.id,
      specId: specSpecbooks.specId,
      categoryId: specSpecbooks.categoryId,
      ownName: specSpecbooks.name,
      ownDescription: specSpecbooks.description,
      name: specs.name,
      description: specs.description,
      modelNumber: specs.modelNumber,
      manufacturerName: specs.manufacturerName,
      finish: specs.finish,
      qty: specSpecbooks.quantity,
      status: specSpecbooks.status,
      isOptional: specSpecbooks.isOptional,
      // The catalogue's list price until the first price edit writes one (docs/decisions/007), as the totals count it.
      listPrice: sql<string | null>`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`,
      salePrice: specSpecbooks.salePrice,
      cost: specSpecbooks.cost,
      shippingCost: specSpecbooks.shippingCost,
      imageName: specs.imageName,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(and(eq(specSpecbooks.specbookId, specbookId), eq(specSpecbooks.accountId, ctx.user.accountId)))
    .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
}

/** Tag names per spec instance. */
async function tagsByJoin(ctx: ServiceContext, joinIds: number[]): Promise<Map<number, string[]>> {
  const byJoin = new Map<number, string[]>();
  if (joinIds.length === 0) return byJoin;
  const rows = await ctx.db
    .select({ joinId: specSpecbookTags.specSpecbookId, name: tags.name })
    .from(specSpecbookTags)
    .innerJoin(tags, eq(tags.id, specSpecbookTags.tagId))
    .where(and(inArray(specSpecbookTags.specSpecbookId, joinIds), eq(tags.accountId, ctx.user.accountId)))
    .orderBy(asc(tags.name));
  for (const row of rows) byJoin.set(row.joinId, [...(byJoin.get(row.joinId) ?? []), row.name]);
  return byJoin;
}

/** PDF documents per catalogue spec: the platform's and the account's own (docs/decisions/017). */
async function filesBySpec(ctx: ServiceContext, specIds: number[]): Promise<Map<number, DocumentFile[]>> {
  const bySpec = new Map<number, DocumentFile[]>();
  if (specIds.length === 0) return bySpec;
  const rows = await ctx.db
    .select({ id: specDocuments.id, specId: specDocuments.specId, type: specDocuments.type, name: specDocuments.name, key: specDocuments.path })
    .from(specDocuments)
    .where(
      and(
        inArray(specDocuments.specId, specIds),
        or(isNull(specDocuments.accountId), eq(specDocuments.accountId, ctx.user.accountId)),
        eq(specDocuments.contentType, 'application/pdf'),
      ),
    )
    .orderBy(asc(specDocuments.type), asc(specDocuments.id));
  for (const { specId, ...file } of rows) bySpec.set(specId, [...(bySpec.get(specId) ?? []), file]);
  return bySpec;
}

/**
 * Reads a specbook of the caller's account for a document (404 for any other): its record,
 * company, customer, the client on its team and rooms in order (Miscellaneous last, empty rooms kept so a table of
 * contents can list them), each with its specs in order.
 */
export async function loadSpecbookDocument(ctx: ServiceContext, specbookId: number, options: LoadDocumentOptions = {}): Promise<SpecbookDocument> {
  const found = await getSpecbook(ctx, specbookId);
  const [company, [account], customer, teamClient, roomList, rows] = await Promise.all([
    readCompanyAccount(ctx.db, found.row.accountId),
    ctx.db.select({ logoKey: accounts.logoKey }).from(accounts).where(eq(accounts.id, found.row.accountId)),
    getSpecbookCustomer(ctx, specbookId),
    findTeamClient(ctx.db, found.row),
    listCategories(ctx, specbookId),
    specRows(ctx, specbookId),
  ]);
  const [tagMap, fileMap] = await Promise.all([
    tagsByJoin(ctx, rows.map((r) => r.joinId)),
    filesBySpec(ctx, [...new Set(rows.map((r) => r.specId))]),
  ]);
  const wanted = options.categoryIds?.length ? new Set(options.categoryIds) : null;
  const rooms = roomList
    .filter((room) => !wanted || wanted.has(room.id))
    .map((room) => ({ id: room.id, name: room.name, specs: [] as DocumentSpec[] }));
  const roomOf = new Map(rooms.map((room) => [room.id, room]));
  for (const { ownName, ownDescription, ...row } of rows) {
    roomOf.get(row.categoryId)?.specs.push({
      ...row,
      name: ownName ?? row.name,
      description: ownDescription ?? row.description,
      tags: tagMap.get(row.joinId) ?? [],
      files: fileMap.get(row.specId) ?? [],
    });
  }
  return { specbook: toSpecbook(found), company, logoKey: account?.logoKey ?? null, customer, teamClient, rooms };
}

/** The files of a spec of one document type (SPEC_DOCUMENT_TYPES), e.g. its spec sheets. */
export function filesOfType(spec: DocumentSpec, type: (typeof SPEC_DOCUMENT_TYPES)[keyof typeof SPEC_DOCUMENT_TYPES]): DocumentFile[] {
  return spec.files.filter((file) => file.type === type);
}
