import type { TViewerMe } from '#shared/schemas/especbook-access';
import type { TMe } from '#shared/schemas/user';
import { apiRequest } from '#client/lib/api-client';

/** POST /api/v1/auth/especbooks: a team member's link token → the viewer JWT (401 when refused). */
export function exchangeEspecbookToken(token: string, specbookId: number): Promise<string> {
  return apiRequest<string>('/api/v1/auth/especbooks', { method: 'POST', body: { token, specbookId }, auth: false, silent: true });
}

/** GET /api/v1/auth/specbook/{id}/viewtoken: a QR view token (404 while the specbook's QR access is off). */
export function fetchQrViewToken(specbookId: number): Promise<string> {
  return apiRequest<string>(`/api/v1/auth/specbook/${specbookId}/viewtoken`, { auth: false, silent: true });
}

/** whoami: the signed-in user, or for a token viewer the owner's e-Specbook fields with `viewer`. */
export function fetchWhoami(): Promise<TMe | TViewerMe> {
  return apiRequest<TMe | TViewerMe>('/api/v4/user/me', { onUnauthorized: 'throw', silent: true });
}

/** Records the 'viewed' notification for the seller (once per viewer session on the server). */
export function recordEspecbookViewed(userId: number, specbookId: number, token: string | null): Promise<unknown> {
  return apiRequest(`/api/v4/user/${userId}/specbook/${specbookId}/notifications/viewed`, {
    method: 'POST',
    body: token ? { token } : {},
    onUnauthorized: 'throw',
    silent: true,
  });
}
