import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { byLifecycle } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TStatus } from '#shared/schemas/spec-specbook';
import { apiRequest } from '#client/lib/api-client';
import { toastFailure } from '#client/lib/toasts';

/** GET {u}/statuses: every status with its colour and userManaged flag. */
export function listStatuses(userId: number, signal?: AbortSignal): Promise<TStatus[]> {
  return apiRequest<TStatus[]>(`/api/v4/user/${userId}/statuses`, { signal, silent: true });
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

/** The status list; a failed read toasts 'Could not fetch the specs status' (spec §8) once. */
export function useStatuses(userId: number) {
  const query = useQuery(statusesQueryOptions(userId));
  const { error } = query;
  useEffect(() => {
    if (error) toastFailure(error, M.couldNotFetchStatuses);
  }, [error]);
  return query;
}
