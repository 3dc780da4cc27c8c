/**
 * Strings of the specs PDF (createSpecsPdf, spec/client-view-and-downloads.md §2.9, §7, §9): the
 * payload's validation messages and the headings the document prints (docs/decisions/032).
 */

/** 400 messages of the createSpecsPdf payload. */
export const SPECS_PDF_ERRORS = {
  type: 'Type must be "all", "default" or "images".',
  flag: (name: string) => `${name} must be 0 or 1.`,
  imagesPerPage: 'Images per page must be 1, 2, 4 or 6.',
  orientation: 'Orientation must be "P" (portrait) or "L" (landscape).',
  orientationNotEnabled: 'Landscape PDFs are not enabled for this account.',
  categories: 'Categories must be a list of category ids.',
  categoryNotFound: 'Category not found in this specbook.',
  payload: 'The PDF options must be an object.',
} as const;

/** What the document prints. */
export const SPECS_PDF_TEXT = {
  title: 'Specification Book',
  preparedFor: 'Prepared for',
  preparedBy: 'Prepared by',
  date: 'Date',
  contents: 'Contents',
  portfolio: 'Picture Portfolio',
  products: 'Products',
  shippingAddress: 'Shipping address',
  signature: 'Client signature',
  printedName: 'Printed name',
  signatureDate: 'Date',
  approval: 'Approved as specified',
  manufacturer: 'Manufacturer',
  modelNumber: 'Model #',
  finish: 'Finish',
  quantity: 'Quantity',
  listPrice: 'List price',
  salePrice: 'Sale price',
  description: 'Description',
  documents: 'Included documents',
  specification: 'Specifications',
  installation: 'Installation',
  noImage: 'No image available',
  noProducts: 'No products in this room.',
  empty: 'This specbook has no products yet.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  sheetPages: (pages: number, first: number) => (pages === 1 ? `page ${first}` : `pages ${first}–${first + pages - 1}`),
  continued: (room: string) => `${room} (continued)`,
} as const;
