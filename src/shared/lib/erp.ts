/**
 * The ERP integration (issue 20; spec/business-records.md §2, §4, §5, §7, §8; spec/erp-gateway.md;
 * docs/decisions/058): wizard steps, job kinds and statuses, limits of the gateway contract, and the
 * user-facing messages, shared by the server and the client.
 */

/** The wizard's three steps (§2, §4, §9 "ERP wizard: 3 steps (01, 02, 03)"). */
export const ERP_STEPS = [
  { id: '01', title: 'Checking Price Updates' },
  { id: '02', title: 'Check for Missing Products' },
  { id: '03', title: 'Review Customer Details' },
] as const;
export type TErpStepId = (typeof ERP_STEPS)[number]['id'];

/** A step's status (§4). */
export const ERP_STEP_STATUSES = ['current', 'complete', 'upcoming'] as const;
export type TErpStepStatus = (typeof ERP_STEP_STATUSES)[number];

/** What an ERP job (`GET {u}/erp/jobs/{id}`) does. */
export const ERP_JOB_KINDS = ['prices', 'missing', 'create_missing', 'submit', 'bid', 'price_groups'] as const;
export type TErpJobKind = (typeof ERP_JOB_KINDS)[number];

/** An ERP job's status as Specfolio answers it (the gateway's 'processing' reads as 'running'). */
export const ERP_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type TErpJobStatus = (typeof ERP_JOB_STATUSES)[number];

/** Limits of spec/erp-gateway.md and of the connection form. */
export const ERP_LIMITS = {
  /** Stock-item reads take at most 25 ids per call. */
  stockItemBatch: 25,
  /** Gateway strings (Subject, Owner, …) are at most 2048 characters. */
  gatewayStringMax: 2048,
  /** Request bodies over 100 KB answer 413. */
  bodyMaxBytes: 100 * 1024,
  baseUrlMax: 2048,
  apiKeyMax: 512,
  opportunityIdMax: 100,
  itemClassMax: 100,
  writerIdMax: 50,
  salesRepIdMax: 50,
} as const;

/** The header every gateway call carries. */
export const ERP_API_KEY_HEADER = 'X-SPECBOOKS-API-KEY';

/** User-facing strings of the ERP integration. */
export const ERP_MESSAGES = {
  notConfigured: 'The ERP connection is not set up. Add the gateway URL and API key in Company Account.',
  baseUrlRequired: 'Enter the gateway URL.',
  baseUrlInvalid: 'Enter the gateway URL as http:// or https:// followed by its host.',
  baseUrlRefused: 'This address cannot be used for an ERP gateway (link-local, cloud metadata or loopback).',
  apiKeyRequired: 'Enter the gateway API key.',
  apiKeyMax: 'The API key cannot exceed 512 characters.',
  connectionSaved: 'ERP connection saved.',
  connectionOk: 'Connected to the ERP gateway.',
  unauthorized: 'The ERP gateway refused the API key.',
  unreachable: 'The ERP gateway could not be reached.',
  timedOut: 'The ERP gateway did not answer in time.',
  gatewayFailed: 'The ERP could not complete the request.',
  rateLimited: 'The ERP gateway is busy. Try again in a minute.',
  noSpecs: 'This specbook has no specs to send to the ERP.',
  noCustomer: 'Choose a customer for this specbook first.',
  noErpCustomerId: "The specbook's customer has no ERP customer id.",
  erpCustomerNotFound: 'The ERP does not know this customer.',
  joinIdsRequired: 'Choose at least one spec.',
  pricesNotChecked: 'Check the prices against the ERP first.',
  specNotInPriceCheck: 'Every spec must be one of the price differences found by the last check.',
  specNotInSpecbook: 'Every spec must be a spec of this specbook.',
  itemClassRequired: 'Choose an item class.',
  opportunityIdRequired: 'Enter the opportunity id.',
  opportunityNotFound: 'The ERP has no opportunity with this id.',
  writerIdRequired: 'Writer id is required.',
  salesRepIdRequired: 'Sales rep id is required.',
  exportNotEnabled: 'Exporting specbooks to the ERP is not enabled for this account.',
  importNotEnabled: 'Importing from the ERP is not enabled for this account.',
  jobNotFound: 'ERP job not found.',
  priceGroupReadOnly: 'ERP price groups come from the ERP and cannot be edited.',
  priceGroupsRefreshed: 'ERP price groups refreshed.',
  pricesUpdated: 'Prices updated.',
  submitted: 'Specbook sent to the ERP.',
} as const;

/** Messages of the customer-info form of step 03 (spec/business-records.md §5 "Customer info in the ERP wizard"). */
export const ERP_CUSTOMER_MESSAGES = {
  firstNameMax: 'First name cannot exceed 25 characters',
  lastNameMax: 'Last name cannot exceed 25 characters',
  notValid: 'Not Valid',
  required: 'Required',
  address1Min: 'Address 1 must contain at least 3 characters',
  address1Max: 'Address 1 cannot exceed 100 characters',
  address2Max: 'Address 2 cannot exceed 100 characters',
  shippingCityMin: 'Shipping city must contain at least 3 characters',
  shippingCityMax: 'Shipping city must not exceed 25 characters',
  shippingZipMin: 'Shipping zipcode must contain at least 5 characters',
  shippingZipMax: 'Shipping zip code must not exceed 10 characters',
  billingCityMin: 'Billing city must contain at least 3 characters',
  /** The spec's maximum message says 50 although the limit is 25 (§5); kept verbatim. */
  billingCityMax: 'Billing city must not exceed 50 characters',
  billingZipMin: 'Billing zipcode must contain at least 5 characters',
  billingZipMax: 'Billing zip code must not exceed 10 characters',
} as const;
