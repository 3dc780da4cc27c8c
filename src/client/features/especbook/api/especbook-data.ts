import { useQuery } from '@tanstack/react-query';
import type { TCompanyAccount } from '#shared/schemas/company-account';
import type { TProfile } from '#shared/schemas/profile';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TTeamMember, TTeamPermissions } from '#shared/schemas/team';
import type { TViewerMe } from '#shared/schemas/especbook-access';
import type { TMe } from '#shared/schemas/user';
import { apiList, apiRequest } from '#client/lib/api-client';
import { especbookKeys, specbookBase, userBase } from './keys';

/**
 * The e-Specbook's header and grid data: the seller (GET /api/v4/user/me: for a token viewer the
 * token's subject, the specbook owner), the company account, the specbook, its profile, the
 * viewer's permissions and the team. Calls are silent: the page shows the spec's toasts.
 */

/** A QR label reader: sees the specbook read-only (no comments, events or approvals to write). */
export function isQrViewer(user: TMe | TViewerMe | undefined): boolean {
  return user !== undefined && 'viewer' in user && user.viewer.kind === 'qr';
}

/** GET /api/v4/user/me (for a token viewer: the owner's e-Specbook fields and the viewer). */
export function useEspecbookUser(userId: number) {
  return useQuery({
    queryKey: especbookKeys.user(userId),
    queryFn: ({ signal }) => apiRequest<TMe | TViewerMe>('/api/v4/user/me', { signal, silent: true }),
  });
}

/** GET {u}/account (company name, social links). */
export function useEspecbookAccount(userId: number) {
  return useQuery({
    queryKey: especbookKeys.account(userId),
    queryFn: ({ signal }) => apiRequest<TCompanyAccount>(`${userBase(userId)}/account`, { signal, silent: true }),
  });
}

/** GET {u}/specbook/{id}. */
export function useEspecbookSpecbook(userId: number, specbookId: number) {
  return useQuery({
    queryKey: especbookKeys.specbook(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TSpecbook>(specbookBase(userId, specbookId), { signal, silent: true }),
  });
}

/** GET {u}/profile/{id}, once the specbook names its profile. */
export function useEspecbookProfile(userId: number, profileId: number | null | undefined) {
  return useQuery({
    queryKey: especbookKeys.profile(userId, profileId ?? 0),
    queryFn: ({ signal }) => apiRequest<TProfile>(`${userBase(userId)}/profile/${profileId}`, { signal, silent: true }),
    enabled: typeof profileId === 'number',
  });
}

/** GET {u}/specbook/{id}/permissions: the viewer's display permissions. */
export function useEspecbookPermissions(userId: number, specbookId: number) {
  return useQuery({
    queryKey: especbookKeys.permissions(userId, specbookId),
    queryFn: ({ signal }) => apiRequest<TTeamPermissions>(`${specbookBase(userId, specbookId)}/permissions`, { signal, silent: true }),
  });
}

/** GET {u}/specbook/{id}/team (not loaded in purchase-order mode). */
export function useEspecbookTeam(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: especbookKeys.team(userId, specbookId),
    queryFn: async ({ signal }) => (await apiList<TTeamMember>(`${specbookBase(userId, specbookId)}/team`, { signal, silent: true })).list,
    enabled,
  });
}
