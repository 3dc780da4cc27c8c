import { createContext, useContext, type ReactNode } from 'react';
import type { TAccount, TUser } from '#shared/schemas/user';

/** The signed-in user and their account, loaded by the layouts before anything is shown. */
export type TSession = { user: TUser; account: TAccount };

const SessionContext = createContext<TSession | null>(null);

/** Provide the loaded session to the page below a layout. */
export function SessionProvider({ value, children }: { value: TSession; children: ReactNode }) {
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The loaded session; throws outside a signed-in layout. */
export function useCurrentSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useCurrentSession must be used inside a signed-in layout');
  return session;
}

/** The loaded session, or null on public pages. */
export function useOptionalSession(): TSession | null {
  return useContext(SessionContext);
}

/** True when the user holds the platform admin role ROLE_SPECBOOKS_ADMIN. */
export function isPlatformAdmin(user: Pick<TUser, 'roleNames'>): boolean {
  return user.roleNames.includes('ROLE_SPECBOOKS_ADMIN');
}
