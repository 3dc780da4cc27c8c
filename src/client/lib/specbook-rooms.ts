import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { apiList, apiRequest } from '#client/lib/api-client';

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
function specbookBase(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}`;
}

/** A room and its specs, in order; `categoryId` null is Miscellaneous. */
export type TSpecbookRoom = { categoryId: number | null; name: string; specs: TSpecSpecbook[] };

/** Specs read per page (the API's maximum). */
const PER_PAGE = 100;

/** Every spec of the specbook in room order, page after page (…/specs?showPagination=true&page=). */
async function listAllSpecs(userId: number, specbookId: number, signal: AbortSignal): Promise<TSpecSpecbook[]> {
  const specs: TSpecSpecbook[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiList<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs`, { query: { showPagination: true, page, perPage: PER_PAGE }, signal, silent: true });
    specs.push(...result.list);
    const p = result.pagination;
    if (!p || p.currentPage >= p.lastPage) return specs;
  }
}

/**
 * The specbook's rooms (in order, Miscellaneous last) with every one of their specs: what the
 * dialogs that choose specs room by room (Smart Labels, Create Purchase Orders) list.
 */
export async function fetchSpecbookRooms(userId: number, specbookId: number, signal: AbortSignal): Promise<TSpecbookRoom[]> {
  const [categories, specs] = await Promise.all([
    apiRequest<TCategory[]>(`${specbookBase(userId, specbookId)}/categories`, { signal, silent: true }),
    listAllSpecs(userId, specbookId, signal),
  ]);
  return categories.map((category) => ({
    categoryId: category.id,
    name: category.name,
    specs: specs.filter((spec) => spec.categoryID === category.id),
  }));
}
