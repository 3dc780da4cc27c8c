import { useQuery } from '@tanstack/react-query';
import type { TCategorySelection } from '#shared/lib/category-selection';
import type { TCategory } from '#shared/schemas/category';
import type { TSmartLabelsPayload } from '#shared/schemas/smart-labels';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { apiList, apiRequest } from '#client/lib/api-client';
import { apiBlob } from '#client/lib/api-blob';

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
function specbookBase(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}`;
}

/** A spec as the Smart Labels modal lists it. */
export type TLabelSpec = Pick<TSpecSpecbook, 'joinID' | 'name' | 'manufacturerName' | 'modelNumber'>;

/** A room and its specs, in order; `categoryId` null is Miscellaneous. */
export type TLabelRoomView = { categoryId: number | null; name: string; specs: TLabelSpec[] };

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

/** The rooms (in order, Miscellaneous last) with their specs, for the Smart Labels modal. */
export async function fetchLabelRooms(userId: number, specbookId: number, signal: AbortSignal): Promise<TLabelRoomView[]> {
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

/** The rooms and specs while the modal is open (read fresh each time it opens). */
export function useLabelRooms(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['smart-labels', userId, specbookId, 'rooms'] as const,
    queryFn: ({ signal }) => fetchLabelRooms(userId, specbookId, signal),
    enabled,
    staleTime: 0,
  });
}

/** Smart labels print (spec §7): POST {u}/specbook/{id}/smartlabels → the "Labels.pdf" file. */
export function printSmartLabels(userId: number, specbookId: number, selection: TCategorySelection): Promise<Blob> {
  const payload: TSmartLabelsPayload = { userId, specbookId, ...selection };
  return apiBlob(`${specbookBase(userId, specbookId)}/smartlabels`, { method: 'POST', body: payload });
}

/** QR-code PDF of a specbook (spec §2.11, §7): GET {u}/specbook/{id}/pdf/qrcode. */
export function fetchQrCodePdf(userId: number, specbookId: number): Promise<Blob> {
  return apiBlob(`${specbookBase(userId, specbookId)}/pdf/qrcode`);
}
