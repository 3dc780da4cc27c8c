import { z } from 'zod';
import { DATA_REQUEST_DETAILS, REQUEST_STATUSES, SUPPORT_MESSAGES as M } from '#shared/lib/support-messages';
import { PHONE_PATTERN } from './profile';

/** Limits of the support request form (spec/workspace.md §5 "Support request"). */
export const SUPPORT_LIMITS = { nameMin: 3, nameMax: 50, messageMin: 5, messageMax: 256, modelMax: 100, notesMax: 2000 } as const;

/** '' and null mean "not given". */
function blankToUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A required text: missing, null and blank all answer `required`. */
function requiredText(required: string) {
  return z
    .string({ error: required })
    .nullish()
    .transform((v) => v?.trim() ?? '')
    .pipe(z.string().min(1, required));
}

/**
 * A support request as the form and `POST {u}/support-request` `{payload: …}` take it: name 3–50,
 * a valid e-mail, an optional phone matching the phone pattern, a message of 5–256 characters.
 */
const supportRequestShape = {
  name: requiredText(M.nameRequired).pipe(z.string().min(SUPPORT_LIMITS.nameMin, M.nameTooShort).max(SUPPORT_LIMITS.nameMax, M.nameTooLong)),
  emailAddress: requiredText(M.emailRequired).pipe(z.email(M.emailInvalid)),
  phoneNumber: z.string().nullish().transform(blankToUndefined).pipe(z.string().regex(PHONE_PATTERN, M.phoneInvalid).optional()),
  userMessage: requiredText(M.messageRequired).pipe(
    z.string().min(SUPPORT_LIMITS.messageMin, M.messageTooShort).max(SUPPORT_LIMITS.messageMax, M.messageTooLong),
  ),
};
/** The support request's rules, for the form and the server. */
export const ZSupportRequestCreate = z.object(supportRequestShape);
export type TSupportRequestCreate = z.infer<typeof ZSupportRequestCreate>;
/** What a client sends before the rules run (blank strings allowed). */
export type TSupportRequestInput = z.input<typeof ZSupportRequestCreate>;

/** The answer to a body without `payload`. */
export const SUPPORT_BODY_MESSAGE = 'Request body must be {"payload": {"name", "emailAddress", "phoneNumber", "userMessage"}}.';

/** Body of `POST {u}/support-request`: the spec's `{userId?, payload: {…}}` (userId is the path's). */
export const ZSupportRequestBody = z.object({
  payload: z.object(supportRequestShape, { error: SUPPORT_BODY_MESSAGE }),
});

/** The message of a Request Details flag the spec does not name. */
export const unknownDetailMessage = (keys: readonly PropertyKey[]): string =>
  `Unknown request detail ${keys.map((k) => `"${String(k)}"`).join(', ')}: use ${DATA_REQUEST_DETAILS.map((d) => d.key).join(', ')}.`;

/**
 * The 'Request Details' toggles under the spec's names (spec/workspace.md §7: productImage,
 * specificationSheet, upc, priceUpdate, installationSheet, warrantySheet); each defaults to false,
 * and a flag of any other name is refused (400), never dropped.
 */
export const ZDataRequestDetails = z.strictObject(
  {
    productImage: z.boolean().default(false),
    upc: z.boolean().default(false),
    priceUpdate: z.boolean().default(false),
    specificationSheet: z.boolean().default(false),
    installationSheet: z.boolean().default(false),
    warrantySheet: z.boolean().default(false),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownDetailMessage(issue.keys) : undefined) },
);
export type TDataRequestDetails = z.infer<typeof ZDataRequestDetails>;

/**
 * A product data request (Data Fetch), `POST {u}/data-request` (spec/workspace.md §5, §7):
 * manufacturerID required, productModel required, contactEmail required and valid, notes optional.
 */
export const ZDataRequestCreate = z.object({
  manufacturerID: z
    .number({ error: M.manufacturerRequired })
    .int(M.manufacturerRequired)
    .positive(M.manufacturerRequired),
  productModel: requiredText(M.productModelRequired).pipe(z.string().max(SUPPORT_LIMITS.modelMax, M.productModelTooLong)),
  contactEmail: requiredText(M.contactEmailRequired).pipe(z.email(M.contactEmailInvalid)),
  requestNotes: z.string().nullish().transform(blankToUndefined).pipe(z.string().max(SUPPORT_LIMITS.notesMax, M.notesTooLong).optional()),
  requestDetails: ZDataRequestDetails.prefault({}),
});
export type TDataRequestCreate = z.infer<typeof ZDataRequestCreate>;
/** What a client sends before the rules run. */
export type TDataRequestInput = z.input<typeof ZDataRequestCreate>;

/** Who filed a request, for the admin lists. */
const requester = {
  userId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  userEmail: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A stored support request. */
export const ZSupportRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  userMessage: z.string(),
  ...requester,
  /** Create only: whether the e-mail to support went out (the request is kept either way). */
  emailSent: z.boolean().optional(),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

/** A stored product data request. */
export const ZDataRequest = z.object({
  id: z.number().int(),
  manufacturerID: z.number().int(),
  manufacturerName: z.string(),
  productModel: z.string(),
  contactEmail: z.string(),
  requestNotes: z.string().nullable(),
  requestDetails: z.object({
    productImage: z.boolean(),
    upc: z.boolean(),
    priceUpdate: z.boolean(),
    specificationSheet: z.boolean(),
    installationSheet: z.boolean(),
    warrantySheet: z.boolean(),
  }),
  ...requester,
  /** Create only: whether the e-mail to support went out. */
  emailSent: z.boolean().optional(),
});
export type TDataRequest = z.infer<typeof ZDataRequest>;

/** Query of the admin lists: status (also as filter[status]), page, perPage; newest first. */
export const ZRequestListQuery = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'status must be open, in_progress or closed.' }).optional(),
  'filter[status]': z.enum(REQUEST_STATUSES, { error: 'status must be open, in_progress or closed.' }).optional(),
  perPage: z.coerce.number({ error: 'perPage must be a number.' }).int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page must be at least 1.').default(1),
});
export type TRequestListQuery = z.infer<typeof ZRequestListQuery>;

/** A status change from the admin page. */
export const ZRequestStatusUpdate = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'status must be open, in_progress or closed.' }),
});
export type TRequestStatusUpdate = z.infer<typeof ZRequestStatusUpdate>;
