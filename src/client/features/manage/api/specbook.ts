import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecbook } from '#shared/schemas/specbook';
import { apiRequest } from '#client/lib/api-client';
import { manageKeys, specbookBase } from './keys';

/** GET {u}/specbook/{id}: the specbook's header fields. */
export function getSpecbook(userId: number, specbookId: number, signal?: AbortSignal): Promise<TSpecbook> {
  return apiRequest<TSpecbook>(specbookBase(userId, specbookId), { signal });
}

/** Query options of one specbook. */
export function specbookQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: manageKeys.specbook(userId, specbookId),
    queryFn: ({ signal }) => getSpecbook(userId, specbookId, signal),
  });
}

/** The specbook open on the manage page. */
export function useSpecbook(userId: number, specbookId: number) {
  return useQuery(specbookQueryOptions(userId, specbookId));
}
