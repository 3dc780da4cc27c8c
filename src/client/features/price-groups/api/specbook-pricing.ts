import { useMutation, useQuery } from '@tanstack/react-query';
import type { TBulkPriceUpdateInput, TPriceChange, TPriceChangeSummary, TPriceUpdateResult } from '#shared/schemas/price-update';
import { sumMoney } from '#shared/lib/money';
import { apiList, apiRequest } from '#client/lib/api-client';

const path = (userId: number, specbookId: number) => `/api/v4/user/${userId}/specbook/${specbookId}`;

/** The review of a price group on a specbook: every updatable spec and the sums. */
export type TPriceReview = { changes: TPriceChange[]; summary: TPriceChangeSummary };

/**
 * GET {u}/specbook/{id}/specs/updatable for a group (null = none): the specs whose price would
 * change, unpaged (the review pages them itself so that any of them can be left out).
 */
export function usePriceReview(userId: number, specbookId: number, groupId: number | null, priceGroupChanged: boolean) {
  return useQuery({
    queryKey: ['price-groups', userId, 'review', specbookId, groupId, priceGroupChanged] as const,
    queryFn: async ({ signal }): Promise<TPriceReview> => {
      const { list } = await apiList<TPriceChange>(`${path(userId, specbookId)}/specs/updatable`, {
        query: { priceGroup: groupId ?? 'none', priceGroupChanged },
        signal,
      });
      const summary = { count: list.length, before: sumMoney(list.map((c) => c.before.total)), after: sumMoney(list.map((c) => c.after.total)) };
      return { changes: list, summary };
    },
    staleTime: 0,
  });
}

/** POST {u}/specbook/{id}/specs/prices/bulk with {"bulkUpdatePricesRequest": …}. */
export function useBulkUpdatePrices(userId: number, specbookId: number) {
  return useMutation({
    mutationFn: (request: TBulkPriceUpdateInput) =>
      apiRequest<TPriceUpdateResult>(`${path(userId, specbookId)}/specs/prices/bulk`, { method: 'POST', body: { bulkUpdatePricesRequest: request }, silent: true }),
  });
}

/** PATCH {u}/specbook/{id}/customer with only the price group: the group changes, the prices stay. */
export function useSetSpecbookPriceGroup(userId: number, specbookId: number) {
  return useMutation({
    mutationFn: (groupId: number | null) =>
      apiRequest<unknown>(`${path(userId, specbookId)}/customer`, {
        method: 'PATCH',
        body: { updateSpecbookRequest: { Specbook: { priceGroup: groupId === null ? null : { id: groupId } } } },
        silent: true,
      }),
  });
}
