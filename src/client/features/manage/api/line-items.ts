import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import type { TLineItem, TLineItemCreateInput, TLineItemUpdateInput } from '#shared/schemas/line-item';
import { apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { manageKeys, specbookBase } from './keys';

/** GET {u}/specbook/{id}/lineitems: the line items not removed, in the order added. */
export function listLineItems(userId: number, specbookId: number, signal?: AbortSignal): Promise<TLineItem[]> {
  return apiRequest<TLineItem[]>(`${specbookBase(userId, specbookId)}/lineitems`, { signal, silent: true });
}

/** Query options of the line items. */
export function lineItemsQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: manageKeys.lineItems(userId, specbookId),
    queryFn: ({ signal }) => listLineItems(userId, specbookId, signal),
  });
}

/** The specbook's line items. */
export function useLineItems(userId: number, specbookId: number) {
  return useQuery(lineItemsQueryOptions(userId, specbookId));
}

/** POST …/lineitems. Silent: the caller shows the failure. */
export function createLineItem(userId: number, specbookId: number, item: TLineItemCreateInput): Promise<TLineItem> {
  return apiRequest<TLineItem>(`${specbookBase(userId, specbookId)}/lineitems`, { method: 'POST', body: { createLineItemRequest: { LineItem: item } }, silent: true });
}

/** PATCH …/lineitems/{lineItemId}. Silent: the caller shows the failure. */
export function updateLineItem(userId: number, specbookId: number, id: number, changes: TLineItemUpdateInput): Promise<TLineItem> {
  return apiRequest<TLineItem>(`${specbookBase(userId, specbookId)}/lineitems/${id}`, { method: 'PATCH', body: { updateLineItemRequest: { LineItem: changes } }, silent: true });
}

/** DELETE …/lineitems/{lineItemId}: the soft removal. Silent: the caller shows the failure. */
export function removeLineItem(userId: number, specbookId: number, id: number): Promise<TLineItem> {
  return apiRequest<TLineItem>(`${specbookBase(userId, specbookId)}/lineitems/${id}`, { method: 'DELETE', silent: true });
}

/** After any line-item change: the list and the totals the page shows. */
function useRefreshLineItems(userId: number, specbookId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: manageKeys.lineItems(userId, specbookId) }),
      queryClient.invalidateQueries({ queryKey: manageKeys.totals(userId, specbookId) }),
    ]);
  };
}

/** Saves a line item: `id` null adds one. The form shows field errors; other failures toast here. */
export function useSaveLineItem(userId: number, specbookId: number) {
  const refresh = useRefreshLineItems(userId, specbookId);
  return useMutation({
    mutationFn: ({ id, item }: { id: number | null; item: TLineItemCreateInput }) =>
      id === null ? createLineItem(userId, specbookId, item) : updateLineItem(userId, specbookId, id, item),
    onSuccess: (_saved, { id }) => {
      toastSuccess(id === null ? M.added : M.updated);
      return refresh();
    },
  });
}

/** Removes a line item, with the spec's toasts. */
export function useRemoveLineItem(userId: number, specbookId: number) {
  const refresh = useRefreshLineItems(userId, specbookId);
  return useMutation({
    mutationFn: (id: number) => removeLineItem(userId, specbookId, id),
    onSuccess: () => {
      toastSuccess(M.removed);
      return refresh();
    },
    onError: (error) => toastFailure(error, M.removeFailed),
  });
}
