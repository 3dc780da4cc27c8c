/**
 * Client-only strings of the collaboration panels that spec/workspace.md does not give (the
 * spec's own strings come from #shared/lib/collab-messages). English sources: shown through `t`.
 */
export const COLLAB_UI = {
  commentAddFailed: 'Could not add the comment',
  commentsFetchFailed: 'Could not load the comments',
  tagAddFailed: 'Could not add the tag',
  teamMemberAdded: 'Team member added',
  teamMemberUpdated: 'Team member updated',
  linkCopied: 'e-Specbook link copied',
  noComments: 'No comments yet',
  noTeam: 'No one is on this specbook’s team yet',
  noNotifications: 'You’re all caught up: no notifications',
  noSpecNotifications: 'No approvals, rejections or comments on this spec yet',
  noRecords: 'No notifications on this specbook yet',
  noRecordsHint: 'Add a note to keep a record for everyone working on it.',
} as const;
