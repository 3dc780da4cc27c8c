import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ALERT_CREATE_OPERATION,
  ALERT_UPDATE_OPERATION,
  type TAccountAlert,
  type TAlert,
  type TAlertCreate,
} from '#shared/schemas/alert';
import { apiList, apiRequest, type TListResult } from '#client/lib/api-client';

/** `/api/v4/user/{userId}/specbook/{specbookId}/alerts`. */
function alertsPath(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}/alerts`;
}

/** Cache keys of the alerts queries. */
export const alertKeys = {
  all: (userId: number) => ['alerts', userId] as const,
  specbook: (userId: number, specbookId: number) => ['alerts', userId, 'specbook', specbookId] as const,
  upcoming: (userId: number, page: number) => ['alerts', userId, 'upcoming', page] as const,
};

/** Query options of a specbook's alerts (upcoming first). */
export function specbookAlertsQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: alertKeys.specbook(userId, specbookId),
    queryFn: async ({ signal }) => (await apiList<TAlert>(alertsPath(userId, specbookId), { signal, silent: true })).list,
  });
}

/** A specbook's alerts. */
export function useSpecbookAlerts(userId: number, specbookId: number) {
  return useQuery(specbookAlertsQueryOptions(userId, specbookId));
}

/** Query options of one page of the account's alerts from today on (`GET {u}/alerts?from=`). */
export function upcomingAlertsQueryOptions(userId: number, page: number, today: string) {
  return queryOptions({
    queryKey: alertKeys.upcoming(userId, page),
    queryFn: ({ signal }): Promise<TListResult<TAccountAlert>> =>
      apiList<TAccountAlert>(`/api/v4/user/${userId}/alerts?from=${today}&page=${page}&perPage=20`, { signal, silent: true }),
  });
}

/** One page of the account's upcoming alerts. */
export function useUpcomingAlerts(userId: number, page: number, today: string) {
  return useQuery(upcomingAlertsQueryOptions(userId, page, today));
}

/** POST an alert: `{"createAlertRequest": {"Alert": …}}`. */
export function createAlert(userId: number, specbookId: number, alert: TAlertCreate): Promise<TAlert> {
  return apiRequest<TAlert>(alertsPath(userId, specbookId), { method: 'POST', body: { [ALERT_CREATE_OPERATION]: { Alert: alert } }, silent: true });
}

/** PATCH an alert: `{"updateAlertRequest": {"Alert": …}}` (the whole alert; attendees left out are kept). */
export function updateAlert(userId: number, specbookId: number, alertId: number, alert: TAlertCreate): Promise<TAlert> {
  return apiRequest<TAlert>(`${alertsPath(userId, specbookId)}/${alertId}`, {
    method: 'PATCH',
    body: { [ALERT_UPDATE_OPERATION]: { Alert: alert } },
    silent: true,
  });
}

/** DELETE an alert (its recipients get a cancellation). */
export function deleteAlert(userId: number, specbookId: number, alertId: number): Promise<{ id: number }> {
  return apiRequest<{ id: number }>(`${alertsPath(userId, specbookId)}/${alertId}`, { method: 'DELETE', silent: true });
}

/** POST a recipient `{"email"}` (they get the invitation). */
export function addAttendee(userId: number, specbookId: number, alertId: number, email: string): Promise<TAlert> {
  return apiRequest<TAlert>(`${alertsPath(userId, specbookId)}/${alertId}/attendees`, { method: 'POST', body: { email }, silent: true });
}

/** DELETE a recipient (not the last one). */
export function removeAttendee(userId: number, specbookId: number, alertId: number, email: string): Promise<TAlert> {
  return apiRequest<TAlert>(`${alertsPath(userId, specbookId)}/${alertId}/attendees/${encodeURIComponent(email)}`, { method: 'DELETE', silent: true });
}
