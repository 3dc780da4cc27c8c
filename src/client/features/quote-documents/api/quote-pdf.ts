import type { TQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { QUOTE_PDF_MESSAGES as M } from '#shared/lib/quote-documents-messages';
import { postForPdf, type TPdfFileOrJob } from '#client/lib/pdf-job';

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
export function specbookPath(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}`;
}

/**
 * Quote PDF (spec §7): POST {u}/specbook/{id}/pdf/quote with the twelve options, answered with the
 * PDF itself or, for a large specbook, 202 with the PDF job building it (docs/decisions/035).
 * @throws ApiError ('Could not create pdf' unless the server says why).
 */
export function createQuotePdf(userId: number, specbookId: number, options: TQuotePdfOptions): Promise<TPdfFileOrJob> {
  return postForPdf(`${specbookPath(userId, specbookId)}/pdf/quote`, options, M.createFailed);
}
