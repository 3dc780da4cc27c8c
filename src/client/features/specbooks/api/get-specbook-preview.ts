import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecbookPreview } from '#shared/schemas/specbook';
import { apiRequest } from '#client/lib/api-client';

/** GET /api/v4/user/{userId}/specbook/{id}/preview: the specbook with its rooms and specs. */
export function getSpecbookPreview(userId: number, id: number, signal?: AbortSignal): Promise<TSpecbookPreview> {
  return apiRequest<TSpecbookPreview>(`/api/v4/user/${userId}/specbook/${id}/preview`, { signal });
}

/** Query options of a specbook preview. */
export function specbookPreviewQueryOptions(userId: number, id: number) {
  return queryOptions({
    queryKey: ['specbooks', 'preview', userId, id] as const,
    queryFn: ({ signal }) => getSpecbookPreview(userId, id, signal),
  });
}

/** The read-only preview of one specbook; waits until the user id is known. */
export function useSpecbookPreview(userId: number | null, id: number) {
  return useQuery({ ...specbookPreviewQueryOptions(userId ?? 0, id), enabled: userId !== null && Number.isSafeInteger(id) && id > 0 });
}
