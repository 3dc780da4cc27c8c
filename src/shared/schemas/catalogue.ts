import { z } from 'zod';
import { CREATE_SPEC_LIMITS as L, CREATE_SPEC_MESSAGES as M, richTextToPlain } from '#shared/lib/create-spec-messages';

const ZFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** Longest search text accepted. */
export const MAX_SEARCH_LENGTH = 200;

const ZSearchText = z.string().trim().max(MAX_SEARCH_LENGTH, 'Search text is too long.');

/**
 * Query of GET {u}/specs: the pinned keys searchTerm, includeArchived, perPage, page, showPrice,
 * specbookId, plus search, depth (default 3), cursor and filter[...] keys (loose: the filter keys
 * are checked against the catalogue's whitelist by the service).
 */
export const ZCatalogueSearchQuery = z.looseObject({
  searchTerm: ZSearchText.optional(),
  search: ZSearchText.optional(),
  includeArchived: ZFlag,
  showPrice: ZFlag,
  perPage: z.coerce.number({ error: 'perPage must be a number.' }).int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page must be at least 1.').optional(),
  specbookId: z.coerce.number({ error: 'specbookId must be a number.' }).int().positive().optional(),
  depth: z.coerce.number({ error: 'depth must be a number.' }).int().min(1, 'depth must be from 1 to 3.').max(10, 'depth must be at most 10.').default(3),
  cursor: z.string().max(2048).optional(),
});
export type TCatalogueSearchQuery = z.infer<typeof ZCatalogueSearchQuery>;

/** A catalogue spec in search results (spec/workspace.md §3 "Spec"). */
export const ZCatalogueSpec = z.object({
  id: z.number().int(),
  specID: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  modelNumber: z.string(),
  model: z.string(),
  modelNormalized: z.string(),
  baseModel: z.string().nullable(),
  manufacturerID: z.number().int(),
  manufacturerName: z.string(),
  manufacturer: z.object({ id: z.number().int(), name: z.string() }),
  finishName: z.string().nullable(),
  styleName: z.string().nullable(),
  installationName: z.string().nullable(),
  materialName: z.string().nullable(),
  collectionName: z.string().nullable(),
  categoryName: z.string().nullable(),
  imageName: z.string().nullable(),
  upc: z.string().nullable(),
  /** null when showPrice=false. */
  price: z.object({ list: z.string().nullable() }).nullable(),
  global: z.boolean(),
  archived: z.boolean(),
  updatedAt: z.string(),
  /** With specbookId: true when the spec is already placed in that specbook. */
  inSpecbook: z.boolean().optional(),
  /** The account's own stock of this spec is overstock (spec/workspace.md §3 "overstock (or inventory.overstock)"). */
  overstock: z.boolean(),
  inventory: z.object({ overstock: z.boolean() }),
});
export type TCatalogueSpec = z.infer<typeof ZCatalogueSpec>;

/** One facet value and how many matching specs carry it. */
export const ZFacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type TFacetValue = z.infer<typeof ZFacetValue>;

/** A price range facet: list price ≥ gte and < lt (lt null: no upper bound). */
export const ZPriceFacet = z.object({ value: z.string(), label: z.string(), gte: z.number(), lt: z.number().nullable(), count: z.number().int() });
export type TPriceFacet = z.infer<typeof ZPriceFacet>;

/**
 * Facet counts of a search (docs/decisions/016). `sampled`: the match set was larger than
 * `sampleSize` and the counts are over its first `sampleSize` matches.
 */
export const ZCatalogueFacets = z.object({
  manufacturer: z.array(ZFacetValue),
  finish: z.array(ZFacetValue),
  collection: z.array(ZFacetValue),
  category: z.array(ZFacetValue),
  price: z.array(ZPriceFacet),
  sampled: z.boolean(),
  sampleSize: z.number().int(),
});
export type TCatalogueFacets = z.infer<typeof ZCatalogueFacets>;

/** A variant of a spec (same manufacturer and base model). */
export const ZSpecVariant = z.object({
  id: z.number().int(),
  modelNumber: z.string(),
  finishName: z.string().nullable(),
  name: z.string(),
  imageName: z.string().nullable(),
  archived: z.boolean(),
});
export type TSpecVariant = z.infer<typeof ZSpecVariant>;

/** One image document of a spec. */
export const ZSpecImage = z.object({ id: z.number().int(), name: z.string(), type: z.number().int() });

/** One catalogue spec with what a user sees of it (GET {u}/specs/{specId}). */
export const ZCatalogueSpecDetail = ZCatalogueSpec.extend({
  imap: z.string().nullable(),
  mapType: z.string().nullable(),
  priceUpdatedAt: z.string().nullable(),
  originalSpecID: z.number().int().nullable(),
  userID: z.number().int().nullable(),
  dateAdded: z.string(),
  images: z.array(ZSpecImage),
  variants: z.array(ZSpecVariant),
});
export type TCatalogueSpecDetail = z.infer<typeof ZCatalogueSpecDetail>;

const ZOptionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).nullable().optional();

const ZMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'Price must be a positive amount with at most 2 decimals.');

/** Attribute fields an edit may change (by the API's names). */
const attributeFields = {
  // The Create Spec rule: at most 4,000 characters of text (the server sanitises the HTML).
  description: z
    .string()
    .nullable()
    .optional()
    .refine((v) => v == null || (richTextToPlain(v).length <= L.descriptionMax && v.length <= L.descriptionHtmlMax), M.descriptionMax),
  finishName: ZOptionalText(120, 'Finish'),
  styleName: ZOptionalText(120, 'Style'),
  installationName: ZOptionalText(120, 'Installation'),
  materialName: ZOptionalText(120, 'Material'),
  collectionName: ZOptionalText(120, 'Collection'),
  categoryName: ZOptionalText(120, 'Category'),
  price: z.object({ list: ZMoney.nullable() }).optional(),
  imap: ZMoney.nullable().optional(),
  mapType: ZOptionalText(40, 'MAP type'),
  archived: z.boolean().optional(),
};

/** PATCH {u}/specs/{specId}: patchSpecsRequest{Spec}. Only the account's own specs. */
// Name, model number and UPC follow the Create Spec rules and messages (spec §5).
export const ZSpecPatch = z.strictObject({
  name: z.string().trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax).optional(),
  modelNumber: z.string().trim().min(1, M.modelRequired).min(L.modelMin, M.modelLength).max(L.modelMax, M.modelLength).optional(),
  upc: z.string().trim().min(1, M.upcLength).max(L.upcMax, M.upcLength).nullable().optional(),
  ...attributeFields,
});
export type TSpecPatch = z.infer<typeof ZSpecPatch>;

/** Bulk edit: the attribute fields only (names, model numbers and UPCs are per spec). */
export const ZSpecBulkPatch = z.strictObject(attributeFields);
export type TSpecBulkPatch = z.infer<typeof ZSpecBulkPatch>;

/** Result of a bulk edit: own specs changed, and matching global specs left alone. */
export const ZSpecBulkResult = z.object({ updated: z.number().int(), skippedGlobal: z.number().int() });
export type TSpecBulkResult = z.infer<typeof ZSpecBulkResult>;

/** GET {u}/specs/{specId}/collections: page (default 1) and pageSize (default 24). */
export const ZCollectionQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page must be at least 1.').default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number.' }).int().min(1, 'pageSize must be at least 1.').max(100, 'pageSize must be at most 100.').default(24),
  specbookId: z.coerce.number().int().positive().optional(),
});
