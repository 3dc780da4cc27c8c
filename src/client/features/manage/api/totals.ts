import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecbookTotals } from '#shared/schemas/totals';
import { apiRequest } from '#client/lib/api-client';
import { manageKeys, specbookBase } from './keys';

/** GET {u}/specbook/{id}/totals?types=quoted,approved&summary=true. */
export function getSpecbookTotals(userId: number, specbookId: number, signal?: AbortSignal): Promise<TSpecbookTotals> {
  return apiRequest<TSpecbookTotals>(`${specbookBase(userId, specbookId)}/totals`, {
    query: { types: 'quoted,approved', summary: true },
    signal,
  });
}

/** Query options of the specbook totals. */
export function specbookTotalsQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: manageKeys.totals(userId, specbookId),
    queryFn: ({ signal }) => getSpecbookTotals(userId, specbookId, signal),
  });
}

/** The specbook's totals. */
export function useSpecbookTotals(userId: number, specbookId: number) {
  return useQuery(specbookTotalsQueryOptions(userId, specbookId));
}
