import { z } from 'zod';
import { PROFILE_LIMITS, PROFILE_MESSAGES as M, PROFILE_TYPES } from '#shared/lib/profile-messages';

/**
 * The phone pattern of spec/workspace.md §5: an optional prefix ('+' with 1–4 digits, 2–3 digits
 * in parentheses, or 2–4 digits), groups separated by spaces or hyphens, ending in groups of 3–4 digits.
 */
export const PHONE_PATTERN = /^(?:\+\d{1,4}[ -]?)?(?:\(\d{2,3}\)[ -]?|\d{2,4}[ -])?(?:\d{3,4}[ -])*\d{3,4}$/;

/** '' and null mean "not given": dropped before the rules run. */
function blankToUndefined(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * An optional text field: blank is dropped, the rest is trimmed and checked by `rule`.
 * @param rule the check of a non-blank value.
 */
export function optionalText(rule: z.ZodType<string, string>) {
  return z.string().nullish().transform(blankToUndefined).pipe(rule.optional());
}

const zName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(PROFILE_LIMITS.nameMaxChars, M.nameMax);
const zText = z.string().max(PROFILE_LIMITS.textMaxChars, M.textMax(PROFILE_LIMITS.textMaxChars));
const zEmail = z.string().max(PROFILE_LIMITS.emailMaxChars, M.emailMax).pipe(z.email(M.emailInvalid));

/** A profile's editable fields; every one but name is optional, blanks are dropped. */
const profileFields = {
  email: optionalText(zEmail),
  /** Same as email (the spec gives both names). */
  emailAddress: optionalText(zEmail),
  phone: optionalText(z.string().regex(PHONE_PATTERN, M.phoneInvalid)),
  fax: optionalText(z.string().regex(PHONE_PATTERN, M.phoneInvalid)),
  address: optionalText(z.string().max(PROFILE_LIMITS.addressMaxChars, M.addressMax)),
  contact: optionalText(zText),
  type: z.enum(PROFILE_TYPES, { error: M.typeInvalid }).nullish(),
  public: z.boolean().optional(),
};

/** Body of POST {u}/profile, inside {"createProfileRequest": {"Profile": …}}. */
export const ZProfileCreate = z.object({ name: zName, ...profileFields });
export type TProfileCreateInput = z.input<typeof ZProfileCreate>;
export type TProfileCreate = z.output<typeof ZProfileCreate>;

/** Body of PATCH {u}/profile/{id}: any field; name, when sent, follows the create rule. */
export const ZProfileUpdate = z.object({
  name: zName.optional(),
  ...profileFields,
  active: z.boolean().optional(),
  archived: z.boolean().optional(),
});
export type TProfileUpdate = z.output<typeof ZProfileUpdate>;

/** A profile as the API answers it (spec/business-records.md §3 "Profile"). */
export const ZProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  userID: z.number().int(),
  email: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  public: z.boolean(),
  type: z.string().nullable(),
  /** The special type purchase_order ("Purchase Orders"): the e-Specbook acts as a purchase-order view. */
  isPurchaseOrderProfile: z.boolean(),
  /** The special type order ("Orders"): the e-Specbook acts as a purchase-order view. */
  isOrdersProfile: z.boolean(),
  active: z.boolean(),
  archived: z.boolean(),
  specbookCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createDateTime: z.string(),
  updateDateTime: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** Query of GET {u}/profile: active profiles by name, cursor paginated. */
export const ZProfileListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  perPage: z.coerce.number().int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  cursor: z.string().optional(),
});
export type TProfileListQuery = z.infer<typeof ZProfileListQuery>;
