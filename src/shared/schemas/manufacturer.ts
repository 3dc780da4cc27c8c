import { z } from 'zod';
import { HTTP_URL_PATTERN, MANUFACTURER_LIMITS as L, MANUFACTURER_MESSAGES as M } from '#shared/lib/manufacturer-messages';

/** A manufacturer URL: required, at most 75 characters, http(s) (spec §5 "Manufacturer form"). */
export const zManufacturerUrl = z
  .string({ error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(L.urlMax, M.urlMax)
  .regex(HTTP_URL_PATTERN, M.urlPattern);

/** A named document link of a manufacturer (a catalogue, a global attachment): {name, url}. */
export const ZManufacturerDocument = z.object({
  name: z.string({ error: M.documentNameRequired }).trim().min(1, M.documentNameRequired).max(L.documentNameMax, M.documentNameMax),
  url: z.string({ error: M.documentUrlPattern }).trim().max(L.documentUrlMax, M.documentUrlPattern).regex(HTTP_URL_PATTERN, M.documentUrlPattern),
});
export type TManufacturerDocument = z.infer<typeof ZManufacturerDocument>;

/** The manufacturer form (create or edit): name ≤ 25, url ≤ 75 and http(s). */
export const ZManufacturerForm = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax),
  url: zManufacturerUrl,
  logo: z.string().trim().max(500).nullish(),
  source: z.string().trim().max(200).nullish(),
  sellInMarketplace: z.boolean().optional(),
  active: z.boolean().optional(),
  /** A price sheet URL (http(s)); null clears it. */
  priceSheet: ZManufacturerDocument.shape.url.nullish(),
  catalogs: z.array(ZManufacturerDocument).max(L.documentsMax).optional(),
  globalAttachments: z.array(ZManufacturerDocument).max(L.documentsMax).optional(),
});
export type TManufacturerForm = z.output<typeof ZManufacturerForm>;

/** Update: any field of the form; those sent follow the form's rules. */
export const ZManufacturerUpdate = ZManufacturerForm.partial();
export type TManufacturerUpdate = z.output<typeof ZManufacturerUpdate>;

/** '+ Add Missing Manufacturer' (Create Spec): company 3–50 characters, url an http(s) URL. */
export const ZMissingManufacturer = z.object({
  company: z
    .string({ error: M.companyRequired })
    .trim()
    .min(1, M.companyRequired)
    .min(L.companyMin, M.companyMin)
    .max(L.companyMax, M.companyMax),
  url: zManufacturerUrl,
});
export type TMissingManufacturer = z.output<typeof ZMissingManufacturer>;

/**
 * Body of POST {u}/manufacturer: `{"createManufacturerRequest": {"Manufacturer": {name, url, …}}}`
 * (manufacturer form rules) or the add-missing payload `{company, url}` (company rules).
 */
export const ZManufacturerCreateBody = z.union([
  z.object({ createManufacturerRequest: z.object({ Manufacturer: ZManufacturerForm }) }),
  ZMissingManufacturer,
]);
export type TManufacturerCreateBody = z.output<typeof ZManufacturerCreateBody>;

/** A manufacturer as the API answers it (spec/workspace.md §3 "Manufacturer"). */
export const ZManufacturer = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  url: z.string().nullable(),
  source: z.string().nullable(),
  logo: z.string().nullable(),
  active: z.boolean(),
  enabled: z.boolean(),
  /** true for the platform's manufacturers, false for the caller account's own. */
  global: z.boolean(),
  sellInMarketplace: z.boolean(),
  /** Its price sheet URL, or null. */
  priceSheet: z.string().nullable(),
  /** Its catalogues and the documents that go with all its specs. */
  catalogs: z.array(ZManufacturerDocument),
  globalAttachments: z.array(ZManufacturerDocument),
  /** Catalogue specs of this manufacturer the caller can see (global and the account's own, not archived). */
  specCount: z.number().int(),
  /** With `links=true`: where to read it and its products. */
  links: z.object({ self: z.string(), matrix: z.string() }).optional(),
});
export type TManufacturer = z.infer<typeof ZManufacturer>;

const ZFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** Query of GET {u}/manufacturer: `search` (typeahead), cursor, perPage, links. */
export const ZManufacturerListQuery = z.object({
  search: z.string().trim().max(100, 'Search text is too long.').optional(),
  cursor: z.string().optional(),
  perPage: z.coerce
    .number({ error: 'perPage must be a number.' })
    .int()
    .min(1, 'perPage must be at least 1.')
    .max(100, 'perPage must be at most 100.')
    .default(24),
  links: ZFlag,
});
export type TManufacturerListQuery = z.output<typeof ZManufacturerListQuery>;

/** Body of POST {u}/manufacturer/search: `{"searchManufacturersRequest": {"search", "perPage"?}}`. */
export const ZManufacturerSearchBody = z.object({
  searchManufacturersRequest: z.object(
    {
      search: z.string().trim().max(100, 'Search text is too long.').default(''),
      perPage: z.number().int().min(1).max(100).optional(),
      links: z.boolean().optional(),
    },
    { error: 'Request body must be {"searchManufacturersRequest": {"search": "..."}}.' },
  ),
});
