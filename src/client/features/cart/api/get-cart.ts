import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TCart } from '#shared/schemas/cart';
import { ApiError, apiRequest } from '#client/lib/api-client';
import { toastError } from '#client/lib/toasts';
import { cartBase, cartKeys } from './keys';

/** GET {u}/cart: the open cart (created by the server when there is none); 'Could not load cart' when it fails. */
export async function fetchCart(userId: number, signal?: AbortSignal): Promise<TCart> {
  try {
    return await apiRequest<TCart>(cartBase(userId), { signal, silent: true });
  } catch (err) {
    const quiet = (err instanceof DOMException && err.name === 'AbortError') || (err instanceof ApiError && err.status === 401);
    if (!quiet) toastError(M.loadCartFailed);
    throw err;
  }
}

/** Query options of the open cart (key ['cart', userId]). */
export function cartQueryOptions(userId: number) {
  return queryOptions({
    queryKey: cartKeys.open(userId),
    queryFn: ({ signal }) => fetchCart(userId, signal),
    retry: false,
  });
}

/** The open cart of `userId`: its name, items, count and total. */
export function useCart(userId: number) {
  return useQuery(cartQueryOptions(userId));
}
