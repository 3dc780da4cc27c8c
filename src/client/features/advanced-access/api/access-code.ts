import { useMutation } from '@tanstack/react-query';
import type { TAccessCodeResult } from '#shared/schemas/advanced-access';
import { apiRequest } from '#client/lib/api-client';

/** localStorage key of the client's copy of a valid access code check (logout clears it). */
export const ACCESS_CODE_KEY = 'accessCodeValid';

/** POST {u}/access-code {"accessCode"}: is the code the account's? A valid one unlocks advanced pricing for 1 day. */
export function checkAccessCode(userId: number, accessCode: string): Promise<TAccessCodeResult> {
  return apiRequest<TAccessCodeResult>(`/api/v4/user/${userId}/access-code`, { method: 'POST', body: { accessCode }, silent: true });
}

/** Keeps `accessCodeValid` with its expiry in localStorage (a mirror: the server holds the grant). */
export function rememberAccessCode(result: TAccessCodeResult): void {
  try {
    window.localStorage.setItem(ACCESS_CODE_KEY, JSON.stringify({ accessCodeValid: result.accessCodeValid, expiresAt: result.expiresAt }));
  } catch {
    /* storage unavailable: the server's grant still counts */
  }
}

/** The access-code check as a mutation. */
export function useCheckAccessCode(userId: number) {
  return useMutation({ mutationFn: (accessCode: string) => checkAccessCode(userId, accessCode) });
}
