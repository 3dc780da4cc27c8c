import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '#shared/schemas/profile';
import type { TClonedSpecbook, TShare, TSharedPreview, TSharedSpecbook } from '#shared/schemas/shared-specbooks';
import { apiList, apiRequest } from '#client/lib/api-client';
import { sharingKeys, userBase } from './keys';

/** GET {u}/shared: the specbooks shared with the caller. */
export async function listShared(userId: number, signal?: AbortSignal): Promise<TSharedSpecbook[]> {
  return (await apiList<TSharedSpecbook>(`${userBase(userId)}/shared`, { signal, silent: true })).list;
}

/** Query options of the caller's shared specbooks. */
export function sharedQueryOptions(userId: number) {
  return queryOptions({ queryKey: sharingKeys.shared(userId), queryFn: ({ signal }) => listShared(userId, signal) });
}

/** The specbooks shared with the caller. */
export function useShared(userId: number) {
  return useQuery(sharedQueryOptions(userId));
}

/** GET {u}/shared/{specbookId}: the read-only preview (loaded while `enabled`). */
export function useSharedPreview(userId: number, specbookId: number | null) {
  return useQuery({
    queryKey: sharingKeys.sharedPreview(userId, specbookId ?? 0),
    queryFn: ({ signal }) => apiRequest<TSharedPreview>(`${userBase(userId)}/shared/${specbookId}`, { signal, silent: true }),
    enabled: specbookId !== null,
  });
}

/** The caller's profiles to clone into (the first 100 by name). */
export function useCloneProfiles(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: sharingKeys.profiles(userId),
    queryFn: async ({ signal }) => (await apiList<TProfile>(`${userBase(userId)}/profile`, { query: { perPage: 100 }, signal, silent: true })).list,
    enabled,
  });
}

/** POST {u}/shared/{specbookId}/clone `{cloneSharedSpecbookRequest: {profile: {id}}}`. */
export function useCloneShared(userId: number) {
  return useMutation({
    mutationFn: ({ specbookId, profileId }: { specbookId: number; profileId: number }) =>
      apiRequest<TClonedSpecbook>(`${userBase(userId)}/shared/${specbookId}/clone`, {
        method: 'POST',
        body: { cloneSharedSpecbookRequest: { profile: { id: profileId } } },
        silent: true,
      }),
  });
}

/** DELETE {u}/shared/{specbookId}: remove from the list. */
export function useRemoveShared(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specbookId: number) => apiRequest<unknown>(`${userBase(userId)}/shared/${specbookId}`, { method: 'DELETE', silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.shared(userId) }),
  });
}

const sharePath = (userId: number, specbookId: number) => `${userBase(userId)}/specbook/${specbookId}/share`;

/** GET {u}/specbook/{id}/share: who the specbook is shared with. */
export function useShares(userId: number, specbookId: number) {
  return useQuery({
    queryKey: sharingKeys.shares(userId, specbookId),
    queryFn: async ({ signal }) => (await apiList<TShare>(sharePath(userId, specbookId), { signal, silent: true })).list,
  });
}

/** A mutation on the specbook's shares that refreshes them. */
function useSharesMutation<V>(userId: number, specbookId: number, call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.shares(userId, specbookId) }) });
}

/** POST {u}/specbook/{id}/share `{email}`. */
export function useShareSpecbook(userId: number, specbookId: number) {
  return useSharesMutation(userId, specbookId, (email: string) => apiRequest<TShare>(sharePath(userId, specbookId), { method: 'POST', body: { email }, silent: true }));
}

/** DELETE {u}/specbook/{id}/share/{shareId}. */
export function useUnshareSpecbook(userId: number, specbookId: number) {
  return useSharesMutation(userId, specbookId, (shareId: number) => apiRequest<unknown>(`${sharePath(userId, specbookId)}/${shareId}`, { method: 'DELETE', silent: true }));
}
