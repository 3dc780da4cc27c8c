import type { Viewer } from '#server/lib/context';
import type { TCompanyAccount } from '#shared/schemas/company-account';
import type { TPublicAccount, TPublicTeamMember, TViewerMe } from '#shared/schemas/especbook-access';
import type { TTeamMember } from '#shared/schemas/team';
import type { TUser } from '#shared/schemas/user';

/** A team member as a token viewer sees it: name and e-mail only (no other member's link). */
export function publicTeamMember(member: TTeamMember): TPublicTeamMember {
  return { id: member.id, joinID: member.joinID, name: member.name, email: member.email, emailAddress: member.emailAddress };
}

/** The company account's public face for a token viewer: name, logo and social links. */
export function publicAccount(account: TCompanyAccount): TPublicAccount {
  const socialMedia = account.extra.socialMedia;
  return {
    id: account.id,
    name: account.name,
    companyName: account.companyName,
    logoURL: account.logoURL,
    extra: { socialMedia },
    hasAnySocialMedia: Object.values(socialMedia).some((link) => Boolean(link.url)),
  };
}

/** whoami for a token viewer: the owner's fields the e-Specbook shows, and the viewer's permissions. */
export function viewerMe(owner: TUser, viewer: Viewer): TViewerMe {
  return {
    id: owner.id,
    companyName: owner.companyName,
    logoURL: owner.logoURL,
    canUseInvoicing: owner.canUseInvoicing,
    canUsePdfModal: owner.canUsePdfModal,
    viewer,
  };
}
