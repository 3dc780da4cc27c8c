import { z } from 'zod';
import { ZNamedRef } from '#shared/schemas/board';
import { ZSpecbookPurchaseOrderLink } from '#shared/schemas/purchase-order';
import { ZSpecbookErp } from '#shared/schemas/erp';
import { SPECBOOK_LIMITS as L, SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import { WORKSPACE_MESSAGES as WM } from '#shared/lib/workspace-messages';

/** Query of GET {u}/specbook (list, index page and header search). */
export const ZSpecbookListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  perPage: z.coerce.number().int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  cursor: z.string().optional(),
  includeArchived: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** Only the specbooks of this profile. */
  'filter[profile.id]': z.string().optional(),
  /** true: archived only; false: not archived only (overrides includeArchived). */
  'filter[archived]': z.string().optional(),
  /** 'especbook' adds links.especbook (always present here; accepted for compatibility). */
  links: z.string().optional(),
});
export type TSpecbookListQuery = z.infer<typeof ZSpecbookListQuery>;

/** Number of lines of a text: '' has 0, 'a' 1, 'a\nb' 2. */
export function lineCount(text: string): number {
  return text === '' ? 0 : text.split(/\r\n|\r|\n/).length;
}

/** '' and null mean "not given": dropped before the rules run (spec §2 Add Specbook modal). */
function blankToUndefined(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Specbook name (optional): at least 3 characters, at most 10 lines and 140 characters. */
export const zSpecbookName = z
  .string()
  .min(L.nameMinChars, M.nameMin)
  .refine((v) => v.length <= L.nameMaxChars && lineCount(v) <= L.nameMaxLines, M.nameMax);

/** Specbook description (optional): at most 5 lines and 400 characters; if given, at least 3. */
export const zSpecbookDescription = z
  .string()
  .refine((v) => v.length <= L.descriptionMaxChars && lineCount(v) <= L.descriptionMaxLines, M.descriptionMax)
  .refine((v) => v.length >= L.descriptionMinChars, M.descriptionMin);

const zOptionalName = z.string().nullish().transform(blankToUndefined).pipe(zSpecbookName.optional());
const zOptionalDescription = z.string().nullish().transform(blankToUndefined).pipe(zSpecbookDescription.optional());

const zProfileId = z
  .number({ error: M.profileRequired })
  .int(M.profileRequired)
  .positive(M.profileRequired)
  .max(2_147_483_647, M.profileRequired);

/** A reference to a profile: `{"id": 5}`. */
export const ZProfileRef = z.object({ id: zProfileId }, { error: M.profileRequired });

/**
 * Body of POST {u}/specbook inside {"createSpecbookRequest": {"Specbook": …}} (spec §5 "Specbook
 * form"): empty values are dropped, then name and description are checked; the profile is
 * required as profile.id (or, older form, projectID). The client's Add Specbook form uses it too.
 */
export const ZSpecbookCreate = z
  .object({
    name: zOptionalName,
    description: zOptionalDescription,
    profile: ZProfileRef.nullish(),
    projectID: zProfileId.nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.profile && !value.projectID) ctx.addIssue({ code: 'custom', path: ['profile'], message: M.profileRequired });
  });
export type TSpecbookCreateInput = z.input<typeof ZSpecbookCreate>;
export type TSpecbookCreate = z.output<typeof ZSpecbookCreate>;

const zTax = z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, M.taxRange)], { error: M.taxRange })
  .transform(Number)
  .pipe(z.number().min(0, M.taxRange).max(100, M.taxRange));

const zDateTime = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), M.dateInvalid);

/** A status value, sent as 'ordered' or, as specs send it, {"value": "ordered"}. */
const zStatusValue = z
  .union([z.string(), z.object({ value: z.string() })], { error: WM.statusUnknown })
  .transform((v) => (typeof v === 'string' ? v : v.value).trim())
  .pipe(z.string().min(1, WM.statusUnknown).max(50, WM.statusUnknown));

