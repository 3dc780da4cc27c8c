/**
 * The quote PDF and the proposal document (spec/client-view-and-downloads.md §2.11, §3 "Quote PDF
 * options", §7, §8; docs/decisions/033): option labels, file names and messages, one place for the
 * server, the client and the tests.
 */

/** The twelve quote PDF flags of spec §3, in the order the modal lists them. */
export const QUOTE_PDF_FLAGS = [
  'showPrice',
  'showSalePrice',
  'showImages',
  'showTotals',
  'showModelNumbers',
  'showBrandName',
  'showTags',
  'showShippingAddress',
  'showBillingAddress',
  'showPaymentTerms',
  'showShippingCost',
  'showSignatureLine',
] as const;
/** One quote PDF flag. */
export type TQuotePdfFlag = (typeof QUOTE_PDF_FLAGS)[number];

/** The modal's groups of switches: every flag once. */
export const QUOTE_PDF_GROUPS: { title: string; flags: TQuotePdfFlag[] }[] = [
  { title: 'Prices and totals', flags: ['showPrice', 'showSalePrice', 'showTotals', 'showShippingCost'] },
  { title: 'Products', flags: ['showImages', 'showModelNumbers', 'showBrandName', 'showTags'] },
  { title: 'Customer', flags: ['showBillingAddress', 'showShippingAddress', 'showPaymentTerms', 'showSignatureLine'] },
];

/** The switch label of each flag. */
export const QUOTE_PDF_FLAG_LABELS: Record<TQuotePdfFlag, string> = {
  showPrice: 'List price',
  showSalePrice: 'Sale price',
  showImages: 'Images',
  showTotals: 'Totals',
  showModelNumbers: 'Model numbers',
  showBrandName: 'Brand name',
  showTags: 'Tags',
  showShippingAddress: 'Shipping address',
  showBillingAddress: 'Billing address',
  showPaymentTerms: 'Payment terms',
  showShippingCost: 'Shipping cost',
  showSignatureLine: 'Signature line',
};

/** Defaults (the modal's and the API's for a flag left out): prices, images, totals, model numbers and brand on. */
export const QUOTE_PDF_DEFAULTS: Record<TQuotePdfFlag, boolean> = {
  showPrice: true,
  showSalePrice: true,
  showImages: true,
  showTotals: true,
  showModelNumbers: true,
  showBrandName: true,
  showTags: false,
  showShippingAddress: false,
  showBillingAddress: false,
  showPaymentTerms: false,
  showShippingCost: false,
  showSignatureLine: false,
};

/** Words printed in the quote PDF. */
export const QUOTE_PDF_TEXT = {
  title: 'Quote',
  /** The account's sequential quote number (docs/decisions/040): "Quote # Q-00042". */
  quoteNumber: (n: number) => `Quote # Q-${String(n).padStart(5, '0')}`,
  date: (date: string) => `Date: ${date}`,
  validUntil: (date: string) => `Valid until: ${date}`,
  preparedFor: 'Prepared for',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  paymentTerms: 'Payment Terms: ',
  columns: {
    image: '',
    product: 'Product',
    brand: 'Brand',
    model: 'Model #',
    qty: 'Qty',
    list: 'List Price',
    sale: 'Sale Price',
    total: 'Total',
  },
  tags: 'Tags: ',
  optional: 'Optional – not included in totals',
  /** The rows of the specbook's line items after the products (decision 050). */
  lineItems: 'Line Items',
  /** Under a shipping line item's name: it adds to the shipping, not to the subtotal. */
  lineItemShipping: 'Shipping – counted in the shipping total',
  roomSubtotal: (room: string) => `${room} subtotal`,
  subtotal: 'Subtotal',
  /** The list-price subtotal the savings are taken from. */
  listSubtotal: 'List subtotal',
  savings: 'Savings',
  /** The subtotal after the savings (at sale prices), when the list subtotal is printed above it. */
  saleSubtotal: 'Subtotal at sale prices',
  shipping: 'Shipping',
  tax: (rate: string) => `Tax (${rate})`,
  total: 'Total',
  totalWithShipping: 'Total (incl. shipping)',
  noSpecs: 'This quote has no products yet.',
  signature: 'Customer signature',
  signatureDate: 'Date',
  acceptance: 'By signing, the customer accepts this quote and its prices.',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  continued: (room: string) => `${room} (continued)`,
};

/** Messages of the quote PDF download (spec §8) and its modal. */
export const QUOTE_PDF_MESSAGES = {
  /** §8 "PDF creation fails". */
  createFailed: 'Could not create pdf',
  /** A flag that is not a boolean, 0 or 1. */
  flag: 'Must be true, false, 1 or 0.',
  /** The file name of the download. */
  fileName: (specbookName: string) => `${specbookName} - Quote.pdf`,
  menuItem: 'Quote PDF',
  modalTitle: 'Quote PDF',
  download: 'Download',
  cancel: 'Cancel',
  intro: 'Choose what the quote shows.',
};

/** Limits of a proposal upload. */
export const PROPOSAL_LIMITS = {
  /** Largest proposal PDF in megabytes. */
  maxMb: 20,
  /** How long a proposal download link works, in seconds. */
  linkSeconds: 120,
};

/** Messages of the proposal document. */
export const PROPOSAL_MESSAGES = {
  /** The spec's message when an upload fails (§8 wording of the import messages). */
  importFailed: 'Unable to import proposal file',
  required: 'Choose a PDF file to upload.',
  notPdf: 'The proposal must be a PDF file.',
  tooLarge: `The proposal must be at most ${PROPOSAL_LIMITS.maxMb} MB.`,
  unreadable: 'The proposal PDF could not be read. Save it again as a PDF and retry.',
  uploaded: 'Proposal uploaded.',
  removed: 'Proposal removed.',
  removeFailed: 'Could not remove the proposal.',
  /** The download address without a working link (expired, forged, or the proposal is gone). */
  linkInvalid: 'This proposal link has expired or is not valid. Go back and choose Download Proposal again.',
  /** The expired-link page's way forward (docs/decisions/033): a fresh link for a signed-in tab. */
  reopenLink: 'Open the proposal again',
  reopenHint: 'Sellers: you may be asked to sign in first. Clients: open your e-Specbook link and choose Download Proposal there.',
  /** The SPA page that asks for a fresh link. */
  opening: 'Opening the proposal…',
  backToEspecbook: 'Go to the e-Specbook',
  openFailed: 'Could not open the proposal.',
  uploadItem: 'Upload proposal',
  replaceItem: 'Replace proposal',
  viewItem: 'View proposal',
  removeItem: 'Remove proposal',
  removeConfirmTitle: 'Remove proposal',
  removeConfirm: 'Clients will no longer see Download Proposal on the e-Specbook.',
  fileName: (specbookName: string) => `${specbookName} - Proposal.pdf`,
};

/**
 * The app page that opens a specbook's proposal with this tab's session (docs/decisions/033): it
 * asks for a fresh signed link and goes there. The expired-link page at /download/proposal/{id}
 * points to it, since that server page cannot see the session the app keeps in the tab's storage.
 */
export function proposalOpenPath(specbookId: number): string {
  return `/v4/specbooks/proposal/${specbookId}`;
}
