import { useQuery } from '@tanstack/react-query';
import type { TCategorySelection } from '#shared/lib/category-selection';
import type { TSmartLabelsPayload } from '#shared/schemas/smart-labels';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { fetchSpecbookRooms } from '#client/lib/specbook-rooms';
import { apiBlob } from '#client/lib/api-blob';

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
function specbookBase(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}`;
}

/** A spec as the Smart Labels modal lists it. */
export type TLabelSpec = Pick<TSpecSpecbook, 'joinID' | 'name' | 'manufacturerName' | 'modelNumber'>;

/** A room and its specs, in order; `categoryId` null is Miscellaneous. */
export type TLabelRoomView = { categoryId: number | null; name: string; specs: TLabelSpec[] };

/** The rooms (in order, Miscellaneous last) and their specs while the modal is open (read fresh each time it opens). */
export function useLabelRooms(userId: number, specbookId: number, enabled: boolean) {
  return useQuery<TLabelRoomView[]>({
    queryKey: ['smart-labels', userId, specbookId, 'rooms'] as const,
    queryFn: ({ signal }) => fetchSpecbookRooms(userId, specbookId, signal),
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
