import { useQuery } from '@tanstack/react-query';
import type { TLineItem } from '#shared/schemas/line-item';
import { apiRequest } from '#client/lib/api-client';
import { especbookKeys, specbookBase } from './keys';

/** GET {u}/specbook/{id}/lineitems: the specbook's line items, amounts as the viewer may see them. */
export function useEspecbookLineItems(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: especbookKeys.lineItems(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TLineItem[]>(`${specbookBase(userId, specbookId)}/lineitems`, { signal, silent: true }),
    enabled,
  });
}
