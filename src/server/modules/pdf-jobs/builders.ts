/**
 * The PDF types createPdf offers (docs/decisions/035). One line per type; a builder receives the
 * caller's context, the storage, the specbook id and its validated options.
 */
import { PURCHASE_ORDER_PDF_TYPE, QUOTE_PDF_TYPE, SPECS_PDF_TYPE } from '#shared/lib/pdf-job-messages';
import { ZQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { ZSpecsPdfPayload } from '#shared/schemas/specs-pdf';
import { createQuotePdf } from '#server/modules/documents/quote-pdf.service';
import { buildSpecsPdf, requireSpecsPdfAccess } from '#server/modules/documents/specs-pdf.service';
import { registerPdfBuilder } from './pdf-builders';
import { buildPurchaseOrderPdf } from './purchase-order-pdf';

registerPdfBuilder(PURCHASE_ORDER_PDF_TYPE, buildPurchaseOrderPdf);
registerPdfBuilder(SPECS_PDF_TYPE, buildSpecsPdf, ZSpecsPdfPayload, { check: requireSpecsPdfAccess });
// The quote endpoint is the seller's only (decision 033): token viewers may not create it.
registerPdfBuilder(QUOTE_PDF_TYPE, createQuotePdf, ZQuotePdfOptions, { viewers: false });
