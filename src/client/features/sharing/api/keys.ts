/** Where the sharing calls go and how they are cached. */

/** `/api/v4/user/{userId}`. */
export function userBase(userId: number): string {
  return `/api/v4/user/${userId}`;
}

/** Query keys of groups, invites and shared specbooks. */
export const sharingKeys = {
  all: (userId: number) => ['sharing', userId] as const,
  groups: (userId: number) => ['sharing', userId, 'groups'] as const,
  invites: (userId: number) => ['sharing', userId, 'invites'] as const,
  shared: (userId: number) => ['sharing', userId, 'shared'] as const,
  sharedPreview: (userId: number, specbookId: number) => ['sharing', userId, 'shared', specbookId] as const,
  shares: (userId: number, specbookId: number) => ['sharing', userId, 'shares', specbookId] as const,
  profiles: (userId: number) => ['sharing', userId, 'profiles'] as const,
};
