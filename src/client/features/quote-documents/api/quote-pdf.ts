import type { TQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { QUOTE_PDF_MESSAGES as M } from '#shared/lib/quote-documents-messages';
import { acceptHeader, ApiError, type TApiErrorBody } from '#client/lib/api-client';
import { getToken } from '#client/lib/auth-storage';

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
export function specbookPath(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}`;
}

/**
 * Quote PDF (spec §7): POST {u}/specbook/{id}/pdf/quote with the twelve options, answered with the
 * PDF itself.
 * @throws ApiError ('Could not create pdf' unless the server says why).
 */
export async function createQuotePdf(userId: number, specbookId: number, options: TQuotePdfOptions): Promise<Blob> {
  const path = `${specbookPath(userId, specbookId)}/pdf/quote`;
  const token = getToken();
  const res = await fetch(path, {
    method: 'POST',
    headers: {
      Accept: `application/pdf, ${acceptHeader(path)}`,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(options),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as TApiErrorBody | null;
    throw new ApiError(res.status, body, M.createFailed);
  }
  return res.blob();
}
