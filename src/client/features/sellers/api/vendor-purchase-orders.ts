import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { apiList } from '#client/lib/api-client';
import { sellerKeys } from './keys';

/** GET {u}/purchaseorder?filter[seller.id]={id}&filter[archived]=false: a vendor's open purchase orders, newest first. */
export async function listOpenPurchaseOrders(userId: number, sellerId: number, signal?: AbortSignal): Promise<TSpecbookPurchaseOrder[]> {
  const result = await apiList<TSpecbookPurchaseOrder>(`/api/v4/user/${userId}/purchaseorder`, {
    query: { 'filter[seller.id]': sellerId, 'filter[archived]': false },
    signal,
    silent: true,
  });
  return result.list;
}

/** Query options of a vendor's open purchase orders. */
export function vendorPurchaseOrdersQueryOptions(userId: number, sellerId: number) {
  return queryOptions({
    queryKey: sellerKeys.purchaseOrders(userId, sellerId),
    queryFn: ({ signal }) => listOpenPurchaseOrders(userId, sellerId, signal),
  });
}

/** A vendor's open purchase orders. */
export function useVendorPurchaseOrders(userId: number, sellerId: number) {
  return useQuery(vendorPurchaseOrdersQueryOptions(userId, sellerId));
}
