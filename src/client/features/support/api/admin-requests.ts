import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRequestStatus } from '#shared/lib/support-messages';
import type { TDataRequest, TSupportRequest } from '#shared/schemas/support';
import { apiList, apiRequest, type TListResult } from '#client/lib/api-client';

/** The two kinds of request the admin page lists. */
export type TRequestKind = 'support' | 'data';

/** A request of either kind, by kind. */
export type TRequestOf<K extends TRequestKind> = K extends 'support' ? TSupportRequest : TDataRequest;

const PATHS: Record<TRequestKind, string> = { support: 'support-request', data: 'data-request' };
const ENVELOPES: Record<TRequestKind, [string, string]> = {
  support: ['updateSupportRequestRequest', 'SupportRequest'],
  data: ['updateDataRequestRequest', 'DataRequest'],
};

/** Rows per admin page. */
export const ADMIN_REQUESTS_PER_PAGE = 20;

/** GET {u}/support-request or {u}/data-request (platform admins): newest first, optionally one status. */
export function listRequests<K extends TRequestKind>(
  userId: number,
  kind: K,
  filter: { status: TRequestStatus | null; page: number },
  signal?: AbortSignal,
): Promise<TListResult<TRequestOf<K>>> {
  return apiList<TRequestOf<K>>(`/api/v4/user/${userId}/${PATHS[kind]}`, {
    query: { status: filter.status, page: filter.page, perPage: ADMIN_REQUESTS_PER_PAGE },
    signal,
  });
}

/** Query options of one admin list page. */
export function requestsQueryOptions<K extends TRequestKind>(userId: number, kind: K, filter: { status: TRequestStatus | null; page: number }) {
  return queryOptions({
    queryKey: ['admin-requests', kind, userId, filter.status, filter.page] as const,
    queryFn: ({ signal }) => listRequests(userId, kind, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** One admin list page. */
export function useRequests<K extends TRequestKind>(userId: number, kind: K, filter: { status: TRequestStatus | null; page: number }) {
  return useQuery(requestsQueryOptions(userId, kind, filter));
}

/** PATCH {u}/{kind}-request/{id} with the status. */
export function updateRequestStatus(userId: number, kind: TRequestKind, id: number, status: TRequestStatus): Promise<unknown> {
  const [operation, resource] = ENVELOPES[kind];
  return apiRequest(`/api/v4/user/${userId}/${PATHS[kind]}/${id}`, {
    method: 'PATCH',
    body: { [operation]: { [resource]: { status } } },
  });
}

/** Sets a request's status and refreshes the lists of that kind. */
export function useUpdateRequestStatus(userId: number, kind: TRequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TRequestStatus }) => updateRequestStatus(userId, kind, id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-requests', kind] }),
  });
}
