import { useQuery } from '@tanstack/react-query';
import type { TSpecbookNotification, TSpecbookNotificationUpdate } from '#shared/schemas/notification';
import { apiList, apiRequest } from '#client/lib/api-client';
import { collabKeys, specbookNotificationsPath } from './keys';
import { ACTIVITY_REFRESH_MS } from './notifications';

/** GET {u}/specbook/{id}/notifications: the specbook's notification records, newest first. */
export async function listSpecbookNotifications(userId: number, specbookId: number, signal?: AbortSignal): Promise<TSpecbookNotification[]> {
  return (await apiList<TSpecbookNotification>(specbookNotificationsPath(userId, specbookId), { signal, silent: true })).list;
}

/** POST {u}/specbook/{id}/notifications with `{createNotificationRequest: {Notification: {message}}}`. */
export function createSpecbookNotification(userId: number, specbookId: number, message: string): Promise<TSpecbookNotification> {
  return apiRequest<TSpecbookNotification>(specbookNotificationsPath(userId, specbookId), {
    method: 'POST',
    body: { createNotificationRequest: { Notification: { message } } },
    silent: true,
  });
}

/** PATCH {u}/specbook/{id}/notifications/{notificationId} with `{updateNotificationRequest: {Notification}}`. */
export function updateSpecbookNotification(
  userId: number,
  specbookId: number,
  notificationId: number,
  patch: TSpecbookNotificationUpdate,
): Promise<TSpecbookNotification> {
  return apiRequest<TSpecbookNotification>(`${specbookNotificationsPath(userId, specbookId)}/${notificationId}`, {
    method: 'PATCH',
    body: { updateNotificationRequest: { Notification: patch } },
    silent: true,
  });
}

/** DELETE {u}/specbook/{id}/notifications/{notificationId}. */
export function deleteSpecbookNotification(userId: number, specbookId: number, notificationId: number): Promise<unknown> {
  return apiRequest<unknown>(`${specbookNotificationsPath(userId, specbookId)}/${notificationId}`, { method: 'DELETE', silent: true });
}

/**
 * The specbook's notification records (shared by the action's unread badge and the panel); re-read
 * as often as the activity, since clients' actions on the e-Specbook are recorded there too.
 */
export function useSpecbookNotifications(userId: number, specbookId: number) {
  return useQuery({
    queryKey: collabKeys.specbookNotifications(userId, specbookId),
    queryFn: ({ signal }) => listSpecbookNotifications(userId, specbookId, signal),
    refetchInterval: ACTIVITY_REFRESH_MS,
  });
}
