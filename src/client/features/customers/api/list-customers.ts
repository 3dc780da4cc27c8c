import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCustomer } from '#shared/schemas/customer';
import { apiList, apiRequest } from '#client/lib/api-client';

/** A sortable column and its direction. */
export type TCustomerSort = { field: 'name' | 'companyName' | 'customerNumber' | 'createdAt'; direction: 'asc' | 'desc' };

/** What the customer list shows: a search, a type filter, a sort and a page. */
export type TCustomerListParams = { search: string; type: string | null; page: number; perPage?: number; sort?: TCustomerSort };

/** The query string of a customer list: search, filter[type], sort[asc|desc], page, perPage. */
export function customerListQuery(params: Omit<TCustomerListParams, 'page'> & { page?: number }) {
  return {
    search: params.search.trim() || undefined,
    'filter[type]': params.type ?? undefined,
    ...(params.sort ? { [`sort[${params.sort.direction}]`]: params.sort.field } : {}),
    page: params.page,
    perPage: params.perPage,
  };
}

/** GET {u}/customer: one page of the account's customers. */
export function listCustomers(userId: number, params: TCustomerListParams, signal?: AbortSignal) {
  return apiList<TCustomer>(`/api/v4/user/${userId}/customer`, { query: customerListQuery(params), signal });
}

/** Query options of a customer list page. */
export function customerListQueryOptions(userId: number, params: TCustomerListParams) {
  return queryOptions({
    queryKey: ['customers', 'list', userId, params.search.trim(), params.type, params.sort ?? null, params.page, params.perPage ?? null] as const,
    queryFn: ({ signal }) => listCustomers(userId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of customers. */
export function useCustomerList(userId: number, params: TCustomerListParams) {
  return useQuery(customerListQueryOptions(userId, params));
}

/** GET {u}/customer/{id}. */
export function useCustomer(userId: number, id: number | null) {
  return useQuery({
    queryKey: ['customers', 'one', userId, id] as const,
    queryFn: ({ signal }) => apiRequest<TCustomer>(`/api/v4/user/${userId}/customer/${id}`, { signal }),
    enabled: id !== null,
  });
}
