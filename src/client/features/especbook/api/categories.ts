import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { apiList, apiRequest } from '#client/lib/api-client';
import { emitAppEvent } from '#client/lib/app-events';
import { categorySegment, especbookKeys, specbookBase } from './keys';

/** Specs read per category (the API's maximum page size). */
const SPECS_PER_PAGE = 100;

/** GET {u}/specbook/{id}/categories: the categories in order, Miscellaneous last. */
export function useEspecbookCategories(userId: number, specbookId: number) {
  return useQuery({
    queryKey: especbookKeys.categories(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TCategory[]>(`${specbookBase(userId, specbookId)}/categories`, { signal, silent: true }),
  });
}

/** Every spec of one category, page after page (…/specs?categoryID=&showPagination=true&page=). */
async function listCategorySpecs(userId: number, specbookId: number, categoryId: number | null, signal: AbortSignal): Promise<TSpecSpecbook[]> {
  const specs: TSpecSpecbook[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiList<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs`, {
      query: { categoryID: categorySegment(categoryId), showPagination: true, page, perPage: SPECS_PER_PAGE },
      signal,
      silent: true,
    });
    specs.push(...result.list);
    const p = result.pagination;
    if (!p || p.currentPage >= p.lastPage) return specs;
  }
}

/** The specs of one category (loaded while the category is expanded). */
export function useCategorySpecs(userId: number, specbookId: number, categoryId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: especbookKeys.specs(userId, specbookId, categoryId),
    queryFn: ({ signal }) => listCategorySpecs(userId, specbookId, categoryId, signal),
    enabled,
  });
}

/** The two bulk decisions of a category. */
export type TCategoryDecision = 'approve' | 'reject';

/** POST …/categories/{id|misc}/approve or …/reject: the category's specs as they now are. */
export function decideCategory(userId: number, specbookId: number, categoryId: number | null, decision: TCategoryDecision): Promise<TSpecSpecbook[]> {
  return apiRequest<TSpecSpecbook[]>(`${specbookBase(userId, specbookId)}/categories/${categorySegment(categoryId)}/${decision}`, {
    method: 'POST',
    silent: true,
  });
}

/** PATCH …/specs/{joinId} with a new status value (a client's approve or reject of one spec). */
export function setSpecStatus(userId: number, specbookId: number, joinId: number, value: 'approved' | 'rejected'): Promise<TSpecSpecbook> {
  return apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs/${joinId}`, {
    method: 'PATCH',
    body: { updateSpecSpecbookRequest: { SpecSpecbook: { status: { value } } } },
    silent: true,
  });
}

/**
 * After a status change in a category: its specs are replaced (when given), the specbook totals
 * reload and 'refresh:category:totals' tells that category's widget to reload (§4.1).
 */
export function useAfterStatusChange(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  return (categoryId: number | null, specs?: TSpecSpecbook[]) => {
    const key = especbookKeys.specs(userId, specbookId, categoryId);
    if (specs) queryClient.setQueryData(key, specs);
    else void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: especbookKeys.totals(userId, specbookId) });
    emitAppEvent('refresh:category:totals', { categoryId });
  };
}
