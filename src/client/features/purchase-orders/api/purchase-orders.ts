import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShippingMethod } from '#shared/lib/shipping-messages';
import type {
  TCalculatePurchaseOrders,
  TExecutePurchaseOrder,
  TPurchaseOrderDraft,
  TPurchaseOrderUpdate,
  TSpecbookPurchaseOrder,
} from '#shared/schemas/purchase-order';
import type { TSellerOffer } from '#shared/schemas/seller';
import { apiEnvelope, apiRequest } from '#client/lib/api-client';
import { fetchSpecbookRooms } from '#client/lib/specbook-rooms';

/**
 * The purchase-order calls (spec/business-records.md §7 "Purchase orders"; docs/decisions/054).
 * Errors are silent here: the components toast the server's message (toastFailure).
 */

const user = (userId: number) => `/api/v4/user/${userId}`;
const specbookPath = (userId: number, specbookId: number) => `${user(userId)}/specbook/${specbookId}`;
const orderPath = (userId: number, purchaseOrderId: number) => `${user(userId)}/purchaseorder/${purchaseOrderId}`;

/** Query keys: everything of one specbook's purchase orders under one prefix. */
export const purchaseOrderKeys = {
  all: (userId: number, specbookId: number) => ['purchase-orders', userId, specbookId] as const,
  list: (userId: number, specbookId: number) => [...purchaseOrderKeys.all(userId, specbookId), 'list'] as const,
  rooms: (userId: number, specbookId: number) => [...purchaseOrderKeys.all(userId, specbookId), 'rooms'] as const,
  calculation: (userId: number, specbookId: number, request: TCalculatePurchaseOrders) =>
    [...purchaseOrderKeys.all(userId, specbookId), 'calculate', request] as const,
  one: (userId: number, specbookId: number, purchaseOrderId: number) => [...purchaseOrderKeys.all(userId, specbookId), 'order', purchaseOrderId] as const,
  offers: (userId: number, specId: number) => ['spec-sellers', userId, specId] as const,
};

/** The specbook's purchase orders, newest first (GET {u}/specbook/{id}/purchaseorders). */
export function useSpecbookPurchaseOrders(userId: number, specbookId: number) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TSpecbookPurchaseOrder[]>(`${specbookPath(userId, specbookId)}/purchaseorders`, { signal, silent: true }),
  });
}

/** One purchase order with its lines (GET {u}/purchaseorder/{id}). */
export function usePurchaseOrder(userId: number, specbookId: number, purchaseOrderId: number) {
  return useQuery({
    queryKey: purchaseOrderKeys.one(userId, specbookId, purchaseOrderId),
    queryFn: ({ signal }) => apiRequest<TSpecbookPurchaseOrder>(orderPath(userId, purchaseOrderId), { signal, silent: true }),
  });
}

/** The specbook's rooms and specs for the selection step, read fresh each time the dialog opens. */
export function useOrderRooms(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: purchaseOrderKeys.rooms(userId, specbookId),
    queryFn: ({ signal }) => fetchSpecbookRooms(userId, specbookId, signal),
    enabled,
    staleTime: 0,
  });
}

/** calculate's answer: one draft per seller, the Total of all, and the chosen specs no seller offers. */
export type TPurchaseOrderCalculation = {
  data: TPurchaseOrderDraft[];
  meta: { total: string; unassigned: { id: number; name: string; modelNumber: string }[] };
};

/**
 * The drafts of `request` (POST {u}/specbook/{id}/purchaseorders/calculate?summary=true); a new
 * request (another seller for a spec) recalculates, showing the previous drafts meanwhile.
 */
export function useCalculation(userId: number, specbookId: number, request: TCalculatePurchaseOrders | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.calculation(userId, specbookId, request ?? { PurchaseOrder: { sellers: [] } }),
    queryFn: ({ signal }) =>
      apiEnvelope<TPurchaseOrderCalculation>(`${specbookPath(userId, specbookId)}/purchaseorders/calculate`, {
        method: 'POST',
        query: { summary: true },
        body: { calculatePurchaseOrdersRequest: request },
        signal,
        silent: true,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The offers of the account's sellers for one catalogue spec (GET {u}/specs/{specId}/sellers), read when asked for. */
export function specSellersQuery(userId: number, specId: number, enabled: boolean) {
  return queryOptions({
    queryKey: purchaseOrderKeys.offers(userId, specId),
    queryFn: ({ signal }) => apiRequest<TSellerOffer[]>(`${user(userId)}/specs/${specId}/sellers`, { signal, silent: true }),
    enabled,
  });
}

/** Creates one seller's purchase order (POST {u}/specbook/{id}/purchaseorders) with the draft's own Idempotency-Key. */
export function executePurchaseOrder(userId: number, specbookId: number, order: TExecutePurchaseOrder['PurchaseOrder'], idempotencyKey: string) {
  return apiRequest<TSpecbookPurchaseOrder>(`${specbookPath(userId, specbookId)}/purchaseorders`, {
    method: 'POST',
    silent: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { executePurchaseOrderRequest: { PurchaseOrder: order } },
  });
}

/** Refreshes the specbook's purchase orders, then tells the page (spec statuses change with them). */
export function useRefreshPurchaseOrders(userId: number, specbookId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all(userId, specbookId) });
    onChanged?.();
  };
}

/** The actions of one purchase order: update (status, archive), send to the vendor, a line's shipping method. */
export function usePurchaseOrderActions(userId: number, specbookId: number, purchaseOrderId: number, onChanged?: () => void) {
  const refresh = useRefreshPurchaseOrders(userId, specbookId, onChanged);
  const base = orderPath(userId, purchaseOrderId);
  return {
    update: useMutation({
      mutationFn: (input: TPurchaseOrderUpdate) =>
        apiRequest<TSpecbookPurchaseOrder>(base, { method: 'PATCH', silent: true, body: { updatePurchaseOrderRequest: { PurchaseOrder: input } } }),
      onSuccess: refresh,
    }),
    send: useMutation({
      mutationFn: () => apiRequest<unknown>(`${base}/send`, { method: 'POST', silent: true, body: {} }),
      onSuccess: refresh,
    }),
    shippingMethod: useMutation({
      mutationFn: (input: { joinId: number; method: TShippingMethod | null }) =>
        apiRequest<unknown>(`${specbookPath(userId, purchaseOrderId)}/specs/${input.joinId}`, {
          method: 'PATCH',
          silent: true,
          body: { updateSpecSpecbookRequest: { SpecSpecbook: { shipping: { method: input.method } } } },
        }),
      onSuccess: refresh,
    }),
  };
}
