import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccessCatalogue, TAccessGrants, TAccessUser } from '#shared/schemas/access-admin';
import { apiList, apiRequest } from '#client/lib/api-client';

/** Users per page of the roles and flags screen. */
export const ACCESS_USERS_PER_PAGE = 20;

const base = (userId: number) => `/api/v4/user/${userId}/admin`;

/** GET {u}/admin/access: the roles and feature flags that can be granted. */
export function useAccessCatalogue(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['admin-access', 'catalogue', userId] as const,
      queryFn: ({ signal }) => apiRequest<TAccessCatalogue>(`${base(userId)}/access`, { signal, silent: true }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** GET {u}/admin/users: one page of users of every account, optionally searched. */
export function useAccessUsers(userId: number, filter: { search: string; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: ['admin-access', 'users', userId, filter.search, filter.page] as const,
      queryFn: ({ signal }) =>
        apiList<TAccessUser>(`${base(userId)}/users`, {
          query: { search: filter.search || null, page: filter.page, perPage: ACCESS_USERS_PER_PAGE },
          signal,
          silent: true,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** PUT {u}/admin/users/{id}/access with the grants (errors are the caller's to show); refreshes the user lists. */
export function useUpdateUserAccess(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, grants }: { id: number; grants: TAccessGrants }) =>
      apiRequest<TAccessUser>(`${base(userId)}/users/${id}/access`, {
        method: 'PUT',
        body: { updateUserAccessRequest: { User: grants } },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-access', 'users'] }),
  });
}
