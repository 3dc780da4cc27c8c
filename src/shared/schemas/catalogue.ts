import { z } from 'zod';

const ZFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** Query of GET {u}/specs (Assign Spec search): searchTerm, includeArchived, perPage, page, showPrice, specbookId. */
export const ZCatalogueSearchQuery = z.object({
  searchTerm: z.string().trim().max(200, 'Search text is too long.').optional(),
  search: z.string().trim().max(200, 'Search text is too long.').optional(),
  includeArchived: ZFlag,
  showPrice: ZFlag,
  perPage: z.coerce.number({ error: 'perPage must be a number.' }).int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page must be at least 1.').default(1),
  specbookId: z.coerce.number({ error: 'specbookId must be a number.' }).int().positive().optional(),
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
  manufacturerID: z.number().int(),
  manufacturerName: z.string(),
  manufacturer: z.object({ id: z.number().int(), name: z.string() }),
  finishName: z.string().nullable(),
  collectionName: z.string().nullable(),
  imageName: z.string().nullable(),
  upc: z.string().nullable(),
  /** null when showPrice=false. */
  price: z.object({ list: z.string().nullable() }).nullable(),
  global: z.boolean(),
  archived: z.boolean(),
  /** With specbookId: true when the spec is already placed in that specbook. */
  inSpecbook: z.boolean().optional(),
});
export type TCatalogueSpec = z.infer<typeof ZCatalogueSpec>;
