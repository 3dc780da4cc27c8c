import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountAipqQuotas, TAipqQuotaLimit } from '#shared/schemas/access-admin';
import { apiRequest } from '#client/lib/api-client';

const url = (userId: number, accountId: number) => `/api/v4/user/${userId}/admin/accounts/${accountId}/aipq-quota`;
const quotasKey = (userId: number, accountId: number) => ['admin-access', 'aipq-quota', userId, accountId] as const;

/** GET {u}/admin/accounts/{accountId}/aipq-quota: the account's monthly AI PDF-quote limit per engine. */
export function useAccountAipqQuotas(userId: number, accountId: number) {
  return useQuery(
    queryOptions({
      queryKey: quotasKey(userId, accountId),
      queryFn: ({ signal }) => apiRequest<TAccountAipqQuotas>(url(userId, accountId), { signal, silent: true }),
    }),
  );
}

/** PUT {u}/admin/accounts/{accountId}/aipq-quota, one engine per call (errors are the caller's to show); keeps the answer as the account's limits. */
export function useSetAccountAipqQuota(userId: number, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limit: TAipqQuotaLimit) =>
      apiRequest<TAccountAipqQuotas>(url(userId, accountId), { method: 'PUT', body: { updateAipqQuotaRequest: { Quota: limit } }, silent: true }),
    onSuccess: (data) => queryClient.setQueryData(quotasKey(userId, accountId), data),
  });
}
