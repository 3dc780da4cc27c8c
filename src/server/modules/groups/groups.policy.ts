import type { AuthUser } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { PRO_INVITE_FLAG } from '#shared/lib/roles';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';

/** Users of the group's account manage it (invite, remove members); members of other accounts only see it and may leave. */
export function mayManageGroup(user: AuthUser, group: { accountId: number }): boolean {
  return group.accountId === user.accountId;
}

/** The pro-user invite needs the useProUserInvite flag (spec §6): 403 without it. */
export function assertMayInvitePros(user: AuthUser): void {
  if (!user.features.includes(PRO_INVITE_FLAG)) throw new ForbiddenError(M.proInviteNotEnabled);
}
