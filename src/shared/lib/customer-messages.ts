/**
 * Customers and customer addresses: the spec's strings, limits and reference lists
 * (spec/business-records.md §3 "Customer", "Address", §5, §8, §9).
 */

/** User-facing strings of the customer center. */
export const CUSTOMER_MESSAGES = {
  centerNotEnabled: 'The customer center is not enabled for your user. Ask Specfolio support to turn it on.',
  nameRequired: 'Name is required',
  nameMax: 'Name must not exceed 100 characters',
  firstNameMax: 'First name cannot exceed 25 characters',
  lastNameMax: 'Last name cannot exceed 25 characters',
  companyNameMax: 'Company name should not exceed 50 characters',
  customerNumberMax: 'Customer number should not exceed 50 characters',
  erpCustomerIdMax: 'ERP customer id should not exceed 50 characters',
  notValid: 'Not Valid',
  emailMax: 'Email must not exceed 100 characters',
  notesMax: 'Notes cannot exceed 400 characters',
  resaleCertificateMax: 'Resale certificate must not exceed 100 characters',
  typeInvalid: 'Choose one of the customer types.',
  originInvalid: 'Choose one of the customer origins.',
  paymentTermsInvalid: 'Choose one of the invoice terms.',
  priceGroupInvalid: 'Choose one of your price groups.',
  priceGroupsFailed: 'Could not fetch price groups',
  codeInvalid: 'Code must be exactly 12 digits and cannot match your personal code.',
  alreadyCustomer: 'This customer is already in your customer center.',
  statesFailed: 'Could not fetch list of states',
  countriesFailed: 'Could not fetch list of countries',
  invoiceTermsFailed: 'Could not fetch invoice terms',
  created: 'Customer created.',
  updated: 'Customer updated.',
  saveFailed: 'Could not save customer',
  added: 'Customer added.',
  inviteSent: 'Invitation sent.',
  inviteFailed: 'Could not send invite',
  linked: 'Customer linked.',
  unlinked: 'Customer unlinked.',
  exportFailed: 'Could not export customers',
  loadFailed: 'Could not load customers',
  // Invite (spec §5 "Customer invite")
  contactNameRequired: 'Contact name is required',
  contactNameMax: 'Contact name must not exceed 100 characters',
  companyNameRequired: 'Company name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
} as const;

/** User-facing strings of customer addresses (spec §5 "Address (current form)"). */
export const ADDRESS_MESSAGES = {
  firstNameMax: 'First name cannot exceed 25 characters',
  lastNameMax: 'Last name cannot exceed 25 characters',
  labelMax: 'Label cannot exceed 500 characters',
  line1Required: 'Address 1 is Required',
  line1Max: 'Address 1 cannot exceed 255 characters',
  line2Max: 'Address 2 cannot exceed 255 characters',
  cityRequired: 'City is Required',
  cityMax: 'City cannot exceed 100 characters',
  zipRequired: 'Zip Code is Required',
  zipMin: 'Zip Code must contain at least 4 characters',
  zipMax: 'Zip Code cannot exceed 20 characters',
  stateRequired: 'State is Required',
  countryRequired: 'Country is Required',
  typeInvalid: 'Address type must be 1 (billing) or 2 (shipping).',
  costInvalid: 'Cost must be an amount in USD of at least 0.00 with at most 2 decimals.',
  created: 'Address saved.',
  saveFailed: 'Could not save address',
} as const;

/** Limits of the customer and address rules. */
export const CUSTOMER_LIMITS = {
  nameMax: 100,
  personNameMax: 25,
  companyNameMax: 50,
  customerNumberMax: 50,
  erpCustomerIdMax: 50,
  emailMax: 100,
  notesMax: 400,
  resaleCertificateMax: 100,
  codeLength: 12,
  contactNameMax: 100,
  addressLabelMax: 500,
  lineMax: 255,
  cityMax: 100,
  zipMin: 4,
  zipMax: 20,
} as const;

/** A value with its label, as the server lists them. */
export type TOption<V extends string | number = string> = { value: V; label: string };

/** Customer types (spec §3 "Customer types"), in the spec's order. */
export const CUSTOMER_TYPES = [
  { value: 'default', label: 'Default' },
  { value: 'wholesale', label: 'Wholesale' },
  { value: 'showroom', label: 'Showroom' },
  { value: 'builder', label: 'Contractor' },
  { value: 'interior_designer', label: 'Interior Designer' },
  { value: 'architect', label: 'Architect' },
  { value: 'homeowner', label: 'Home Owner' },
  { value: 'home_remodeler', label: 'Home Remodeler' },
  { value: 'property_management', label: 'Property Management' },
  { value: 'electrician', label: 'Electrician' },
  { value: 'overstock', label: 'Overstock' },
] as const satisfies readonly TOption[];
export const CUSTOMER_TYPE_VALUES = CUSTOMER_TYPES.map((t) => t.value) as [string, ...string[]];
export type TCustomerType = (typeof CUSTOMER_TYPES)[number]['value'];

