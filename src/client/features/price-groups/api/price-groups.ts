import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPriceGroup,
  TPriceGroupCreateInput,
  TPriceGroupManufacturer,
  TPriceGroupManufacturerUpdateInput,
} from '#shared/schemas/price-group';
import { apiList, apiRequest } from '#client/lib/api-client';

const base = (userId: number) => `/api/v4/user/${userId}/pricegroup`;

/** Query keys of the price groups; everything under `all` is refreshed after a change. */
export const priceGroupKeys = {
  all: (userId: number) => ['price-groups', userId] as const,
  list: (userId: number) => ['price-groups', userId, 'list'] as const,
  manufacturers: (userId: number, groupId: number, search: string) => ['price-groups', userId, 'manufacturers', groupId, search] as const,
};

/** One page of a cursor list: its rows and the `next` link. */
type TPage<T> = { list: T[]; next: string | null };

async function page<T>(first: string, query: Record<string, string | number | undefined>, next: string | null, signal?: AbortSignal): Promise<TPage<T>> {
  const result = await apiList<T>(next ?? first, { query: next ? undefined : query, signal });
  return { list: result.list, next: result.pagination?.next ?? null };
}

/** GET {u}/pricegroup: every price group of the account (they are few: the pages are followed to the end). */
export function usePriceGroups(userId: number) {
  return useQuery({
    queryKey: priceGroupKeys.list(userId),
    queryFn: async ({ signal }) => {
      const rows: TPriceGroup[] = [];
      let next: string | null = null;
      do {
        const result: TPage<TPriceGroup> = await page<TPriceGroup>(base(userId), { perPage: 100 }, next, signal);
        rows.push(...result.list);
        next = result.next;
      } while (next);
      return rows;
    },
  });
}

/** GET {u}/pricegroup/{id}/manufacturers: the group's manufacturers by name, page by page ('Load more'). */
export function useGroupManufacturers(userId: number, groupId: number, search: string) {
  return useInfiniteQuery({
    queryKey: priceGroupKeys.manufacturers(userId, groupId, search),
    queryFn: ({ pageParam, signal }) =>
      page<TPriceGroupManufacturer>(`${base(userId)}/${groupId}/manufacturers`, { perPage: 50, search: search || undefined }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

function useInvalidate(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: priceGroupKeys.all(userId) });
}

/** POST {u}/pricegroup, or PATCH {u}/pricegroup/{id} (both with createPriceGroupRequest, spec §7). */
export function useSavePriceGroup(userId: number) {
  const onSuccess = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, group }: { id: number | null; group: TPriceGroupCreateInput }) =>
      apiRequest<TPriceGroup>(id === null ? base(userId) : `${base(userId)}/${id}`, {
        method: id === null ? 'POST' : 'PATCH',
        body: { createPriceGroupRequest: { PriceGroup: group } },
        silent: true,
      }),
    onSuccess,
  });
}

/** DELETE {u}/pricegroup/{id} (forceDelete after the 412 question). */
export function useDeletePriceGroup(userId: number) {
  const onSuccess = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) =>
      apiRequest<null>(`${base(userId)}/${id}`, { method: 'DELETE', query: force ? { forceDelete: 'true' } : undefined, silent: true }),
    onSuccess,
  });
}

/** PATCH (set) or DELETE (back to the group's) a manufacturer's entry. */
export function useSaveGroupManufacturer(userId: number, groupId: number) {
  const onSuccess = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ manufacturerId, entry }: { manufacturerId: number; entry: TPriceGroupManufacturerUpdateInput | null }) =>
      apiRequest<TPriceGroupManufacturer>(`${base(userId)}/${groupId}/manufacturers/${manufacturerId}`, {
        method: entry ? 'PATCH' : 'DELETE',
        body: entry ? { updatePriceGroupManufacturerRequest: { PriceGroupManufacturer: entry } } : undefined,
      }),
    onSuccess,
  });
}
