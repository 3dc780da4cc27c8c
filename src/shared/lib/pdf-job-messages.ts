/**
 * PDF jobs (spec/client-view-and-downloads.md §3 "PDF job", §4.5, §8, §9; docs/decisions/035):
 * the exact strings and constants the server, the client and their tests share.
 */

/** The operation key of createPdf's body (§7): `{"createPdfRequest": {"Pdf": …}}`. */
export const PDF_CREATE_OPERATION = 'createPdfRequest';

/** §9: the client polls a PDF job every 3000 ms until its url appears or it fails. */
export const PDF_JOB_POLL_INTERVAL_MS = 3000;

/** The type of the purchase-order PDF (§7 createPdf `{type: "purchaseorder"}`). */
export const PURCHASE_ORDER_PDF_TYPE = 'purchaseorder';

/** The specs PDF built as a job (options: the createSpecsPdf payload of §7), for large specbooks. */
export const SPECS_PDF_TYPE = 'specs';

/** The quote PDF built as a job (options: the twelve flags of §3 "Quote PDF options"), for large specbooks. */
export const QUOTE_PDF_TYPE = 'quote';

export const PDF_JOB_MESSAGES = {
  /** §8: a purchase-order job whose status became "failed". */
  purchaseOrderFailed: 'Purchase order creation failed',
  /** §8 "PDF creation fails": any other PDF job. */
  createFailed: 'Could not create pdf',
  /** 400 for a type no builder is registered for. */
  unknownType: (type: string) => `Unknown PDF type "${type}".`,
  typeRequired: 'A PDF type is required.',
  specbookRequired: 'A specbook id is required.',
  /** The overlay's progress line per job status (its title is ESPECBOOK_PDF.generating, §2.4). */
  progress: { created: 'Queued…', active: 'Building the document…', completed: 'Downloading…', failed: '' },
  /** §4.5: the purchase order is saved under the specbook's name. */
  fileName: (specbookName: string) => `${specbookName}.pdf`,
  /** The manage page's Documents menu item. */
  menuItem: 'Purchase Order PDF',
} as const;
