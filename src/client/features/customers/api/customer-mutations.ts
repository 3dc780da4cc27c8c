import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAddress,
  TAddressCreateInput,
  TCustomer,
  TCustomerCreateInput,
  TCustomerInviteInput,
  TCustomerLookup,
} from '#shared/schemas/customer';
import { apiList, apiRequest } from '#client/lib/api-client';
import { useQuery } from '@tanstack/react-query';

const base = (userId: number) => `/api/v4/user/${userId}/customer`;

/** Refreshes every customer query (lists, records, addresses). */
function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['customers'], predicate: (q) => q.queryKey[1] !== 'reference' });
}

/** POST {u}/customer with {"createCustomerRequest": {"Customer": …}}. */
export function useCreateCustomer(userId: number) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (customer: TCustomerCreateInput) =>
      apiRequest<TCustomer>(base(userId), { method: 'POST', body: { createCustomerRequest: { Customer: customer } } }),
    onSuccess: invalidate,
  });
}

/** PATCH {u}/customer/{id} with {"updateCustomerRequest": {"Customer": …}}. */
export function useUpdateCustomer(userId: number) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, customer }: { id: number; customer: TCustomerCreateInput }) =>
      apiRequest<TCustomer>(`${base(userId)}/${id}`, { method: 'PATCH', body: { updateCustomerRequest: { Customer: customer } } }),
    onSuccess: invalidate,
  });
}

/** GET {u}/customer/{id}/addresses (all of them: a customer has a handful). */
export function useAddresses(userId: number, customerId: number | null) {
  return useQuery({
    queryKey: ['customers', 'addresses', userId, customerId] as const,
    queryFn: async ({ signal }) => (await apiList<TAddress>(`${base(userId)}/${customerId}/addresses`, { query: { perPage: 100 }, signal })).list,
    enabled: customerId !== null,
  });
}

/** POST or PATCH an address of a customer. */
export function useSaveAddress(userId: number, customerId: number) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, address }: { id: number | null; address: TAddressCreateInput }) =>
      id === null
        ? apiRequest<TAddress>(`${base(userId)}/${customerId}/addresses`, { method: 'POST', body: { createAddressRequest: { Address: address } } })
        : apiRequest<TAddress>(`${base(userId)}/${customerId}/addresses/${id}`, { method: 'PATCH', body: { updateAddressRequest: { Address: address } } }),
    onSuccess: invalidate,
  });
}

/** GET {u}/customer/code/{code}: who holds a customer code (404/400 are the caller's to show). */
export function lookupCustomerCode(userId: number, code: string): Promise<TCustomerLookup> {
  return apiRequest<TCustomerLookup>(`${base(userId)}/code/${encodeURIComponent(code)}`, { silent: true });
}

/** GET {u}/customer/code: the caller's own code. */
export function usePersonalCode(userId: number) {
  return useQuery({
    queryKey: ['customers', 'reference', userId, 'code'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ customerCode: string }>(`${base(userId)}/code`, { signal })).customerCode,
    staleTime: Infinity,
  });
}

/** POST {u}/customer/add {"customerNumber"}. */
export function useAddByCode(userId: number) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (code: string) => apiRequest<TCustomer>(`${base(userId)}/add`, { method: 'POST', body: { customerNumber: code }, silent: true }),
    onSuccess: invalidate,
  });
}

/** POST {u}/customer/invite with {"sendCustomerInviteRequest": {"Invite": …}}. */
export function useSendInvite(userId: number) {
  return useMutation({
    mutationFn: (invite: TCustomerInviteInput) =>
      apiRequest<{ email: string }>(`${base(userId)}/invite`, { method: 'POST', body: { sendCustomerInviteRequest: { Invite: invite } } }),
  });
}

/** PUT {u}/customer/{id}/link {"linkCustomerRequest": {"customerCode"}} (null unlinks). */
export function useLinkCustomer(userId: number) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code: string | null }) =>
      apiRequest<TCustomer>(`${base(userId)}/${id}/link`, { method: 'PUT', body: { linkCustomerRequest: { customerCode: code } }, silent: true }),
    onSuccess: invalidate,
  });
}
