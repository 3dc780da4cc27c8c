import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { ApiError, apiList } from '#client/lib/api-client';
import { sellerKeys } from './keys';

/**
 * GET {u}/purchaseorder?filter[seller.id]={id}&filter[archived]=false: a vendor's open purchase
 * orders, newest first. Null when the server has no purchase-order search (a 404): the caller then
 * shows the seller's count only.
 */
export async function listOpenPurchaseOrders(userId: number, sellerId: number, signal?: AbortSignal): Promise<TSpecbookPurchaseOrder[] | null> {
  try {
    const result = await apiList<TSpecbookPurchaseOrder>(`/api/v4/user/${userId}/purchaseorder`, {
      query: { 'filter[seller.id]': sellerId, 'filter[archived]': false },
      signal,
      silent: true,
    });
    return result.list;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Query options of a vendor's open purchase orders. */
export function vendorPurchaseOrdersQueryOptions(userId: number, sellerId: number) {
  return queryOptions({
    queryKey: sellerKeys.purchaseOrders(userId, sellerId),
    queryFn: ({ signal }) => listOpenPurchaseOrders(userId, sellerId, signal),
  });
}

/** A vendor's open purchase orders (null: not available on this server). */
export function useVendorPurchaseOrders(userId: number, sellerId: number) {
  return useQuery(vendorPurchaseOrdersQueryOptions(userId, sellerId));
}
