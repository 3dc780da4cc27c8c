import { useQuery } from '@tanstack/react-query';
import type { TActivityNotification } from '#shared/schemas/notification';
import { apiList, apiRequest } from '#client/lib/api-client';
import { collabKeys, userBase } from './keys';

/** How many activity notifications the list loads. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** GET {u}/notifications: activity notifications (unread first, newest first), optionally of one specbook. */
export async function listActivityNotifications(userId: number, specbookId?: number, signal?: AbortSignal): Promise<TActivityNotification[]> {
  const query = { specbookId, perPage: NOTIFICATIONS_PAGE_SIZE };
  return (await apiList<TActivityNotification>(`${userBase(userId)}/notifications`, { query, signal, silent: true })).list;
}

/** DELETE {u}/notifications/{id}: dismiss (read = deleted on the server). */
export function dismissNotification(userId: number, notificationId: number): Promise<unknown> {
  return apiRequest<unknown>(`${userBase(userId)}/notifications/${notificationId}`, { method: 'DELETE', silent: true });
}

/** How often an open page re-reads the activity (approvals, rejections, comments by clients). */
export const ACTIVITY_REFRESH_MS = 15_000;

/** The user's activity notifications, of one specbook when `specbookId` is given. */
export function useActivityNotifications(userId: number, specbookId?: number) {
  return useQuery({
    queryKey: collabKeys.notifications(userId, specbookId),
    queryFn: ({ signal }) => listActivityNotifications(userId, specbookId, signal),
    // Clients approve and comment from their e-Specbook while the seller works: the bell catches up.
    refetchInterval: ACTIVITY_REFRESH_MS,
  });
}
