/** The text ended with a full stop, unless it already ends with one ('Drain 36 in.'). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

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
  /** The seller's notification record when a team member approves specs (decision 038). */
  approvedByMember: (name: string, email: string, what: string) => sentence(`${name} (${email}) approved ${what}`),
  /** The seller's notification record when a team member rejects specs. */
  rejectedByMember: (name: string, email: string, what: string) => sentence(`${name} (${email}) rejected ${what}`),
  /** The seller's notification record when a team member comments. */
  commentedByMember: (name: string, email: string, on: string, body: string) => `${name} (${email}) commented on ${on}: “${body}”`,
  /** What a bulk approval or rejection touched: one spec by name, else how many (and in which room). */
  specsDecided: (names: readonly string[], room: string | null) => {
    if (names.length === 1) return names[0] ?? '';
    return room === null ? `${names.length} specs` : `${names.length} specs in ${room}`;
  },
} as const;
