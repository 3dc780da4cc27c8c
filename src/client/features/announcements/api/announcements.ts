import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userBase } from './current-announcements';
import {
  ANNOUNCEMENT_CREATE_OPERATION,
  ANNOUNCEMENT_UPDATE_OPERATION,
  type TAnnouncement,
  type TAnnouncementCreate,
  type TAnnouncementUpdate,
} from '#shared/schemas/announcement';
import { apiList, apiRequest } from '#client/lib/api-client';

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
