import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContactKind, TPolicyType } from '#shared/lib/company-messages';
import type { TAccountSetting } from '#shared/schemas/account-settings';
import type { TAccessCodeSet } from '#shared/schemas/advanced-access';
import type {
  TAccountContact,
  TCompanyAccount,
  TCompanyAccountUpdateInput,
  TContactReplaceInput,
  TUserPolicy,
} from '#shared/schemas/company-account';
import { ApiError, apiRequest } from '#client/lib/api-client';

const base = (userId: number) => `/api/v4/user/${userId}/account`;

/** Query options of the company account (GET {u}/account). */
export function companyAccountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['company-account', userId] as const,
    queryFn: ({ signal }) => apiRequest<TCompanyAccount>(base(userId), { signal, silent: true }),
  });
}

/** The company account of `userId`. */
export function useCompanyAccount(userId: number) {
  return useQuery(companyAccountQueryOptions(userId));
}

/**
 * After a change: the answer (when it is the whole account) becomes the cached account, the
 * account is fetched again otherwise, and `onChanged` lets the app refresh what else shows it.
 */
function useAccountChanged(userId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const key = companyAccountQueryOptions(userId).queryKey;
  return async (answer?: TCompanyAccount) => {
    if (answer) queryClient.setQueryData(key, answer);
    else await queryClient.invalidateQueries({ queryKey: key });
    onChanged?.();
  };
}

/** PATCH {u}/account with {"updateAccountRequest": {"Account": …}}. */
export function useUpdateCompanyAccount(userId: number, onChanged?: () => void) {
  const changed = useAccountChanged(userId, onChanged);
  return useMutation({
    mutationFn: (account: TCompanyAccountUpdateInput) =>
      apiRequest<TCompanyAccount>(base(userId), { method: 'PATCH', body: { updateAccountRequest: { Account: account } } }),
    onSuccess: (answer) => changed(answer),
  });
}

/** POST {u}/account/logo (multipart, field `logo`) or, with null, DELETE {u}/account/logo. */
export function useSetLogo(userId: number, onChanged?: () => void) {
  const changed = useAccountChanged(userId, onChanged);
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return apiRequest<TCompanyAccount>(`${base(userId)}/logo`, { method: 'DELETE' });
      const form = new FormData();
      form.append('logo', file);
      return apiRequest<TCompanyAccount>(`${base(userId)}/logo`, { method: 'POST', body: form });
    },
    onSuccess: (answer) => changed(answer),
  });
}

/** PUT {u}/account/{kind} with {"replaceAccountRequest": {"Contact": …}}. */
export function useReplaceContact(userId: number, kind: TContactKind) {
  const changed = useAccountChanged(userId);
  return useMutation({
    mutationFn: (contact: TContactReplaceInput) =>
      apiRequest<TAccountContact>(`${base(userId)}/${kind}`, { method: 'PUT', body: { replaceAccountRequest: { Contact: contact } } }),
    onSuccess: () => changed(),
  });
}

/** PUT {u}/account/policy/{type} with {"updatePolicyRequest": {"UserPolicy": {type, text}}}; empty text is sent as null. */
export function useUpdatePolicy(userId: number, type: TPolicyType) {
  const changed = useAccountChanged(userId);
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<TUserPolicy>(`${base(userId)}/policy/${type}`, {
        method: 'PUT',
        body: { updatePolicyRequest: { UserPolicy: { type, text: text.trim() === '' ? null : text } } },
      }),
    onSuccess: () => changed(),
  });
}

/** DELETE {u}/account/policy/{type}; a 404 (nothing to delete) counts as done (spec §8). */
export function useDeletePolicy(userId: number, type: TPolicyType) {
  const changed = useAccountChanged(userId);
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest<null>(`${base(userId)}/policy/${type}`, { method: 'DELETE' });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: () => changed(),
  });
}

/** PATCH {u}/account/settings with {"patchAccountSettingsRequest": {"Settings": …}}. */
export function usePatchSettings(userId: number, onChanged?: () => void) {
  const changed = useAccountChanged(userId, onChanged);
  return useMutation({
    mutationFn: (settings: Record<string, string | null>) =>
      apiRequest<TAccountSetting[]>(`${base(userId)}/settings`, { method: 'PATCH', body: { patchAccountSettingsRequest: { Settings: settings } } }),
    onSuccess: () => changed(),
  });
}

/** PUT {u}/account/access-code {code}, or with null DELETE it: the account's advanced-pricing code. */
export function useSetAccessCode(userId: number, onChanged?: () => void) {
  const changed = useAccountChanged(userId, onChanged);
  return useMutation({
    mutationFn: (code: TAccessCodeSet['code'] | null) =>
      code === null
        ? apiRequest<{ hasAccessCode: boolean }>(`${base(userId)}/access-code`, { method: 'DELETE' })
        : apiRequest<{ hasAccessCode: boolean }>(`${base(userId)}/access-code`, { method: 'PUT', body: { code } }),
    onSuccess: () => changed(),
  });
}
