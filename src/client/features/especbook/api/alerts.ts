import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALERT_CREATE_OPERATION, type TAlert, type TAlertCreateInput } from '#shared/schemas/alert';
import { apiList, apiRequest } from '#client/lib/api-client';

/** `/api/v4/user/{userId}/specbook/{specbookId}/alerts`. */
function alertsPath(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}/alerts`;
}

/** GET the specbook's alerts (events): future ones nearest first, then past ones. */
export async function listAlerts(userId: number, specbookId: number, signal?: AbortSignal): Promise<TAlert[]> {
  return (await apiList<TAlert>(alertsPath(userId, specbookId), { signal, silent: true })).list;
}

/** POST an alert with `{"createAlertRequest": {"Alert": {…}}}`. */
export function createAlert(userId: number, specbookId: number, alert: TAlertCreateInput): Promise<TAlert> {
  return apiRequest<TAlert>(alertsPath(userId, specbookId), { method: 'POST', body: { [ALERT_CREATE_OPERATION]: { Alert: alert } }, silent: true });
}

/** Query options of the specbook's alerts. */
export function alertsQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: ['especbook', userId, specbookId, 'alerts'] as const,
    queryFn: ({ signal }) => listAlerts(userId, specbookId, signal),
  });
}

/** The specbook's alerts (events). */
export function useAlerts(userId: number, specbookId: number) {
  return useQuery(alertsQueryOptions(userId, specbookId));
}

/** Adds an alert and reloads the list. */
export function useCreateAlert(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: TAlertCreateInput) => createAlert(userId, specbookId, alert),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryOptions(userId, specbookId).queryKey }),
  });
}
