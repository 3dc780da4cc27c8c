import { useMutation } from '@tanstack/react-query';
import type { TApiKeyKind } from '#shared/lib/api-keys';
import type { TApiKeyAnswer } from '#shared/schemas/api-key';
import { apiRequest } from '#client/lib/api-client';

/** The path of one of the signed-in user's API keys (docs/decisions/087). */
const apiKeyPath = (kind: TApiKeyKind) => `/api/v4/user/me/api-keys/${kind}`;

/** POST {u}/api-keys/{kind}: a new key, answered in full this once (the old one stops working). */
export function generateApiKey(kind: TApiKeyKind): Promise<TApiKeyAnswer> {
  return apiRequest<TApiKeyAnswer>(apiKeyPath(kind), { method: 'POST' });
}

/** DELETE {u}/api-keys/{kind}: clears the key. */
export function revokeApiKey(kind: TApiKeyKind): Promise<TApiKeyAnswer> {
  return apiRequest<TApiKeyAnswer>(apiKeyPath(kind), { method: 'DELETE' });
}

/** Generates a key; `onChanged` lets the app refresh the current user (whose answer shows it masked). */
export function useGenerateApiKey(onChanged?: () => void) {
  return useMutation({ mutationFn: generateApiKey, onSuccess: () => onChanged?.() });
}

/** Revokes a key; `onChanged` as for useGenerateApiKey. */
export function useRevokeApiKey(onChanged?: () => void) {
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => onChanged?.() });
}
