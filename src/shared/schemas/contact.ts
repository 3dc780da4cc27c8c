import { z } from 'zod';
import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from '#shared/lib/contact-messages';
import { PHONE_PATTERN } from '#shared/schemas/profile';

/** The request operations of a create and an update. */
export const CONTACT_CREATE_OPERATION = 'createContactRequest';
export const CONTACT_UPDATE_OPERATION = 'updateContactRequest';

/** A contact as the API answers it (resource Contact: the company-account fields that fit a person). */
export const ZContact = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.string().nullable(),
  about: z.string().nullable(),
  customer: z.object({ id: z.number().int() }).nullable(),
  vendor: z.object({ id: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContact = z.infer<typeof ZContact>;

/** The simple member record (spec §3): one user of the caller's account. */
export const ZMember = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TMember = z.infer<typeof ZMember>;

/** An optional text: blank or null clears it (null), the rest is trimmed and checked by `rule`. */
function optional(rule: z.ZodType<string, string>) {
  return z
    .string()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .pipe(rule.nullish());
}

const zPhone = z.string().regex(PHONE_PATTERN, M.notValid);
const zRef = z.object({ id: z.number().int().positive() }).nullish();

const contactFields = {
  companyName: optional(z.string().max(L.companyNameMax, M.companyNameMax)),
  title: optional(z.string().max(L.titleMax, M.titleMax)),
  email: optional(z.string().max(L.emailMax, M.emailMax).pipe(z.email(M.notValid)).transform((v) => v.toLowerCase())),
  phone: optional(zPhone),
  fax: optional(zPhone),
  website: optional(z.string().max(L.websiteMax, M.websiteInvalid).pipe(z.url({ protocol: /^https?$/, error: M.websiteInvalid }))),
  about: optional(z.string().max(L.aboutMax, M.aboutMax)),
  /** The customer this person works for (one of the account's); null detaches. */
  customer: zRef,
  /** The vendor (seller) this person works for (one of the account's); null detaches. */
  vendor: zRef,
};

const zName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax);

/** `createContactRequest.Contact`. */
export const ZContactCreate = z.object({ name: zName, ...contactFields });
export type TContactCreateInput = z.input<typeof ZContactCreate>;
export type TContactCreate = z.output<typeof ZContactCreate>;

/** `updateContactRequest.Contact` (or the create envelope): any of the fields. */
export const ZContactUpdate = z.object({ name: zName.optional(), ...contactFields });
export type TContactUpdate = z.output<typeof ZContactUpdate>;
