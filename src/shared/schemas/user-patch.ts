import { z } from 'zod';
import { toLocale } from '#shared/lib/locale';
import { COMPANY_MESSAGES } from '#shared/lib/company-messages';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import { zWebAddress } from './company-account';
import { PHONE_PATTERN } from './profile';
import { ZRole, type TRole } from './user';

/** An optional text: trimmed; blank and null clear it (null); at most `max` characters. */
function zOptionalText(max: number, message: string) {
  return z
    .string()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null))
    .pipe(z.string().max(max, message).nullish());
}

/**
 * A coordinate between -`limit` and `limit`: a number, or a numeric text as a form sends it;
 * blank and null clear it. Anything else answers `message`.
 */
function zCoordinate(limit: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return v === undefined ? undefined : null;
      const n = typeof v === 'number' ? v : /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(v) ? Number(v) : NaN;
      if (Number.isFinite(n) && Math.abs(n) <= limit) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** A phone-like number (the phone pattern, 'Not Valid'); blank and null clear it. */
const zPhone = z
  .string()
  .trim()
  .nullable()
  .optional()
  .refine((v) => v === undefined || v === null || v === '' || PHONE_PATTERN.test(v), COMPANY_MESSAGES.notValid);

/**
 * The user fields a user may change on themself (spec/workspace.md §7 "patch user (website
 * address)"): the website address ('lakesidebath.com' is stored as 'https://lakesidebath.com';
 * blank clears it), name, company name, phone, and the §3 "User" fields of decision 081 (fax,
 * address, latitude -90..90, longitude -180..180, store manager name and e-mail) and locale (one of the ten, any case, stored
 * lower-case; null clears it: the browser's language then decides; docs/decisions/068). Other keys are ignored.
 */
export const ZUserPatch = z.object({
  companyWebAddress: zWebAddress(COMPANY_MESSAGES.websiteInvalid),
  name: z.string().trim().min(1, M.nameRequired).max(100, M.nameMax).optional(),
  companyName: z.string().trim().max(200, M.companyNameMax).nullable().optional(),
  phone: zPhone,
  fax: zPhone,
  legacyAddress: zOptionalText(400, M.addressMax),
  latitude: zCoordinate(90, M.latitudeInvalid),
  longitude: zCoordinate(180, M.longitudeInvalid),
  storeManagerName: zOptionalText(100, M.storeManagerNameMax),
  storeManagerEmail: zOptionalText(254, M.emailInvalid).pipe(z.email(M.emailInvalid).nullish()),
  locale: z
    .string(M.localeInvalid)
    .nullable()
    .optional()
    .refine((v) => v === undefined || v === null || toLocale(v) !== null, M.localeInvalid)
    .transform((v) => (v === undefined || v === null ? v : toLocale(v))),
});
export type TUserPatch = z.infer<typeof ZUserPatch>;

/** The user's own profile fields of spec §3 "User" (docs/decisions/081): the Account Settings form checks them with these rules. */
export const ZUserProfile = ZUserPatch.pick({ fax: true, legacyAddress: true, latitude: true, longitude: true, storeManagerName: true, storeManagerEmail: true });
/** What the profile form sends: texts as typed (blank clears a field), coordinates as numbers or numeric text. */
export type TUserProfileInput = z.input<typeof ZUserProfile>;

/** `{"updateUserRequest": {"User": {…}}}` or the fields alone. */
export const USER_PATCH_OPERATION = 'updateUserRequest';

/** Body of PATCH {u}: the fields wrapped as the spec's convention has it, or sent bare. */
export const ZUserPatchBody = z.preprocess((body) => {
  if (body === null || typeof body !== 'object' || !(USER_PATCH_OPERATION in body)) return body;
  const operation = (body as Record<string, unknown>)[USER_PATCH_OPERATION];
  return operation !== null && typeof operation === 'object' && 'User' in operation ? operation.User : operation;
}, ZUserPatch);

/** A role granted to a user (spec/workspace.md §3 "User" → Role), GET {u}/roles: the user's own Role shape. */
export const ZRoleRecord = ZRole;
export type TRoleRecord = TRole;
