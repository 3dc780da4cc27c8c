/**
 * The company account (/v4/account): its strings, limits and fixed lists
 * (spec/business-records.md §3 "Company account", "Policy", §5 "Company account", §9).
 */
import { COLLAB_MESSAGES } from './collab-messages';

/** The social networks of extra.socialMedia (spec §3, §9), in the page's order, with display names. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'houzz', name: 'Houzz' },
  { key: 'twitter', name: 'Twitter' },
  { key: 'pinterest', name: 'Pinterest' },
  { key: 'youtube', name: 'YouTube' },
] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];
export const SOCIAL_NETWORK_KEYS = SOCIAL_NETWORKS.map((n) => n.key) as [TSocialNetwork, ...TSocialNetwork[]];

/** The three sub-contacts of the account. */
export const CONTACT_KINDS = ['manager', 'accounting', 'purchasing'] as const;
export type TContactKind = (typeof CONTACT_KINDS)[number];

/** Policy types as stored and answered, with the short kinds the spec also uses (§3 "Policy", §9). */
export const POLICY_TYPES = [
  { type: 'terms_and_conditions', kind: 'terms', label: 'Terms and Conditions' },
  { type: 'returns_policy', kind: 'return', label: 'Returns Policy' },
] as const;
export type TPolicyType = (typeof POLICY_TYPES)[number]['type'];
export type TPolicyKind = (typeof POLICY_TYPES)[number]['kind'];
export const POLICY_TYPE_VALUES = POLICY_TYPES.map((p) => p.type) as [TPolicyType, ...TPolicyType[]];

/** The stored policy type of a path's or payload's type or short kind; null when it is neither. */
export function policyTypeOf(value: string): TPolicyType | null {
  return POLICY_TYPES.find((p) => p.type === value || p.kind === value)?.type ?? null;
}

/** Limits of the company account's fields (the spec gives none beyond the tax range; docs/decisions/021). */
export const COMPANY_LIMITS = {
  nameMax: 155,
  emailMax: 100,
  urlMax: 500,
  resaleCertificateMax: 100,
  contactNameMax: 100,
  policyTextMax: 20_000,
  taxMin: 0,
  taxMax: 100,
  logoMaxMb: 5,
  /** The stored logo fits in this square (px), never enlarged. */
  logoMaxPx: 600,
} as const;

/** User-facing strings of the company account page and API. */
export const COMPANY_MESSAGES = {
  // §5 "Company account"
  nameRequired: 'Company Name is required',
  nameMax: `Company Name cannot exceed ${COMPANY_LIMITS.nameMax} characters`,
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address needs to be a valid email address',
  phoneRequired: 'Phone Number is required',
  notValid: 'Not Valid',
  typeRequired: "'Account Type' is required",
  websiteInvalid: 'Website needs to be a valid web address',
  socialUrl: (network: string) => `${network} profile needs to be a valid web address`,
  socialType: (network: string) => `${network} profile address needs to be a compound of alphabetic characters`,
  resaleCertificateMax: `Resale certificate must not exceed ${COMPANY_LIMITS.resaleCertificateMax} characters`,
  taxRange: COLLAB_MESSAGES.settingTaxRate,
  paymentTerms: COLLAB_MESSAGES.settingPaymentTerms,
  quoteValidity: COLLAB_MESSAGES.settingQuoteValidity,
  // Contacts
  managerNameRequired: 'Manager Name is required',
  managerEmailRequired: 'Manager Email address is required',
  managerEmailInvalid: 'Manager Email address needs to be a valid email address',
  accountingEmailRequired: 'Accounting email address is required',
  accountingEmailInvalid: 'Accounting email address needs to be a valid email address',
  purchasingNameRequired: 'Purchasing name address is required',
  purchasingEmailRequired: 'Purchasing email address is required',
  purchasingEmailInvalid: 'Purchasing email address needs to be a valid email address',
  contactNameMax: `Name cannot exceed ${COMPANY_LIMITS.contactNameMax} characters`,
  // Policies
  policyTextMax: `Policy text cannot exceed ${COMPANY_LIMITS.policyTextMax} characters`,
  policyType: 'Policy type must be terms_and_conditions or returns_policy',
  // Logo
  logoRequired: 'Choose an image file for the logo',
  logoNotImage: 'The logo must be a PNG, JPEG, GIF or WebP image',
  logoTooLarge: `The logo cannot exceed ${COMPANY_LIMITS.logoMaxMb} MB`,
  // Toasts
  saved: 'Company account saved.',
  saveFailed: 'Could not save the company account',
  contactSaved: 'Contact saved.',
  policySaved: 'Policy saved.',
  policyRemoved: 'Policy removed.',
  logoUploaded: 'Logo uploaded.',
  logoRemoved: 'Logo removed.',
  defaultsSaved: 'Defaults saved.',
  settingsSaved: 'Settings saved.',
  loadFailed: 'Could not load the company account',
  notEnabled: 'The company account page is not enabled for your user. Ask Specfolio support to turn it on.',
} as const;
