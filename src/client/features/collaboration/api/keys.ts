/** Where the collaboration calls go (everything under /api/v4/user/{userId}) and how they are cached. */

/** `/api/v4/user/{userId}`. */
export function userBase(userId: number): string {
  return `/api/v4/user/${userId}`;
}

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
export function specbookBase(userId: number, specbookId: number): string {
  return `${userBase(userId)}/specbook/${specbookId}`;
}

/** What comments are on: the whole specbook, one category (room) of it, or one spec in it (its joinID). */
export type TCommentTarget = { kind: 'specbook' } | { kind: 'category'; categoryId: number } | { kind: 'spec'; joinId: number };

/** Path of the comments of `target`. */
export function commentsPath(userId: number, specbookId: number, target: TCommentTarget): string {
  const base = specbookBase(userId, specbookId);
  if (target.kind === 'category') return `${base}/categories/${target.categoryId}/comments`;
  return target.kind === 'spec' ? `${base}/specs/${target.joinId}/comments` : `${base}/comments`;
}

/** Path of the tags of one spec in a specbook. */
export function specTagsPath(userId: number, specbookId: number, joinId: number): string {
  return `${specbookBase(userId, specbookId)}/specs/${joinId}/tags`;
}

/** Path of the specbook's notification records. */
export function specbookNotificationsPath(userId: number, specbookId: number): string {
  return `${specbookBase(userId, specbookId)}/notifications`;
}

/** Query keys of the collaboration panels. */
export const collabKeys = {
  team: (userId: number, specbookId: number) => ['collab', userId, specbookId, 'team'] as const,
  comments: (userId: number, specbookId: number, target: TCommentTarget) =>
    ['collab', userId, specbookId, 'comments', target.kind === 'spec' ? target.joinId : target.kind === 'category' ? `category:${target.categoryId}` : 'specbook'] as const,
  specTags: (userId: number, specbookId: number, joinId: number) => ['collab', userId, specbookId, 'tags', joinId] as const,
  tagSearch: (userId: number, terms: string) => ['collab', userId, 'tag-search', terms] as const,
  notifications: (userId: number, specbookId: number | undefined) => ['collab', userId, 'notifications', specbookId ?? 'all'] as const,
  /** Prefix of every activity list of the user (all specbooks, and each specbook's). */
  allNotifications: (userId: number) => ['collab', userId, 'notifications'] as const,
  specbookNotifications: (userId: number, specbookId: number) => ['collab', userId, specbookId, 'notification-records'] as const,
};
