/**
 * Exact user-facing strings of groups, invites, the pro-user invite and shared specbooks
 * (spec/business-records.md §5 "Group invite / share form", §8 "Groups", "Shared {product}").
 * Server validation, client toasts and tests read them from here.
 */
export const SHARING_MESSAGES = {
  // §8 Groups.
  joinFailed: 'Could not join group.',
  inviteFailed: 'Could not send invite',
  // §8 Shared {product}.
  cloneFailed: 'Unable to clone specbook',

  // The share form (§5): company, role and message limits (the spec gives the limits, not the words).
  companyTooLong: 'Company name should not exceed 155 characters',
  roleTooLong: 'Role should not exceed 50 characters',
  messageTooLong: 'Message should not exceed 1000 characters',

  // Groups (the spec shows no group form: Specfolio asks for a name of 1–50 characters, the column's limit).
  groupNameRequired: 'Group name is required',
  groupNameTooLong: 'Group name should not exceed 50 characters',
  groupsFetchFailed: 'Could not load groups',
  groupCreateFailed: 'Could not create group',
  leaveFailed: 'Could not remove member',
  proInviteNotEnabled: 'Inviting pro users is not enabled for your account.',
  noInvite: 'There is no invite to this group for your e-mail address.',

  // Shared specbooks.
  shareFailed: 'Could not share specbook',
  sharedFetchFailed: 'Could not load shared specbooks',
  sharedRemoveFailed: 'Could not remove shared specbook',
  shareSelf: 'You cannot share a specbook with yourself.',

  // Toasts.
  groupCreated: 'Group created',
  inviteSent: 'Invite sent',
  joined: 'You joined the group',
  memberRemoved: 'Member removed',
  leftGroup: 'You left the group',
  specbookShared: 'Specbook shared',
  sharedRemoved: 'Removed from your shared specbooks',
  specbookCloned: 'Specbook cloned',
} as const;

/** The group a pro-user invite goes to, created on first use (docs/decisions/059). */
export const TRADE_PARTNERS_GROUP = 'Trade partners';

/** Subject of a group invitation e-mail. */
export function groupInviteSubject(senderName: string, groupName: string): string {
  return `${senderName} invited you to the group "${groupName}" on Specfolio`;
}

/** Subject of the pro-user invitation e-mail. */
export function proInviteSubject(senderName: string): string {
  return `${senderName} invited you to work together on Specfolio`;
}

/** Subject of the e-mail telling a user that a specbook was shared with them. */
export function sharedSpecbookSubject(senderName: string, specbookName: string): string {
  return `${senderName} shared the specbook "${specbookName}" with you`;
}