/** A specbook's source: a short free word (spec §3 "Spec source values": sales, job, catalog, an integration); '' = none. */
const zSource = z
  .string()
  .nullish()
  .transform((v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)))
  .pipe(z.string().max(50, M.sourceMax).nullish());

/**
 * Body of PATCH {u}/specbook/{id} inside {"updateSpecbookRequest": {"Specbook": …}} (or the
 * createSpecbookRequest envelope): only the fields sent change. A blank name is ignored; a blank
 * or null description clears it; null tax, paymentTerms or dates clear them.
 */
export const ZSpecbookUpdate = z.object({
  name: zOptionalName,
  description: z
    .string()
    .nullish()
    .transform((v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)))
    .pipe(zSpecbookDescription.nullish()),
  profile: ZProfileRef.optional(),
  projectID: zProfileId.optional(),
  pinned: z.boolean().optional(),
  archived: z.boolean().optional(),
  tax: zTax.nullish(),
  /** Days, or the answer's `{id}` (its id is the days). */
  paymentTerms: z
    .preprocess(
      (v) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v),
      z.number({ error: M.paymentTerms }).int(M.paymentTerms).min(0, M.paymentTerms).max(3650, M.paymentTerms).nullish(),
    )
    .optional(),
  shippingCalculation: z.boolean().optional(),
  /** Where the specbook came from (sales, job, catalog, an integration's name); blank or null clears it. */
  source: zSource,
  expectedInstalledAt: zDateTime.nullish(),
  expectedApprovedAt: zDateTime.nullish(),
  /** A user-managed status (the server checks the status table). */
  status: zStatusValue.optional(),
});
export type TSpecbookUpdate = z.output<typeof ZSpecbookUpdate>;
export type TSpecbookUpdateInput = z.input<typeof ZSpecbookUpdate>;

/** '' (an emptied field) or a value that passes `rule`. */
const blankOr = <T extends z.ZodType<string>>(rule: T) => z.union([z.literal(''), rule]);

/**
 * The Edit Specbook form of the manage page (and its inline rename: `name` alone), built from
 * the same field rules as {@link ZSpecbookUpdate}: the name is required there (an edit cannot
 * blank it), an emptied description or date clears it.
 */
export const ZSpecbookEdit = z.object({
  name: z.string().trim().pipe(zSpecbookName),
  description: z.string().trim().pipe(blankOr(zSpecbookDescription)),
  expectedApprovedAt: blankOr(zDateTime),
  expectedInstalledAt: blankOr(zDateTime),
  status: z.string().min(1, WM.statusUnknown),
});
export type TSpecbookEditValues = z.input<typeof ZSpecbookEdit>;

const ZIdRef = z.object({ id: z.number().int() });

/** Payment terms as answered: `{id: days, name}` ({id: 30, name: 'Net 30'}). */
export const ZPaymentTermsRef = z.object({ id: z.number().int(), name: z.string() });
const idRef = (id: number | null) => (id === null ? null : { id });

/** The references a specbook row holds, as the API answers them (`{id}` or null). */
export function specbookRefs(row: {
  customerId: number | null;
  shippingAddressId: number | null;
  billingAddressId: number | null;
  priceGroupId: number | null;
}) {
  return {
    customer: idRef(row.customerId),
    customerId: row.customerId,
    shippingAddress: idRef(row.shippingAddressId),
    billingAddress: idRef(row.billingAddressId),
    priceGroup: idRef(row.priceGroupId),
  };
}

