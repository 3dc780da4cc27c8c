import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddressCreateInput } from '#shared/schemas/customer';
import type { TSpecbookCustomer, TSpecbookCustomerUpdateInput } from '#shared/schemas/specbook-customer';
import { apiRequest } from '#client/lib/api-client';

const path = (userId: number, specbookId: number) => `/api/v4/user/${userId}/specbook/${specbookId}`;

/** Query key of a specbook's customer panel. */
export const specbookCustomerKey = (userId: number, specbookId: number) => ['customers', 'specbook', userId, specbookId] as const;

/** GET {u}/specbook/{id}/customer: the specbook's customer, addresses, price group, tax and terms. */
export function useSpecbookCustomer(userId: number, specbookId: number) {
  return useQuery({
    queryKey: specbookCustomerKey(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TSpecbookCustomer>(`${path(userId, specbookId)}/customer`, { signal }),
  });
}

/** Keeps the panel's answer and tells the page (its totals and header) that the specbook changed. */
function useOnSaved(userId: number, specbookId: number, onChanged: () => void) {
  const queryClient = useQueryClient();
  return (panel: TSpecbookCustomer) => {
    queryClient.setQueryData(specbookCustomerKey(userId, specbookId), panel);
    void queryClient.invalidateQueries({ queryKey: ['customers', 'addresses', userId] });
    onChanged();
  };
}

/** PATCH {u}/specbook/{id}/customer with {"updateSpecbookRequest": {"Specbook": …}}. */
export function useUpdateSpecbookCustomer(userId: number, specbookId: number, onChanged: () => void) {
  const onSuccess = useOnSaved(userId, specbookId, onChanged);
  return useMutation({
    mutationFn: (Specbook: TSpecbookCustomerUpdateInput) =>
      apiRequest<TSpecbookCustomer>(`${path(userId, specbookId)}/customer`, { method: 'PATCH', body: { updateSpecbookRequest: { Specbook } } }),
    onSuccess,
  });
}

/** POST {u}/specbook/{id}/addresses: a new address of the specbook's customer, set on the specbook. */
export function useAddSpecbookAddress(userId: number, specbookId: number, onChanged: () => void) {
  const onSuccess = useOnSaved(userId, specbookId, onChanged);
  return useMutation({
    mutationFn: (Address: TAddressCreateInput) =>
      apiRequest<TSpecbookCustomer>(`${path(userId, specbookId)}/addresses`, {
        method: 'POST',
        body: { createAddressRequest: { Address } },
        silent: true,
      }),
    onSuccess,
  });
}
