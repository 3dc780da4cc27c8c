import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_CREATE_OPERATION,
  ANNOUNCEMENT_UPDATE_OPERATION,
  type TAnnouncement,
  type TAnnouncementCreate,
  type TAnnouncementUpdate,
} from '#shared/schemas/announcement';
import { apiList, apiRequest } from '#client/lib/api-client';

const userBase = (userId: number) => `/api/v4/user/${userId}`;

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

/** Query options of every announcement (platform admin). */
export function adminAnnouncementsQuery(userId: number) {
  return queryOptions({
    queryKey: ['announcements', 'admin', userId] as const,
    queryFn: async ({ signal }) => (await apiList<TAnnouncement>(`${userBase(userId)}/admin/announcements`, { signal, silent: true })).list,
  });
}

/** Every announcement, newest first (platform admin). */
export function useAdminAnnouncements(userId: number) {
  return useQuery(adminAnnouncementsQuery(userId));
}

/** Post, change (end) and delete announcements (platform admin); each refreshes the lists. */
export function useAnnouncementMutations(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['announcements'] });
  const path = `${userBase(userId)}/admin/announcements`;
  return {
    create: useMutation({
      mutationFn: (Announcement: TAnnouncementCreate) =>
        apiRequest<TAnnouncement>(path, { method: 'POST', body: { [ANNOUNCEMENT_CREATE_OPERATION]: { Announcement } }, silent: true }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (v: { id: number; change: TAnnouncementUpdate }) =>
        apiRequest<TAnnouncement>(`${path}/${v.id}`, { method: 'PATCH', body: { [ANNOUNCEMENT_UPDATE_OPERATION]: { Announcement: v.change } }, silent: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest<{ id: number }>(`${path}/${id}`, { method: 'DELETE', silent: true }), onSuccess: refresh }),
  };
}
