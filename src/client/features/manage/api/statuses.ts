import { queryOptions, useQuery } from '@tanstack/react-query';
import { byLifecycle } from '#shared/lib/statuses';
import type { TStatus } from '#shared/schemas/spec-specbook';
import { apiRequest } from '#client/lib/api-client';

/** GET {u}/statuses: every status with its colour and userManaged flag. */
export function listStatuses(userId: number, signal?: AbortSignal): Promise<TStatus[]> {
  return apiRequest<TStatus[]>(`/api/v4/user/${userId}/statuses`, { signal });
}

/** Query options of the status list (it rarely changes). */
export function statusesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['manage', 'statuses', userId] as const,
    queryFn: ({ signal }) => listStatuses(userId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The statuses a user may choose: only the userManaged ones (spec §4), in lifecycle order. */
export function userManagedStatuses(statuses: readonly TStatus[] | undefined): TStatus[] {
  return byLifecycle((statuses ?? []).filter((s) => s.userManaged));
}

/** The status list. */
export function useStatuses(userId: number) {
  return useQuery(statusesQueryOptions(userId));
}
