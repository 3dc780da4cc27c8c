/** Messages of the e-Specbook token and QR access (docs/decisions/028). */
export const ESPECBOOK_ACCESS_MESSAGES = {
  /** The token is unknown, revoked or for another specbook. */
  invalidToken: 'This e-Specbook link is not valid or has been revoked.',
  expiredToken: 'This e-Specbook link has expired. Please ask for a new invitation.',
  tokenRequired: 'A token is required.',
  specbookIdRequired: 'specbookId must be a specbook id.',
  /** A QR viewer tried to write. */
  readOnly: 'This e-Specbook is read-only.',
  /** The viewer's permissions do not allow approving or rejecting specs. */
  cannotApprove: 'You do not have permission to approve or reject specs.',
  /** A viewer may only set a spec's status to approved or rejected. */
  statusOnly: 'Only the status approved or rejected can be set here.',
  /** The seller's notification record when a team member opens the e-Specbook. */
  viewedByMember: (name: string, email: string) => `${name} (${email}) viewed the e-Specbook.`,
  /** The seller's notification record when the e-Specbook is opened from its QR code. */
  viewedByQr: 'The e-Specbook was opened from its QR code.',
} as const;
