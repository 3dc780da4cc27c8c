/**
 * Exact user-facing strings of the support request and the product data request (Data Fetch):
 * spec/workspace.md §2, §5, §8 and §9. Strings the spec does not give (name rules, success
 * toasts, the admin page) are Specfolio's own and marked so (docs/decisions/018).
 */
export const SUPPORT_MESSAGES = {
  // Support request (§5). Name and e-mail messages are Specfolio's, worded like the team form's.
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters',
  nameTooLong: 'Name should not exceed 50 characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Must be a valid email address',
  phoneInvalid: 'Phone number is not valid',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must exceed 5 characters',
  messageTooLong: 'Message should not exceed 256 characters',

  // Product data request (§5). The invalid-e-mail and length messages are Specfolio's.
  manufacturerRequired: 'Manufacturer Field is Required',
  productModelRequired: 'Product Model is Required',
  productModelTooLong: 'Product Model should not exceed 100 characters',
  contactEmailRequired: 'Contact Email is Required',
  contactEmailInvalid: 'Contact Email is not valid',
  notesTooLong: 'Notes should not exceed 2000 characters',
  manufacturerNotFound: 'Manufacturer not found.',
  priceUpdateForbidden: 'Price Update requests need price features (ROLE_IBOOK).',

  // Toasts (§8 failures; the success toasts are Specfolio's).
  supportFailed: 'Could not submit support request',
  supportSent: 'Support request sent',
  dataRequestFailed: 'Product Data Request Failed',
  dataRequestSent: 'Data Fetch request sent',
  statusUpdateFailed: 'Could not update the request status',
  listFailed: 'Could not load the requests',

  // Request Data Fetch modal (§2, §9).
  dataFetchFooter:
    'We will collect and email you when we update the missing spec data. We average a 15 minute turnaround time for data collection during normal business hours.',
} as const;

/** Status of a support or data request, as the admin page sets it. */
export const REQUEST_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** Labels of the request statuses. */
export const REQUEST_STATUS_LABELS: Record<TRequestStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  closed: 'Closed',
};

/** The 'Request Details' toggles of the Data Fetch modal, in the spec's order, with their labels. */
export const DATA_REQUEST_DETAILS = [
  { key: 'productImage', label: 'Image' },
  { key: 'upc', label: 'UPC' },
  { key: 'priceUpdate', label: 'Price Update' },
  { key: 'specificationSheet', label: 'Specification Sheet' },
  { key: 'installationSheet', label: 'Installation' },
  { key: 'warrantySheet', label: 'Warranty' },
] as const;
export type TDataRequestDetailKey = (typeof DATA_REQUEST_DETAILS)[number]['key'];

/** The role that may ask for a Price Update (spec/workspace.md §6). */
export const PRICE_UPDATE_ROLE = 'ROLE_IBOOK';
