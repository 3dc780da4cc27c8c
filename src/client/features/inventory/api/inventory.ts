import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInventoryStatus } from '#shared/lib/sellers';
import type { CsvSeparator } from '#shared/lib/specbook-csv';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import type { TInventoryItem, TInventoryItemUpdate } from '#shared/schemas/inventory';
import { apiList, apiRequest, ApiError } from '#client/lib/api-client';
import { uploadCsvImport, type TStartedImport } from '#client/lib/csv-import';

/** Rows per page of the inventory center. */
export const INVENTORY_PER_PAGE = 24;

const base = (userId: number) => `/api/v4/user/${userId}/inventory`;

/** Query keys of the stock; everything under `all` is refreshed after a change. */
export const inventoryKeys = {
  all: (userId: number) => ['inventory', userId] as const,
  list: (userId: number, filters: TInventoryFilters) => ['inventory', userId, 'list', filters] as const,
};

/** The Specmarket filter: listed rows ('true'), unlisted ones ('false') or all (null). */
export type TListedFilter = 'true' | 'false' | null;

/** What the page lists: a search text, one status or all, listed or not or all, a page. */
export type TInventoryFilters = { search: string; status: TInventoryStatus | null; listed?: TListedFilter; page: number };

/**
 * One page of the account's stock (GET {u}/inventory). Silent: a 403 (no useInventoryCenter) is
 * a state of the page, not an error toast.
 */
export function useInventory(userId: number, filters: TInventoryFilters) {
  return useQuery({
    queryKey: inventoryKeys.list(userId, filters),
    queryFn: ({ signal }) =>
      apiList<TInventoryItem>(base(userId), {
        query: { search: filters.search || null, 'filter[status]': filters.status, 'filter[listed]': filters.listed ?? null, page: filters.page, perPage: INVENTORY_PER_PAGE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 403),
  });
}

function useRefreshStock(userId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: inventoryKeys.all(userId) });
}

/** The fields the Add product form sends. */
export type TNewStock = { specId: number; quantity: number; status: TInventoryStatus; location: string };

/** POST {u}/inventory. */
export function useAddStock(userId: number) {
  const onSuccess = useRefreshStock(userId);
  return useMutation({
    mutationFn: (item: TNewStock) =>
      apiRequest<TInventoryItem>(base(userId), {
        method: 'POST',
        body: { createInventoryItemRequest: { InventoryItem: { spec: { id: item.specId }, quantity: item.quantity, status: item.status, location: item.location } } },
        silent: true,
      }),
    onSuccess,
  });
}

/** PATCH {u}/inventory/{id}: one row's quantity, status, location, price, lead time or Specmarket listing. */
export function useUpdateStock(userId: number) {
  const onSuccess = useRefreshStock(userId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TInventoryItemUpdate }) =>
      apiRequest<TInventoryItem>(`${base(userId)}/${id}`, { method: 'PATCH', body: { updateInventoryItemRequest: { InventoryItem: changes } }, silent: true }),
    onSuccess,
  });
}

/** DELETE {u}/inventory/{id}. */
export function useRemoveStock(userId: number) {
  const onSuccess = useRefreshStock(userId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`${base(userId)}/${id}`, { method: 'DELETE', silent: true }),
    onSuccess,
  });
}

/** Starts an inventory CSV import (POST {u}/inventory/imports); answers where to poll. */
export function startInventoryImport(userId: number, file: File, separator: CsvSeparator): Promise<TStartedImport> {
  return uploadCsvImport(`${base(userId)}/imports`, file, separator);
}

/** Refreshes the stock after an import. */
export function useStockImported(userId: number): () => void {
  const refresh = useRefreshStock(userId);
  return () => void refresh();
}

/** Catalogue specs matching `text` for the Add product picker (GET {u}/specs?searchTerm=), once 2 characters are typed. */
export function useCatalogueSearch(userId: number, text: string) {
  return useQuery({
    queryKey: ['inventory', userId, 'catalogue', text] as const,
    queryFn: ({ signal }) => apiList<TCatalogueSpec>(`/api/v4/user/${userId}/specs`, { query: { searchTerm: text, perPage: 10, page: 1, showPrice: false }, signal, silent: true }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
