import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the banner is in every page's first bundle, which must not pull in zod.
import type { TAnnouncement } from '#shared/schemas/announcement';
import { apiList, apiRequest } from '#client/lib/api-client';

/** The user-scoped API base of the announcements. */
export const userBase = (userId: number) => `/api/v4/user/${userId}`;

/** Query options of the announcements showing to the user now (re-read every 10 minutes at most). */
export function currentAnnouncementsQuery(userId: number) {
  return queryOptions({
    queryKey: ['announcements', 'current', userId] as const,
    queryFn: async ({ signal }) => (await apiList<TAnnouncement>(`${userBase(userId)}/announcements`, { signal, silent: true })).list,
    staleTime: 10 * 60_000,
  });
}

/** The announcements showing to the user now that they have not dismissed. */
export function useCurrentAnnouncements(userId: number) {
  return useQuery(currentAnnouncementsQuery(userId));
}

/** Dismisses an announcement for the user: gone from the banner at once, remembered by the server. */
export function useDismissAnnouncement(userId: number) {
  const queryClient = useQueryClient();
  const key = currentAnnouncementsQuery(userId).queryKey;
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ id: number }>(`${userBase(userId)}/announcements/${id}/dismiss`, { method: 'POST', silent: true }),
    onMutate: (id) => queryClient.setQueryData(key, (list) => list?.filter((a) => a.id !== id)),
  });
}
