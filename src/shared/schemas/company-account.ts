import { z } from 'zod';
import { parseSettingValue, QUOTE_VALIDITY_SETTING } from '#shared/lib/account-settings';
import { ACCOUNT_TYPES } from '#shared/lib/roles';
import {
  COMPANY_LIMITS as L,
  COMPANY_MESSAGES as M,
  CONTACT_KINDS,
  POLICY_TYPES,
  SOCIAL_NETWORKS,
  type TContactKind,
  type TSocialNetwork,
} from '#shared/lib/company-messages';
import { ZAccountSetting } from '#shared/schemas/account-settings';
import { PHONE_PATTERN } from '#shared/schemas/profile';
import { ZAccount } from '#shared/schemas/user';

/** '' and null mean "not given"; the rest is trimmed. */
function blank(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** An optional text field: blank becomes null ("clear it"), the rest is trimmed and checked by `rule`. */
function optionalText(rule: z.ZodType<string, string>) {
  return z.string().nullish().transform(blank).pipe(rule.nullish());
}

/** A required text field: missing or blank answers `required`, the rest is trimmed and checked by `rule`. */
function requiredText(required: string, rule: z.ZodType<string, string> = z.string()) {
  return z
    .string({ error: required })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, required).pipe(rule));
}

/** An e-mail: trimmed, lower-cased (spec §3: stored lower-cased), at most 100, valid. */
function zEmail(invalid: string) {
  return z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.string().max(L.emailMax, invalid).pipe(z.email(invalid)));
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A web address as people type it: 'lakesidebath.com' is read as 'https://lakesidebath.com'.
 * Valid when it is http(s), has a dotted host name and no spaces; answers the address to store,
 * or null when it is not valid.
 */
export function toWebAddress(value: string): string | null {
  const text = SCHEME.test(value) ? value : `https://${value}`;
  if (/\s/.test(text) || text.length > L.urlMax) return null;
  try {
    const url = new URL(text);
    const ok = (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
    return ok ? text : null;
  } catch {
    return null;
  }
}

/** A web address field: blank → null; otherwise {@link toWebAddress} or `message`. */
export function zWebAddress(message: string, typeMessage = message) {
  return z
    .union([z.string(), z.null()], { error: typeMessage })
    .optional()
    .transform((v, ctx) => {
      const text = blank(v);
      if (text === null || text === undefined) return text;
      const url = toWebAddress(text);
      if (url === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return url;
    });
}

/** extra.socialMedia in a payload: network → profile URL (or null to clear it). */
const ZSocialMediaInput = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n.key, zWebAddress(M.socialUrl(n.name), M.socialType(n.name))])) as Record<
    TSocialNetwork,
    ReturnType<typeof zWebAddress>
  >,
);

const zPhone = z.string().regex(PHONE_PATTERN, M.notValid);

/** The default tax percentage (0–100); '8.25%' as a percentage field shows it is read as 8.25. */
const zTax = z
  .union([z.number(), z.string()], { error: M.taxRange })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*\d+(\.\d+)?\s*%?\s*$/.test(v) ? Number.parseFloat(v) : Number.NaN;
    if (!Number.isFinite(n) || n < L.taxMin || n > L.taxMax) {
      ctx.addIssue({ code: 'custom', message: M.taxRange });
      return z.NEVER;
    }
    return n;
  });

/** Default payment terms in days: a whole number, 0 or more. */
const zTerms = z.union([z.number(), z.string()], { error: M.paymentTerms }).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > 2_147_483_647) {
    ctx.addIssue({ code: 'custom', message: M.paymentTerms });
    return z.NEVER;
  }
  return n;
});

/** Days a quote holds (1–365; the quote.validity_days setting, docs/decisions/040). */
const zQuoteValidity = z.union([z.number(), z.string()], { error: M.quoteValidity }).transform((v, ctx) => {
  const parsed = parseSettingValue(QUOTE_VALIDITY_SETTING, v);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: M.quoteValidity });
    return z.NEVER;
  }
  return Number(parsed.value);
});

const accountFields = {
  name: requiredText(M.nameRequired, z.string().max(L.nameMax, M.nameMax)),
  email: requiredText(M.emailRequired, zEmail(M.emailInvalid)),
  phoneNumber: requiredText(M.phoneRequired, zPhone),
  faxNumber: optionalText(zPhone),
  type: z.enum(ACCOUNT_TYPES, { error: M.typeRequired }),
  website: zWebAddress(M.websiteInvalid),
  resaleCertificate: optionalText(z.string().max(L.resaleCertificateMax, M.resaleCertificateMax)),
  extra: z.object({ socialMedia: ZSocialMediaInput.optional() }).optional(),
  defaultTaxPercentage: zTax.optional(),
  defaultPaymentTerms: zTerms.optional(),
  quoteValidityDays: zQuoteValidity.optional(),
};

/**
 * Body of PATCH {u}/account, inside {"updateAccountRequest": {"Account": …}} (spec §5 "Company
 * account"): any field; name, email, phoneNumber and type, when sent, may not be blank.
 */
