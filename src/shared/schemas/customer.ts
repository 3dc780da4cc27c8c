import { z } from 'zod';
import {
  ADDRESS_MESSAGES as AM,
  CUSTOMER_LIMITS as L,
  CUSTOMER_MESSAGES as M,
  CUSTOMER_ORIGIN_VALUES,
  CUSTOMER_TYPE_VALUES,
  INVOICE_TERM_VALUES,
} from '#shared/lib/customer-messages';
import { PHONE_PATTERN } from '#shared/schemas/profile';

export { PHONE_PATTERN };

/** '' and null mean "not given": dropped before the rules run. */
function blankToUndefined(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** An optional text field: blank becomes null ("clear it"), the rest is trimmed and checked by `rule`. */
function optionalText(rule: z.ZodType<string, string>) {
  return z
    .string()
    .nullish()
    .transform((v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)))
    .pipe(rule.nullish());
}

const zPhone = z.string().regex(PHONE_PATTERN, M.notValid);

/** The customer's editable fields (spec §5 "Customer (current form)"); name is added per operation. */
const customerFields = {
  firstName: optionalText(z.string().max(L.personNameMax, M.firstNameMax)),
  lastName: optionalText(z.string().max(L.personNameMax, M.lastNameMax)),
  companyName: optionalText(z.string().max(L.companyNameMax, M.companyNameMax)),
  customerNumber: optionalText(z.string().max(L.customerNumberMax, M.customerNumberMax)),
  /** The customer's id in the distributor's ERP (the gateway's CustomerID); blank clears it. */
  erpCustomerId: optionalText(z.string().max(L.erpCustomerIdMax, M.erpCustomerIdMax)),
  type: optionalText(z.enum(CUSTOMER_TYPE_VALUES, { error: M.typeInvalid })),
  origin: optionalText(z.enum(CUSTOMER_ORIGIN_VALUES, { error: M.originInvalid })),
  /** One of the account's price groups (GET {u}/customer/price-groups); null clears it. */
  priceGroup: z
    .object({ id: z.number({ error: M.priceGroupInvalid }).int(M.priceGroupInvalid).positive(M.priceGroupInvalid) }, { error: M.priceGroupInvalid })
    .nullish(),
  /** Invoice terms in days (GET {u}/customer/invoice-terms). */
  paymentTerms: z
    .number({ error: M.paymentTermsInvalid })
    .int(M.paymentTermsInvalid)
    .refine((v) => INVOICE_TERM_VALUES.includes(v), M.paymentTermsInvalid)
    .nullish(),
  phoneNumber: optionalText(zPhone),
  faxNumber: optionalText(zPhone),
  email: optionalText(z.string().max(L.emailMax, M.emailMax).pipe(z.email(M.notValid))),
  notes: optionalText(z.string().max(L.notesMax, M.notesMax)),
  resaleCertificate: optionalText(z.string().max(L.resaleCertificateMax, M.resaleCertificateMax)),
};

const zName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax);

/** Body of POST {u}/customer, inside {"createCustomerRequest": {"Customer": …}}. */
export const ZCustomerCreate = z.object({ name: zName, ...customerFields });
export type TCustomerCreateInput = z.input<typeof ZCustomerCreate>;
export type TCustomerCreate = z.output<typeof ZCustomerCreate>;

/** Body of PATCH {u}/customer/{id}: any field; name, when sent, follows the create rule. */
export const ZCustomerUpdate = z.object({ name: zName.optional(), ...customerFields });
export type TCustomerUpdate = z.output<typeof ZCustomerUpdate>;

const zTextOrNull = z.string().nullable();

/** A customer's price group as the API answers it. */
export const ZPriceGroupRef = z.object({ id: z.number().int(), name: z.string() });
export type TPriceGroupRef = z.infer<typeof ZPriceGroupRef>;

/** A customer address as the API answers it (spec §3 "Address", current form). */
export const ZAddress = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  type: z.object({ id: z.union([z.literal(1), z.literal(2)]) }),
  label: z.string(),
  firstName: zTextOrNull,
  lastName: zTextOrNull,
  contact: zTextOrNull,
  line1: z.string(),
  line2: zTextOrNull,
  city: zTextOrNull,
  state: zTextOrNull,
  zipCode: zTextOrNull,
  country: zTextOrNull,
  /** USD, 2 decimals, as a string ("12.50"). */
  cost: zTextOrNull,
  active: z.boolean(),
  default: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

/** A customer as the API answers it: each field under the spec's names (§3 "Customer"). */
export const ZCustomer = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  customerName: z.string(),
  firstName: zTextOrNull,
  customerFirstName: zTextOrNull,
  lastName: zTextOrNull,
  customerLastName: zTextOrNull,
  companyName: zTextOrNull,
  customerCompany: zTextOrNull,
  customerNumber: zTextOrNull,
  number: zTextOrNull,
  erpCustomerId: zTextOrNull,
  type: zTextOrNull,
  customerType: zTextOrNull,
  origin: zTextOrNull,
  customerOrigin: zTextOrNull,
  priceGroup: ZPriceGroupRef.nullable(),
  customerGroupPricing: ZPriceGroupRef.nullable(),
  paymentTerms: z.number().int().nullable(),
  phone: zTextOrNull,
  phoneNumber: zTextOrNull,
  customerPhone: zTextOrNull,
  faxNumber: zTextOrNull,
  email: zTextOrNull,
  emailAddress: zTextOrNull,
  customerEmail: zTextOrNull,
  notes: zTextOrNull,
  /** The 12-digit code of the platform user this customer was added by (null otherwise). */
  customerCode: zTextOrNull,
  linkedSpecbooksUser: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  extra: z.object({ resaleCertificate: zTextOrNull }),
  billingAddress: ZAddress.nullable(),
  shippingAddress: ZAddress.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/** A 12-digit customer code (spec §9). */
