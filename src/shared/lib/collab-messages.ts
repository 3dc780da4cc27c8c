/**
 * Exact user-facing strings of comments, tags, teams, notifications and account settings
 * (spec/workspace.md §5 and §8, spec/client-view-and-downloads.md). Server validation, client
 * toasts and tests read them from here.
 */
export const COLLAB_MESSAGES = {
  // Comments (the spec gives no rule for comment text: Specfolio requires 1–2000 characters).
  commentRequired: 'Comment is required',
  commentTooLong: 'Comment should not exceed 2000 characters',

  // Tags (§5 "Tag", §8).
  tagTooLong: 'Tag Exceeds Limit of 45 Characters',
  tagRequired: 'Tag name is required',
  tagsFetchFailed: 'Could Not Get Tags for this Spec',
  tagRemoveFailed: 'Could Not Remove Tag From Spec',
  tagSearchFailed: 'Could Not Delete Spec Document',

  // Invite / share / team member form (§5).
  emailRequired: 'Email address is required',
  emailInvalid: 'Must be a valid email address',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must exceed 1 character',
  nameTooLong: 'Name should not exceed 50 characters',
  /** The team member's role (spec/workspace.md §5: at most 50). */
  roleTooLong: 'Role should not exceed 50 characters',
  teamMemberExists: 'This email address is already on the team of this specbook',

  // Team toasts (§8).
  teamFetchFailed: "Couldn't fetch specbook team",
  teamCreateFailed: "Couldn't create team!",
  teamUpdateFailed: "Couldn't update team member!",
  teamDeleteFailed: "Couldn't delete team member!",
  especbookSent: 'eSpecbook Sent Successfully!',
  inviteRevoked: 'eSpecbook Invite Revoked Succesfully!',

  // Specbook notification records (§8).
  notificationMessageRequired: 'Message is required',
  notificationMessageTooLong: 'Message should not exceed 1000 characters',
  notificationsFetchFailed: 'Could Not Get Notifications for this Specbook',
  notificationCreateFailed: 'Could Not Create a Notification for this Specbook',
  notificationUpdateFailed: 'Could Not Update a Notification for this Specbook',
  notificationDeleteFailed: 'Could Not Delete a Notification for this Specbook',

  // Account settings.
  settingUnknown: (key: string) => `Unknown setting: ${key}`,
  settingBoolean: (key: string) => `${key} must be 'true' or 'false'`,
  settingView: "management.view must be '1' (card) or '2' (list)",
  settingTaxRate: 'Tax rate must be a number between 0 and 100',
  settingPaymentTerms: 'Payment terms must be a whole number of days, 0 or more',
  settingQuoteValidity: 'Quote validity must be a whole number of days from 1 to 365',
  settingEngine: (values: readonly string[]) => `aipq.engine must be one of: ${values.join(', ')}`,
} as const;

/** What a comment is on, as activity notifications name it (`data.thing`). */
export type CommentThing = 'specbook' | 'category' | 'spec';

/**
 * The displayed message of a NewComment activity notification.
 * @example newCommentMessage('Ellen Johnson', 'Johnson Master Bath') → 'Ellen Johnson commented on Johnson Master Bath'
 */
export function newCommentMessage(commenter: string, on: string): string {
  return `${commenter} commented on ${on}`;
}

/** Subject of the e-Specbook invitation e-mail. */
export function invitationSubject(companyName: string, specbookName: string): string {
  return `${companyName} shared the e-Specbook "${specbookName}" with you`;
}
