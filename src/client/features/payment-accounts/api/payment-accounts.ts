import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaymentAccount, TPaymentAccountCreateInput, TPaymentAccountList } from '#shared/schemas/payment-account';
import { apiEnvelope, apiRequest } from '#client/lib/api-client';

const base = (userId: number) => `/api/v4/user/${userId}/paymentaccount`;

/** Query key of a user's payment accounts. */
export const paymentAccountKeys = { list: (userId: number) => ['payment-accounts', userId] as const };

/** GET {u}/paymentaccount: the accounts (with fresh Resume/Manage links) and `meta.processors`. */
export function usePaymentAccounts(userId: number) {
  return useQuery({
    queryKey: paymentAccountKeys.list(userId),
    queryFn: ({ signal }) => apiEnvelope<TPaymentAccountList>(base(userId), { signal }),
  });
}

function useRefresh(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentAccountKeys.list(userId) });
}

/** POST {u}/paymentaccount with createPaymentAccountRequest. */
export function useCreatePaymentAccount(userId: number) {
  const onSuccess = useRefresh(userId);
  return useMutation({
    mutationFn: (account: TPaymentAccountCreateInput) =>
      apiRequest<TPaymentAccount>(base(userId), { method: 'POST', body: { createPaymentAccountRequest: { PaymentAccount: account } }, silent: true }),
    onSuccess,
  });
}

/** DELETE {u}/paymentaccount/{id}. */
export function useDeletePaymentAccount(userId: number) {
  const onSuccess = useRefresh(userId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ id: number }>(`${base(userId)}/${id}`, { method: 'DELETE', silent: true }),
    onSuccess,
  });
}
