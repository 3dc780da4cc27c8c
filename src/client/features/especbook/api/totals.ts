import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCategoryTotals, TSpecbookTotals } from '#shared/schemas/totals';
import { apiRequest } from '#client/lib/api-client';
import { useAppEvent } from '#client/lib/app-events';
import { categorySegment, especbookKeys, specbookBase } from './keys';

/** GET {u}/specbook/{id}/totals?types=quoted,approved: quoted, approved and uncategorized. */
export function useEspecbookTotals(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: especbookKeys.totals(userId, specbookId),
    queryFn: ({ signal }) =>
      apiRequest<TSpecbookTotals>(`${specbookBase(userId, specbookId)}/totals`, {
        query: { types: 'quoted,approved', summary: true },
        signal,
        silent: true,
      }),
    enabled,
  });
}

/** Query options of one category's totals (GET …/categories/{id|misc}/totals). */
export function categoryTotalsQuery(userId: number, specbookId: number, categoryId: number | null) {
  return {
    queryKey: especbookKeys.categoryTotals(userId, specbookId, categoryId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<TCategoryTotals>(`${specbookBase(userId, specbookId)}/categories/${categorySegment(categoryId)}/totals`, {
        query: { types: 'quoted,approved', summary: true },
        signal,
        silent: true,
      }),
  };
}

/**
 * One category's totals; reloaded when 'refresh:category:totals' arrives with this category's
 * id (§2.5).
 */
export function useCategoryTotals(userId: number, specbookId: number, categoryId: number | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = categoryTotalsQuery(userId, specbookId, categoryId);
  useAppEvent('refresh:category:totals', (detail) => {
    if (detail.categoryId === categoryId) void queryClient.invalidateQueries({ queryKey: query.queryKey });
  });
  return useQuery({ ...query, enabled });
}
