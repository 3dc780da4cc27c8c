import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSpecDocument } from '#shared/schemas/create-spec';
import { acceptHeader, apiRequest, ApiError } from '#client/lib/api-client';
import { getToken } from '#client/lib/auth-storage';
import { OBJECT_URL_TTL_MS } from '#client/lib/save-file';

const base = (userId: number, specId: number) => `/api/v4/user/${userId}/specs/${specId}/documents`;

/** Query options of a spec's documents (the platform's and the account's own). */
export function specDocumentsQueryOptions(userId: number, specId: number) {
  return queryOptions({
    queryKey: ['spec-documents', userId, specId] as const,
    queryFn: ({ signal }) => apiRequest<TSpecDocument[]>(base(userId, specId), { signal }),
    staleTime: 30_000,
  });
}

/** The documents of one spec. */
export function useSpecDocuments(userId: number, specId: number) {
  return useQuery(specDocumentsQueryOptions(userId, specId));
}

/** What adding a document sends (multipart). */
export type TAddDocument = { documentTypeId: number; documentName: string; documentFile: File };

/** POST {u}/specs/{specId}/documents as multipart/form-data. */
export function addSpecDocument(userId: number, specId: number, input: TAddDocument): Promise<TSpecDocument> {
  const form = new FormData();
  form.append('documentTypeId', String(input.documentTypeId));
  form.append('documentName', input.documentName.trim());
  form.append('documentFile', input.documentFile, input.documentFile.name);
  return apiRequest<TSpecDocument>(base(userId, specId), { method: 'POST', body: form, silent: true });
}

/** DELETE {u}/specs/{specId}/documents/{documentId}. */
export function deleteSpecDocument(userId: number, specId: number, documentId: number): Promise<null> {
  return apiRequest<null>(`${base(userId, specId)}/${documentId}`, { method: 'DELETE', silent: true });
}

/** Adds and removes documents of one spec, refreshing its list. */
export function useSpecDocumentMutations(userId: number, specId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['spec-documents', userId, specId] });
  return {
    add: useMutation({ mutationFn: (input: TAddDocument) => addSpecDocument(userId, specId, input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (documentId: number) => deleteSpecDocument(userId, specId, documentId), onSuccess: refresh }),
  };
}

/**
 * Opens a document in a new tab: images by their public URL; PDFs are fetched with the bearer
 * token (the download is authenticated) and opened as an object URL released after 7 s.
 */
export async function openSpecDocument(doc: Pick<TSpecDocument, 'url' | 'contentType'>): Promise<void> {
  if (doc.contentType.startsWith('image/')) {
    window.open(doc.url, '_blank', 'noopener');
    return;
  }
  const tab = window.open('', '_blank');
  const token = getToken();
  const res = await fetch(doc.url, { headers: { Accept: acceptHeader(doc.url), ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!res.ok) {
    tab?.close();
    throw new ApiError(res.status, null, res.statusText || 'Download failed');
  }
  const url = URL.createObjectURL(await res.blob());
  if (tab) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_TTL_MS);
}