export const ZCustomerCode = z
  .string({ error: M.codeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${L.codeLength}}$`), M.codeInvalid);

/** Answer of the customer-code lookup (spec §3 "Customer-code lookup result"). */
export const ZCustomerLookup = z.object({
  name: z.string(),
  company: zTextOrNull,
  location: z.object({ city: zTextOrNull, state: zTextOrNull }),
  customerNumber: z.string(),
});
export type TCustomerLookup = z.infer<typeof ZCustomerLookup>;

/** Body of POST {u}/customer/invite, inside {"sendCustomerInviteRequest": {"Invite": …}} (spec §5 "Customer invite"). */
export const ZCustomerInvite = z.object({
  contactName: z
    .string({ error: M.contactNameRequired })
    .trim()
    .min(1, M.contactNameRequired)
    .max(L.contactNameMax, M.contactNameMax),
  companyName: z
    .string({ error: M.companyNameRequired })
    .trim()
    .min(1, M.companyNameRequired)
    .max(L.companyNameMax, M.companyNameMax),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(L.emailMax, M.emailMax)
    .pipe(z.email(M.notValid)),
  phone: z.string({ error: M.phoneRequired }).trim().min(1, M.phoneRequired).regex(PHONE_PATTERN, M.notValid),
  /** Optionally the customer record the invitation is for. */
  customerId: z.number().int().positive().optional(),
});
export type TCustomerInviteInput = z.input<typeof ZCustomerInvite>;
export type TCustomerInvite = z.output<typeof ZCustomerInvite>;

/** Answer of a sent invitation. */
export const ZCustomerInviteSent = z.object({ email: z.string(), sent: z.literal(true), customerCode: z.string() });

/** Cost in USD: a number or a numeric string, at least 0, at most 2 decimals. */
const zCost = z
  .union([z.number(), z.string()], { error: AM.costInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: AM.costInvalid });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

const addressFields = {
  type: z.object({ id: z.union([z.literal(1), z.literal(2)], { error: AM.typeInvalid }) }, { error: AM.typeInvalid }),
  label: optionalText(z.string().max(L.addressLabelMax, AM.labelMax)),
  firstName: optionalText(z.string().max(L.personNameMax, AM.firstNameMax)),
  lastName: optionalText(z.string().max(L.personNameMax, AM.lastNameMax)),
  contact: optionalText(z.string().max(L.addressLabelMax, AM.labelMax)),
  line1: optionalText(z.string().max(L.lineMax, AM.line1Max)),
  line2: optionalText(z.string().max(L.lineMax, AM.line2Max)),
  city: optionalText(z.string().max(L.cityMax, AM.cityMax)),
  state: optionalText(z.string().max(L.cityMax, AM.stateRequired)),
  zipCode: optionalText(z.string().min(L.zipMin, AM.zipMin).max(L.zipMax, AM.zipMax)),
  country: optionalText(z.string().max(L.cityMax, AM.countryRequired)),
  cost: zCost,
  active: z.boolean().optional(),
  default: z.boolean().optional(),
};

type TAddressShape = { line1?: string | null; city?: string | null; zipCode?: string | null; state?: string | null; country?: string | null };

/** The address rules that depend on other fields: line1 required; when set, city, zip, state, country too. */
function addressCrossRules(a: TAddressShape, ctx: z.RefinementCtx): void {
  if (!a.line1) {
    ctx.addIssue({ code: 'custom', path: ['line1'], message: AM.line1Required });
    return;
  }
  if (!a.city) ctx.addIssue({ code: 'custom', path: ['city'], message: AM.cityRequired });
  if (!a.zipCode) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: AM.zipRequired });
  if (!a.state) ctx.addIssue({ code: 'custom', path: ['state'], message: AM.stateRequired });
  if (!a.country) ctx.addIssue({ code: 'custom', path: ['country'], message: AM.countryRequired });
}

/** Body of POST {u}/customer/{id}/addresses, inside {"createAddressRequest": {"Address": …}} (spec §5 "Address (current form)"). */
export const ZAddressCreate = z.object(addressFields).superRefine(addressCrossRules);
export type TAddressCreateInput = z.input<typeof ZAddressCreate>;
export type TAddressCreate = z.output<typeof ZAddressCreate>;

/** Body of PATCH …/addresses/{addressId}: any field; the server checks the merged address with the create rules. */
export const ZAddressUpdate = z.object({ ...addressFields, type: addressFields.type.optional() });
export type TAddressUpdate = z.output<typeof ZAddressUpdate>;
