import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginBody } from '#shared/schemas/auth';
import type { TMe } from '#shared/schemas/user';
import { apiRequest } from '#client/lib/api-client';
import { saveSession } from '#client/lib/auth-storage';
import { currentUserQueryOptions } from './get-current-user';

/** Answer of POST /api/v1/auth/login. */
export type TLoginResult = { token: string; user: TMe };

/** POST /api/v1/auth/login. Errors are not toasted: the login form shows them. */
export function login(body: TLoginBody): Promise<TLoginResult> {
  return apiRequest<TLoginResult>('/api/v1/auth/login', {
    method: 'POST',
    body,
    auth: false,
    silent: true,
  });
}

/** Log in, store the session and prime the current-user query. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      saveSession(result.token, result.user.id);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, result.user);
    },
  });
}
