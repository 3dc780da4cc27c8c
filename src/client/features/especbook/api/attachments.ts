import { useQuery } from '@tanstack/react-query';
import type { TAttachment } from '#shared/schemas/attachment';
import { apiList } from '#client/lib/api-client';

/** GET the attachments the viewer may see (those the seller made visible to clients). */
export async function listClientAttachments(userId: number, specbookId: number, signal?: AbortSignal): Promise<TAttachment[]> {
  return (await apiList<TAttachment>(`/api/v4/user/${userId}/specbook/${specbookId}/attachments`, { signal, silent: true })).list;
}

/** The viewer's attachments; not asked for when `enabled` is false (a QR label reader sees none). */
export function useClientAttachments(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['especbook', userId, specbookId, 'attachments'] as const,
    queryFn: ({ signal }) => listClientAttachments(userId, specbookId, signal),
    enabled,
  });
}
