import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TShippingCost,
  TShippingCostCreateInput,
  TShippingDiscount,
  TShippingDiscountCreateInput,
} from '#shared/schemas/shipping';
import { apiList, apiRequest } from '#client/lib/api-client';
import { cursorFromNext } from '#client/lib/cursor';

/** Page size of the shipping lists. */
export const SHIPPING_PAGE_SIZE = 24;

/** The two shipping resources: their path and their body names. */
export const SHIPPING_KINDS = {
  cost: { path: 'shipping-cost', operation: 'UserShippingCost', resource: 'userShippingCost' },
  discount: { path: 'shipping-discount', operation: 'UserShippingDiscount', resource: 'userShippingDiscount' },
} as const;
export type TShippingKind = keyof typeof SHIPPING_KINDS;

type TRecord<K extends TShippingKind> = K extends 'cost' ? TShippingCost : TShippingDiscount;
type TInput<K extends TShippingKind> = K extends 'cost' ? TShippingCostCreateInput : TShippingDiscountCreateInput;

const url = (userId: number, kind: TShippingKind, id?: number) =>
  `/api/v4/user/${userId}/${SHIPPING_KINDS[kind].path}${id === undefined ? '' : `/${id}`}`;

/** Infinite query options of a shipping list (sorted by id; 'Load more' follows the cursor). */
export function shippingListQueryOptions<K extends TShippingKind>(userId: number, kind: K) {
  return infiniteQueryOptions({
    queryKey: ['shipping', kind, userId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiList<TRecord<K>>(url(userId, kind), { query: { perPage: SHIPPING_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorFromNext(last.pagination?.next),
  });
}

/** The account's shipping costs or discounts, page by page. */
export function useShippingList<K extends TShippingKind>(userId: number, kind: K) {
  return useInfiniteQuery(shippingListQueryOptions(userId, kind));
}

/** GET {u}/shipping-discount/global: the platform's shipping discounts. */
export function useGlobalDiscounts(userId: number) {
  return useQuery({
    queryKey: ['shipping', 'global', userId] as const,
    queryFn: async ({ signal }) => (await apiList<TShippingDiscount>(`${url(userId, 'discount')}/global`, { signal })).list,
  });
}

/**
 * Saves a cost or discount: POST {"create…Request"} when `id` is null, else PUT
 * {"replace…Request"} (the form sends every field). Silent: the form shows the errors.
 */
export function useSaveShipping<K extends TShippingKind>(userId: number, kind: K) {
  const queryClient = useQueryClient();
  const { operation, resource } = SHIPPING_KINDS[kind];
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TInput<K> }) =>
      apiRequest<TRecord<K>>(url(userId, kind, id ?? undefined), {
        method: id === null ? 'POST' : 'PUT',
        body: { [`${id === null ? 'create' : 'replace'}${operation}Request`]: { [resource]: input } },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shipping', kind] }),
  });
}

/** PATCH {"update…Request"}: turns a cost or discount on or off. */
export function useToggleShipping(userId: number, kind: TShippingKind) {
  const queryClient = useQueryClient();
  const { operation, resource } = SHIPPING_KINDS[kind];
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest(url(userId, kind, id), { method: 'PATCH', body: { [`update${operation}Request`]: { [resource]: { active } } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shipping', kind] }),
  });
}

/** DELETE {u}/shipping-discount/{id}. */
export function useDeleteDiscount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(url(userId, 'discount', id), { method: 'DELETE', silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shipping', 'discount'] }),
  });
}
