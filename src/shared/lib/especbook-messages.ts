/**
 * Exact user-facing strings of the e-Specbook page (spec/client-view-and-downloads.md §2.4–§2.6,
 * §8). The page and its tests read them from here.
 */
export const ESPECBOOK_MESSAGES = {
  // Header (§2.4).
  logoPlaceholder: 'Logo',
  created: (date: string) => `Created: ${date}`,
  downloadEspecbook: 'Download e-SpecBook',
  downloadPurchaseOrder: 'Download Purchase Order',
  downloadProposal: 'Download Proposal',

  // Info grid (§2.4, §2.6).
  team: (n: number) => `Team (${n})`,
  invoices: (n: number) => `Invoices (${n})`,
  invoiceNumber: 'Invoice Number',
  invoiceStatus: 'Status',
  invoiceTotal: 'Total',
  invoiceDueOn: 'Due on',
  invoiceBalanceDue: 'Balance Due',
  quotedSubtotal: 'Quoted Subtotal',
  purchaseOrderSubtotal: 'Purchase Order Subtotal',
  quotedNote: 'Includes all quoted products.',
  approvedSubtotal: 'Approved Subtotal',
  approvedNote: 'Includes all approved products.',
  subtotal: 'Subtotal',
  hideCategoriesSubtotals: 'Hide Categories Subtotals',
  showHideCategoriesSubtotals: 'Show/Hide Categories Subtotals',
  paymentTerms: 'Payment Terms: ',
  savings: 'Savings',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',

  // Below the grid and categories (§2.4, §2.5).
  viewUnreadComments: 'View Unread Comments',
  approveAll: 'Approve All',
  rejectAll: 'Reject All',
  downloadCategory: 'Download Category',
  collapseCategory: 'Collapse Category',
  emptyCategoryMobile: "You don't have any specs in this category.",
  quoted: 'Quoted',
  approved: 'Approved',

  // Footer (§2.4).
  footerDownload: 'Download eSpecbook',
  backToTop: 'Back to Top',
  reviewTerms: 'Review Terms & Conditions',

  // Errors (§8).
  approveCategoryFailed: (name: string) => `Could not approve specs in category ${name}`,
  approveFailed: 'Could not approve specs',
  totalsFailed: 'Unable to retrieve totals',
  teamFailed: "Couldn't fetch specbook team",
  specbookFailed: "Couldn't fetch SpecBook",
} as const;

/**
 * Strings the spec does not give (its "not shown" parts), chosen for the page
 * (docs/decisions/030-especbook-page.md).
 */
export const ESPECBOOK_UI = {
  rejectCategoryFailed: (name: string) => `Could not reject specs in category ${name}`,
  specStatusFailed: 'Could not update the status of this spec',
  comments: 'Comments',
  showComments: 'Show comments',
  hideComments: 'Hide comments',
  approve: 'Approve',
  reject: 'Reject',
  listView: 'List',
  cardView: 'Cards',
  viewSwitch: 'View',
  qty: 'Qty',
  listPrice: 'List',
  salePrice: 'Price',
  model: 'Model #',
  noTeam: 'No team members yet',
  noInvoices: 'No invoices yet',
  invoicesMenu: 'Invoices',
  invoicesFailed: "Couldn't fetch invoices",
  /** The invoice row's card payment button (decision 052) and its accessible name. */
  payInvoice: 'Pay',
  payInvoiceLabel: (number: string) => `Pay invoice ${number} by card`,
  payInvoiceFailed: 'The card payment could not be started.',
  expand: 'Expand',
  collapse: 'Collapse',
  menu: 'e-Specbook sections',
  close: 'Close',
  back: 'Back',
  events: 'Events',
} as const;

/** PDF downloads of the e-Specbook (spec §8, §9). */
export const ESPECBOOK_PDF = {
  /** §8 "PDF creation fails". */
  createFailed: 'Could not create pdf',
  /** §2.4 the full-screen overlay while a PDF is being made. */
  generating: 'Generating PDF',
  /** §9 the specs PDF's file name. */
  fileName: (specbookName: string) => `${specbookName} - Specs.pdf`,
} as const;