/** The label of a customer type value ('builder' → 'Contractor'); the value itself when unknown. */
export function customerTypeLabel(value: string | null | undefined): string {
  if (!value) return '';
  return CUSTOMER_TYPES.find((t) => t.value === value)?.label ?? value;
}

/** Where a customer came from (the spec names the field but not its values: docs/decisions/020). */
export const CUSTOMER_ORIGINS = [
  { value: 'walk_in', label: 'Showroom Walk-in' },
  { value: 'referral', label: 'Referral' },
  { value: 'website', label: 'Website' },
  { value: 'phone', label: 'Phone Call' },
  { value: 'trade_show', label: 'Trade Show' },
  { value: 'advertising', label: 'Advertising' },
  { value: 'social_media', label: 'Social Media' },
  { value: 'repeat', label: 'Repeat Customer' },
  { value: 'erp', label: 'ERP Import' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly TOption[];
export const CUSTOMER_ORIGIN_VALUES = CUSTOMER_ORIGINS.map((t) => t.value) as [string, ...string[]];

/** Invoice (payment) terms in days; 0 is the default (spec §9 "default payment terms 0"). */
export const INVOICE_TERMS = [
  { value: 0, label: 'Due on Receipt' },
  { value: 7, label: 'Net 7' },
  { value: 10, label: 'Net 10' },
  { value: 15, label: 'Net 15' },
  { value: 30, label: 'Net 30' },
  { value: 45, label: 'Net 45' },
  { value: 60, label: 'Net 60' },
  { value: 90, label: 'Net 90' },
] as const satisfies readonly TOption<number>[];
export const INVOICE_TERM_VALUES: readonly number[] = INVOICE_TERMS.map((t) => t.value);

/** The label of invoice terms in days (30 → 'Net 30'). */
export function invoiceTermsLabel(days: number | null | undefined): string {
  if (days === null || days === undefined) return '';
  return INVOICE_TERMS.find((t) => t.value === days)?.label ?? `Net ${days}`;
}

/**
 * The payment terms (days) that apply to a specbook, as its quote prints them: the specbook's own
 * (set on it on purpose), else its customer's, else the account's default (`specbook.payment_terms`), else 0.
 */
export function effectivePaymentTerms(terms: { customer: number | null; specbook: number | null; account: number | null }): number {
  return terms.specbook ?? terms.customer ?? terms.account ?? 0;
}

/** Payment terms as the API names them: `{id: days, name}` (30 → {id: 30, name: 'Net 30'}). */
export function paymentTermsRef(days: number): { id: number; name: string } {
  return { id: days, name: invoiceTermsLabel(days) };
}

/** Address types: 1 billing, 2 shipping (spec §3 "Address"). */
export const ADDRESS_TYPES = { billing: 1, shipping: 2 } as const;
export type TAddressTypeId = 1 | 2;

/** Default labels of a new address by type. */
export const DEFAULT_ADDRESS_LABELS: Record<TAddressTypeId, string> = {
  1: 'Billing Address',
  2: 'Shipping Address',
};

/** States (US states, DC and territories; Canadian provinces) by code. */
export const STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'U.S. Virgin Islands'],
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'], ['SK', 'Saskatchewan'],
].map(([value, label]) => ({ value: value!, label: label! }));

/** Countries by ISO 3166 code; the United States first. */
export const COUNTRIES = [
  ['US', 'United States'], ['CA', 'Canada'], ['MX', 'Mexico'], ['AU', 'Australia'], ['BS', 'Bahamas'],
  ['BR', 'Brazil'], ['CN', 'China'], ['CO', 'Colombia'], ['CR', 'Costa Rica'], ['DO', 'Dominican Republic'],
  ['FR', 'France'], ['DE', 'Germany'], ['IN', 'India'], ['IE', 'Ireland'], ['IT', 'Italy'], ['JM', 'Jamaica'],
  ['JP', 'Japan'], ['NL', 'Netherlands'], ['NZ', 'New Zealand'], ['PA', 'Panama'], ['PL', 'Poland'],
  ['PT', 'Portugal'], ['KR', 'South Korea'], ['ES', 'Spain'], ['SE', 'Sweden'], ['CH', 'Switzerland'],
  ['TW', 'Taiwan'], ['AE', 'United Arab Emirates'], ['GB', 'United Kingdom'], ['VN', 'Vietnam'],
].map(([value, label]) => ({ value: value!, label: label! }));

/** The label of a state code ('IL' → 'Illinois'); the text itself when not a known code. */
export function stateLabel(value: string | null | undefined): string {
  if (!value) return '';
  return STATES.find((s) => s.value === value)?.label ?? value;
}

/** The label of a country code ('US' → 'United States'); the text itself when not a known code. */
export function countryLabel(value: string | null | undefined): string {
  if (!value) return '';
  return COUNTRIES.find((s) => s.value === value)?.label ?? value;
}
