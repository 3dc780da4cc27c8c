import type { TSpecsPdfPayload } from '#shared/lib/specs-pdf-payload';
import { acceptHeader, ApiError, type TApiErrorBody } from '#client/lib/api-client';
import { getToken } from '#client/lib/auth-storage';
import { specbookBase } from './keys';

/**
 * createSpecsPdf (spec §7): POST {u}/specbook/{id}/pdf/specs with the download modal's payload,
 * answered with the PDF itself (docs/decisions/032). A failure is an ApiError; the page shows
 * the spec's 'Could not create pdf'.
 */
export async function createSpecsPdf(userId: number, specbookId: number, payload: TSpecsPdfPayload): Promise<Blob> {
  const path = `${specbookBase(userId, specbookId)}/pdf/specs`;
  const token = getToken();
  const res = await fetch(path, {
    method: 'POST',
    headers: {
      Accept: `application/pdf, ${acceptHeader(path)}`,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as TApiErrorBody | null;
    throw new ApiError(res.status, body, 'Could not create pdf');
  }
  return res.blob();
}
