import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRoleRecord } from '#shared/schemas/user-patch';
import { apiRequest } from '#client/lib/api-client';

/** GET {u}/roles: the roles granted to the user, active or not. */
export function listUserRoles(userId: number, signal?: AbortSignal): Promise<TRoleRecord[]> {
  return apiRequest<TRoleRecord[]>(`/api/v4/user/${userId}/roles`, { signal, silent: true });
}

/** Query options of the user's roles. */
export function userRolesQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['session', 'roles', userId] as const, queryFn: ({ signal }) => listUserRoles(userId, signal) });
}

/** The user's roles (the caller shows "Couldn't fetch user roles" when the read fails). */
export function useUserRoles(userId: number) {
  return useQuery(userRolesQueryOptions(userId));
}