export const ZCompanyAccountUpdate = z.object({
  name: accountFields.name.optional(),
  email: accountFields.email.optional(),
  phoneNumber: accountFields.phoneNumber.optional(),
  faxNumber: accountFields.faxNumber,
  type: accountFields.type.optional(),
  website: accountFields.website,
  resaleCertificate: accountFields.resaleCertificate,
  extra: accountFields.extra,
  defaultTaxPercentage: accountFields.defaultTaxPercentage,
  defaultPaymentTerms: accountFields.defaultPaymentTerms,
  quoteValidityDays: accountFields.quoteValidityDays,
});
export type TCompanyAccountUpdateInput = z.input<typeof ZCompanyAccountUpdate>;
export type TCompanyAccountUpdate = z.output<typeof ZCompanyAccountUpdate>;

/** The company form's rule: the required fields present (the page checks with it on input and blur). */
export const ZCompanyAccountForm = z.object(accountFields);

/** The rules of one contact kind: which messages, and whether its name is required. */
const CONTACT_RULES: Record<TContactKind, { nameRequired: string | null; emailRequired: string; emailInvalid: string }> = {
  manager: { nameRequired: M.managerNameRequired, emailRequired: M.managerEmailRequired, emailInvalid: M.managerEmailInvalid },
  accounting: { nameRequired: null, emailRequired: M.accountingEmailRequired, emailInvalid: M.accountingEmailInvalid },
  purchasing: { nameRequired: M.purchasingNameRequired, emailRequired: M.purchasingEmailRequired, emailInvalid: M.purchasingEmailInvalid },
};

const zContactName = z.string().max(L.contactNameMax, M.contactNameMax);

/** A contact body's schema for one kind (manager, accounting, purchasing; spec §5). */
function contactSchema(kind: TContactKind) {
  const rules = CONTACT_RULES[kind];
  return z.object({
    name: rules.nameRequired ? requiredText(rules.nameRequired, zContactName) : optionalText(zContactName),
    email: requiredText(rules.emailRequired, zEmail(rules.emailInvalid)),
    phone: optionalText(zPhone),
  });
}

/** Body of PUT {u}/account/{kind}, inside {"replaceAccountRequest": {"Contact": …}}, per kind. */
export const ZContactReplace = Object.fromEntries(CONTACT_KINDS.map((k) => [k, contactSchema(k)])) as Record<
  TContactKind,
  ReturnType<typeof contactSchema>
>;
export type TContactReplaceInput = z.input<ReturnType<typeof contactSchema>>;
export type TContactReplace = z.output<ReturnType<typeof contactSchema>>;

/** Body of PUT {u}/account/policy/{type}, inside {"updatePolicyRequest": {"UserPolicy": …}}: empty text is null. */
export const ZPolicyUpdate = z.object({
  type: z.string().optional(),
  text: z
    .string({ error: M.policyTextMax })
    .nullish()
    .transform((v) => blank(v) ?? null)
    .pipe(z.string().max(L.policyTextMax, M.policyTextMax).nullable()),
});
export type TPolicyUpdateInput = z.input<typeof ZPolicyUpdate>;

const zTextOrNull = z.string().nullable();

/** A sub-contact as the API answers it. */
export const ZAccountContact = z.object({
  id: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  name: zTextOrNull,
  email: z.string(),
  phone: zTextOrNull,
  updatedAt: z.string(),
});
export type TAccountContact = z.infer<typeof ZAccountContact>;

/** A policy (UserPolicy) as the API answers it; text null and dates null when none is stored. */
export const ZUserPolicy = z.object({
  type: z.enum(POLICY_TYPES.map((p) => p.type) as [string, ...string[]]),
  kind: z.enum(POLICY_TYPES.map((p) => p.kind) as [string, ...string[]]),
  text: zTextOrNull,
  createdAt: zTextOrNull,
  updatedAt: zTextOrNull,
});
export type TUserPolicy = z.infer<typeof ZUserPolicy>;

/** One social link (spec §3: name, url and logo; logo names the network's icon). */
export const ZSocialLink = z.object({ name: z.string(), url: zTextOrNull, logo: z.string() });

/** The company account as GET/PATCH {u}/account answer it (spec §3 "Company account"). */
export const ZCompanyAccount = ZAccount.extend({
  companyName: z.string(),
  phoneNumber: zTextOrNull,
  fax: zTextOrNull,
  faxNumber: zTextOrNull,
  logo: zTextOrNull,
  resaleCertificate: zTextOrNull,
  extra: z.object({
    resaleCertificate: zTextOrNull,
    socialMedia: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n.key, ZSocialLink])) as Record<TSocialNetwork, typeof ZSocialLink>,
    ),
  }),
  /** At least one social link has a URL: the e-Specbook shows its social block only then. */
  hasAnySocialMedia: z.boolean(),
  manager: ZAccountContact.nullable(),
  accounting: ZAccountContact.nullable(),
  purchasing: ZAccountContact.nullable(),
  policies: z.array(ZUserPolicy),
  termsAndConditions: zTextOrNull,
  returnPolicy: zTextOrNull,
  hasTermsAndConditions: z.boolean(),
  hasReturnPolicy: z.boolean(),
  defaultTaxPercentage: z.number(),
  defaultPaymentTerms: z.number().int(),
  /** Days a quote is valid after it is issued (the quote.validity_days setting; 30 by default). */
  quoteValidityDays: z.number().int(),
  defaults: z.object({ taxPercentage: z.number(), paymentTerms: z.number().int(), quoteValidityDays: z.number().int() }),
  settings: z.array(ZAccountSetting),
  /** An access code for advanced pricing is set (docs/decisions/027); the code itself is never answered. */
  hasAccessCode: z.boolean(),
});
export type TCompanyAccount = z.infer<typeof ZCompanyAccount>;
