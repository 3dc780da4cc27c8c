import { ESPECBOOK_PDF } from '#shared/lib/especbook-messages';
import type { TSpecsPdfPayload } from '#shared/lib/specs-pdf-payload';
import { postForPdf, type TPdfFileOrJob } from '#client/lib/pdf-job';
import { specbookBase } from './keys';

/**
 * createSpecsPdf (spec §7): POST {u}/specbook/{id}/pdf/specs with the download modal's payload,
 * answered with the PDF itself or, for a large specbook, 202 with the PDF job that builds it
 * (docs/decisions/032, 035: the caller follows it with fetchPdf). A failure is an ApiError; the
 * page shows the spec's 'Could not create pdf'.
 */
export function createSpecsPdf(userId: number, specbookId: number, payload: TSpecsPdfPayload): Promise<TPdfFileOrJob> {
  return postForPdf(`${specbookBase(userId, specbookId)}/pdf/specs`, payload, ESPECBOOK_PDF.createFailed);
}
