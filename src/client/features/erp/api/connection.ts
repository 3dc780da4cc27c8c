import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TErpConnection, TErpConnectionUpdateInput, TErpTestResult } from '#shared/schemas/erp';
import { apiRequest } from '#client/lib/api-client';
import { erpKeys, userBase } from './keys';

/** `{u}/account/erp`. */
function connectionPath(userId: number): string {
  return `${userBase(userId)}/account/erp`;
}

/** The account's ERP connection (GET {u}/account/erp): its URL, whether a key is stored, the last test. */
export function useErpConnection(userId: number) {
  return useQuery({
    queryKey: erpKeys.connection(userId),
    queryFn: ({ signal }) => apiRequest<TErpConnection>(connectionPath(userId), { signal, silent: true }),
  });
}

/** Save the connection (PUT {u}/account/erp); a blank key keeps the stored one. Errors are the caller's to show. */
export function useSaveErpConnection(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TErpConnectionUpdateInput['erpConnection']) =>
      apiRequest<TErpConnection>(connectionPath(userId), { method: 'PUT', body: { erpConnection: values }, silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(erpKeys.connection(userId), saved),
  });
}

/** Test the stored connection (POST {u}/account/erp/test); the connection is refetched for its last-test time. */
export function useTestErpConnection(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TErpTestResult>(`${connectionPath(userId)}/test`, { method: 'POST', silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: erpKeys.connection(userId) }),
  });
}
