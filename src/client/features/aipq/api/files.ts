import { useQuery } from '@tanstack/react-query';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import type { TAipqFile } from '#shared/schemas/aipq';
import { apiBlob } from '#client/lib/api-blob';
import { apiRequest } from '#client/lib/api-client';
import { uploadWithProgress } from '#client/lib/upload-with-progress';
import { AIPQ_API_VERSION, AIPQ_POLL_MS, aipqBase, aipqKeys, isRunning } from './keys';

/** A started upload: its id and the URL its status is read from. */
export type TStartedUpload = { id: number; location: string };

/**
 * create file (spec §7 step 1): POST {u}/aipq/files with the PDF as `file`, reporting the share sent.
 * @throws ApiError with the server's message (not a PDF, too large, password-protected…).
 */
export async function uploadAipqFile(userId: number, file: File, onProgress: (percent: number) => void): Promise<TStartedUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = `${aipqBase(userId)}/files`;
  const { data, location } = await uploadWithProgress<{ id: number }>(path, form, onProgress, { version: AIPQ_API_VERSION, failedMessage: M.notAPdf });
  return { id: data.id, location: location ?? `${path}/${data.id}` };
}

/** file status (spec §7 step 2): GET on the upload's Location every second until it is complete or failed. */
export function useAipqFile(location: string | null) {
  return useQuery({
    queryKey: aipqKeys.file(location),
    queryFn: ({ signal }) => apiRequest<TAipqFile>(location!, { signal, silent: true, version: AIPQ_API_VERSION }),
    enabled: location !== null,
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? AIPQ_POLL_MS : false),
    retry: 2,
  });
}

/**
 * A page thumbnail as a URL an <img> can show: an API address is read with the bearer token into
 * an object URL (the caller revokes it); any other address (a signed one) is used as it is.
 */
export async function thumbnailSrc(url: string, signal: AbortSignal): Promise<{ src: string; revoke: boolean }> {
  if (!url.startsWith('/api/')) return { src: url, revoke: false };
  return { src: URL.createObjectURL(await apiBlob(url, { signal, accept: 'image/png,image/*' })), revoke: true };
}
