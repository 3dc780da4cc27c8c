import type { TSpecsPdfPayload } from '#shared/lib/specs-pdf-payload';
import type { TPdfJob } from '#shared/schemas/pdf-job';
import { acceptHeader, ApiError, type TApiErrorBody } from '#client/lib/api-client';
import { getToken } from '#client/lib/auth-storage';
import { specbookBase } from './keys';

/** What createSpecsPdf answered: the PDF itself, or (a large specbook) the PDF job building it. */
export type TSpecsPdfResult = { kind: 'file'; blob: Blob } | { kind: 'job'; job: TPdfJob };

/**
 * createSpecsPdf (spec §7): POST {u}/specbook/{id}/pdf/specs with the download modal's payload,
 * answered with the PDF itself or, for a large specbook, 202 with the PDF job that builds it
 * (docs/decisions/032, 035: the caller follows it with fetchPdf). A failure is an ApiError; the
 * page shows the spec's 'Could not create pdf'.
 */
export async function createSpecsPdf(userId: number, specbookId: number, payload: TSpecsPdfPayload): Promise<TSpecsPdfResult> {
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
  if (res.status === 202) {
    const body = (await res.json().catch(() => null)) as { data?: TPdfJob } | null;
    if (!body?.data || typeof body.data.id !== 'number') throw new ApiError(res.status, null, 'Could not create pdf');
    return { kind: 'job', job: body.data };
  }
  return { kind: 'file', blob: await res.blob() };
}
