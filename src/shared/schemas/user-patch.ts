import { z } from 'zod';
import { toLocale } from '#shared/lib/locale';
import { COMPANY_MESSAGES } from '#shared/lib/company-messages';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import { zWebAddress } from './company-account';
import { PHONE_PATTERN } from './profile';

/**
 * The user fields a user may change on themself (spec/workspace.md §7 "patch user (website
 * address)"): the website address ('lakesidebath.com' is stored as 'https://lakesidebath.com';
 * blank clears it), name, company name, phone and locale (one of the ten, any case, stored
 * lower-case; null clears it: the browser's language then decides; docs/decisions/068). Other keys are ignored.
 */
export const ZUserPatch = z.object({
  companyWebAddress: zWebAddress(COMPANY_MESSAGES.websiteInvalid),
  name: z.string().trim().min(1, M.nameRequired).max(100, M.nameMax).optional(),
  companyName: z.string().trim().max(200, M.companyNameMax).nullable().optional(),
  phone: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((v) => v === undefined || v === null || v === '' || PHONE_PATTERN.test(v), COMPANY_MESSAGES.notValid),
  locale: z
    .string(M.localeInvalid)
    .nullable()
    .optional()
    .refine((v) => v === undefined || v === null || toLocale(v) !== null, M.localeInvalid)
    .transform((v) => (v === undefined || v === null ? v : toLocale(v))),
});
export type TUserPatch = z.infer<typeof ZUserPatch>;

/** `{"updateUserRequest": {"User": {…}}}` or the fields alone. */
export const USER_PATCH_OPERATION = 'updateUserRequest';

/** Body of PATCH {u}: the fields wrapped as the spec's convention has it, or sent bare. */
export const ZUserPatchBody = z.preprocess((body) => {
  if (body === null || typeof body !== 'object' || !(USER_PATCH_OPERATION in body)) return body;
  const operation = (body as Record<string, unknown>)[USER_PATCH_OPERATION];
  return operation !== null && typeof operation === 'object' && 'User' in operation ? operation.User : operation;
}, ZUserPatch);

/** A role granted to a user (spec/workspace.md §3 "User" → Role), GET {u}/roles. */
export const ZRoleRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  active: z.boolean(),
  legacyRole: z.string().nullable(),
  createDateTime: z.string(),
  updateDateTime: z.string(),
});
export type TRoleRecord = z.infer<typeof ZRoleRecord>;
