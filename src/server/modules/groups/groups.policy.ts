import type { AuthUser } from '#server/lib/context';
import { requireAccess } from '#server/lib/access';

/** Users of the group's account manage it (invite, remove members); members of other accounts only see it and may leave. */
export function mayManageGroup(user: AuthUser, group: { accountId: number }): boolean {
  return group.accountId === user.accountId;
}

/** The pro-user invite needs the useProUserInvite flag (spec §6): 403 without it. */
export function assertMayInvitePros(user: AuthUser): void {
  requireAccess(user, 'proInvite');
}
