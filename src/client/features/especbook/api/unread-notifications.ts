import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TActivityNotification } from '#shared/schemas/notification';
import { apiList, apiRequest } from '#client/lib/api-client';
import { toastFailure } from '#client/lib/toasts';

/** How many unread comment notifications the modal loads. */
export const UNREAD_COMMENTS_PAGE_SIZE = 100;

const activityPath = (userId: number, specbookId: number) => `/api/v4/user/${userId}/specbook/${specbookId}/notifications/activity`;

/** GET {u}/specbook/{id}/notifications/activity?type=NewComment: the unread comment notifications of the specbook. */
export async function listUnreadComments(userId: number, specbookId: number, signal?: AbortSignal): Promise<TActivityNotification[]> {
  const query = { type: 'NewComment', perPage: UNREAD_COMMENTS_PAGE_SIZE };
  const { list } = await apiList<TActivityNotification>(activityPath(userId, specbookId), { query, signal, silent: true });
  return list.filter((n) => n.type === 'NewComment');
}

/** DELETE {u}/specbook/{id}/notifications/activity/{notificationId}: a notification read is deleted (spec §4.4). */
export function markNotificationRead(userId: number, specbookId: number, notificationId: number): Promise<unknown> {
  return apiRequest<unknown>(`${activityPath(userId, specbookId)}/${notificationId}`, { method: 'DELETE', silent: true });
}

/** Query options of the specbook's unread comment notifications. */
export function unreadCommentsQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: ['especbook', userId, specbookId, 'unread-comments'] as const,
    queryFn: ({ signal }) => listUnreadComments(userId, specbookId, signal),
  });
}

/** The unread comment notifications; nothing is loaded until `enabled`. */
export function useUnreadComments(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({ ...unreadCommentsQueryOptions(userId, specbookId), enabled });
}

/**
 * "Mark as Read": removes the notification from the list at once and deletes it on the server;
 * when the server refuses it comes back with 'Could Not Delete a Notification for this Specbook'.
 */
export function useMarkCommentRead(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = unreadCommentsQueryOptions(userId, specbookId);
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(userId, specbookId, id),
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old = []) => old.filter((n) => n.id !== id));
      return { before };
    },
    onError: (err, _id, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      toastFailure(err, M.notificationDeleteFailed);
    },
  });
}
