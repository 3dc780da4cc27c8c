import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocale } from '#shared/lib/locale';
import type { TUser } from '#shared/schemas/user';
import { apiRequest } from '#client/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** PATCH /api/v4/user/me {"locale"}: the user's language and region; null goes back to the browser's. */
export function updateLocale(locale: TLocale | null): Promise<TUser> {
  return apiRequest<TUser>('/api/v4/user/me', { method: 'PATCH', body: { locale } });
}

/** Saves the user's locale, then reloads the current user: the session gate switches the interface to it. */
export function useUpdateLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
