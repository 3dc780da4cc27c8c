/** Limits and exact strings of the platform announcement banner (spec/workspace.md; decision 059). */
export const ANNOUNCEMENT_LIMITS = { messageMax: 500 } as const;

/** Banner looks an announcement may take. */
export const ANNOUNCEMENT_LEVELS = ['info', 'warning'] as const;

export const ANNOUNCEMENT_MESSAGES = {
  dismiss: 'Dismiss',
  messageRequired: 'Message is required',
  messageTooLong: `Message should not exceed ${ANNOUNCEMENT_LIMITS.messageMax} characters`,
  levelInvalid: "Level must be 'info' or 'warning'",
  dateInvalid: 'Must be a valid date and time',
  endBeforeStart: 'The end must be after the start',
  title: 'Announcements',
  intro: 'Post a message that every signed-in user sees at the top of the page until they dismiss it or it ends.',
  empty: 'No announcements yet.',
  posted: 'Announcement posted.',
  postFailed: 'Could not post the announcement.',
  ended: 'Announcement ended.',
  updateFailed: 'Could not update the announcement.',
  deleted: 'Announcement deleted.',
  deleteFailed: 'Could not delete the announcement.',
} as const;
