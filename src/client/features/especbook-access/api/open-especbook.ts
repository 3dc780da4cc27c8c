import { queryOptions } from '@tanstack/react-query';
import type { TViewerMe } from '#shared/schemas/especbook-access';
import type { TMe } from '#shared/schemas/user';
import { hasToken, saveViewerToken } from '#client/lib/auth-storage';
import { setPublicViewer } from '#client/lib/public-viewer';
import { exchangeEspecbookToken, fetchWhoami, recordEspecbookViewed } from './especbook-access';

/** Who the e-Specbook page reads as: the user id of its `/api/v4/user/{userId}/…` paths. */
export type TEspecbookViewer = { userId: number; isPublic: boolean };

/** No session to open the e-Specbook with: the gate sends the browser to the login page. */
export class NoEspecbookSessionError extends Error {
  constructor() {
    super('No e-Specbook session');
    this.name = 'NoEspecbookSessionError';
  }
}

function isViewerMe(me: TMe | TViewerMe): me is TViewerMe {
  return 'viewer' in me && Boolean(me.viewer);
}

/** Drops `?token=` from the address bar once it has been exchanged (it is not needed again in this tab). */
function forgetTokenInAddressBar(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Opens the e-Specbook (spec §2.2, §2.3): with a link token, exchanges it and keeps the viewer
 * JWT for this tab; then asks whoami. A token viewer is marked public (session flag 'pub'), and
 * the seller gets one 'viewed' record. Without a token, the tab's own session is used (a seller,
 * or a QR viewer whose view token the matrix stored). Throws when there is no usable session.
 */
export async function openEspecbook(specbookId: number, token: string | null): Promise<TEspecbookViewer> {
  if (token) saveViewerToken(await exchangeEspecbookToken(token, specbookId));
  else if (!hasToken()) throw new NoEspecbookSessionError();
  const me = await fetchWhoami();
  if (!isViewerMe(me)) return { userId: me.id, isPublic: false };
  if (me.viewer.specbookId !== specbookId) throw new NoEspecbookSessionError();
  setPublicViewer({ name: me.companyName || me.viewer.name, logoURL: me.logoURL, status: me.viewer.kind });
  void recordEspecbookViewed(me.id, specbookId, token).catch(() => undefined);
  if (token) forgetTokenInAddressBar();
  return { userId: me.id, isPublic: true };
}

/** Query options of opening the e-Specbook: once per specbook and token in this tab (no retry). */
export function openEspecbookQueryOptions(specbookId: number, token: string | null) {
  return queryOptions({
    queryKey: ['especbook-access', specbookId, token] as const,
    queryFn: () => openEspecbook(specbookId, token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
