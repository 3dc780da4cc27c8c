import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { clearAuthStorage } from '#client/lib/auth-storage';
import { hardNavigate } from '#client/lib/navigation';

/** POST /api/v1/auth/logout (answers 204). A 401 here is not a session expiry. */
export function logout(): Promise<void> {
  return apiRequest<void>('/api/v1/auth/logout', { method: 'POST', silent: true, onUnauthorized: 'throw' });
}

/**
 * Log out: tell the server (failures are ignored), clear local storage, cookies and session
 * storage (spec §2), and go to the login page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      /* the session is dropped locally either way */
    }
    clearAuthStorage();
    queryClient.clear();
    hardNavigate('/login');
  }, [queryClient]);
}