/** A specbook as the API answers it (spec/workspace.md §3 "Specbook"). */
export const ZSpecbook = z.object({
  id: z.number().int(),
  specbookID: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  profile: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Older name of profile.id. */
  projectID: z.number().int().nullable(),
  userID: z.number().int(),
  pinned: z.boolean(),
  archived: z.boolean(),
  status: z.string(),
  /** Tax rate in percent with 2 decimals ('8.25'); null = the account default (0). */
  tax: z.string().nullable(),
  /** The payment terms that apply (the customer's, else the specbook's, else the account default): `{id: days, name}`. */
  paymentTerms: ZPaymentTermsRef,
  /** The specbook's own payment terms in days (what PATCH paymentTerms sets); null = not set. */
  paymentTermsDays: z.number().int().nullable(),
  shippingCalculation: z.boolean(),
  /** Where it came from (sales, job, catalog, an integration), or null. */
  source: z.string().nullable(),
  /** The cover image: the image of its first spec that has one, in room order (null when none). */
  coverImage: z.string().nullable(),
  /** The customer (GET {u}/specbook/{id}/customer answers it in full), as customer{id} and customerId. */
  customer: ZIdRef.nullable(),
  customerId: z.number().int().nullable(),
  shippingAddress: ZIdRef.nullable(),
  billingAddress: ZIdRef.nullable(),
  priceGroup: ZIdRef.nullable(),
  hasProposal: z.boolean(),
  expectedInstalledAt: z.string().nullable(),
  expectedApprovedAt: z.string().nullable(),
  createdAt: z.string(),
  /** How long ago it was created, in words ('3 days ago'). */
  humanizedCreatedAt: z.string(),
  updatedAt: z.string(),
  links: z.object({ especbook: z.string().optional() }),
  /** On GET one specbook, to its seller: whether purchase orders were executed from it, and which (newest first; two names of one list). */
  hasPurchaseOrders: z.boolean().optional(),
  purchaseOrderLinks: z.array(ZSpecbookPurchaseOrderLink).optional(),
  purchaseOrders: z.array(ZSpecbookPurchaseOrderLink).optional(),
  /** On GET one specbook, to its seller: the ERP opportunity it was sent as (docs/decisions/058). */
  erp: ZSpecbookErp.optional(),
  /** On GET one specbook, to its account: the board and lane it sits on (null when on none), its alerts not yet ended and its active team members. */
  board: ZNamedRef.nullable().optional(),
  lane: ZNamedRef.nullable().optional(),
  openAlertCount: z.number().int().optional(),
  teamMemberCount: z.number().int().optional(),
});
export type TSpecbook = z.infer<typeof ZSpecbook>;

/**
 * One row of the specbook list: the specbook plus its profile's name (header search reads it),
 * its open alerts, its active team members and the purchase orders executed from it.
 */
export const ZSpecbookListItem = ZSpecbook.extend({
  profileName: z.string().nullable(),
  openAlertCount: z.number().int(),
  teamMemberCount: z.number().int(),
  hasPurchaseOrders: z.boolean(),
  purchaseOrderLinks: z.array(ZSpecbookPurchaseOrderLink),
  purchaseOrders: z.array(ZSpecbookPurchaseOrderLink),
});
export type TSpecbookListItem = z.infer<typeof ZSpecbookListItem>;

/** One spec of a room in the preview. */
export const ZPreviewSpec = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  specID: z.number().int(),
  name: z.string(),
  modelNumber: z.string(),
  manufacturerName: z.string(),
  imageName: z.string().nullable(),
  qty: z.number().int(),
  status: z.string(),
});
export type TPreviewSpec = z.infer<typeof ZPreviewSpec>;

/** One room of the preview; categoryID null is 'Miscellaneous'. */
export const ZPreviewRoom = z.object({
  id: z.number().int().nullable(),
  categoryID: z.number().int().nullable(),
  name: z.string(),
  order: z.number().int(),
  specs: z.array(ZPreviewSpec),
});
export type TPreviewRoom = z.infer<typeof ZPreviewRoom>;

/** GET {u}/specbook/{id}/preview: the specbook with its rooms and their specs, read-only. */
export const ZSpecbookPreview = z.object({ specbook: ZSpecbook, rooms: z.array(ZPreviewRoom) });
export type TSpecbookPreview = z.infer<typeof ZSpecbookPreview>;

/** Actions on one specbook of the list (spec §2: values archive / unarchive / pin). */
export const SPECBOOK_ACTIONS = ['archive', 'unarchive', 'pin', 'unpin'] as const;
export type TSpecbookAction = (typeof SPECBOOK_ACTIONS)[number];
