/** Where the e-Specbook page's calls go (all under /api/v4/user/{userId}) and how they are cached. */

/** `/api/v4/user/{userId}`. */
export function userBase(userId: number): string {
  return `/api/v4/user/${userId}`;
}

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
export function specbookBase(userId: number, specbookId: number): string {
  return `${userBase(userId)}/specbook/${specbookId}`;
}

/** The path segment of a category: its id, or 'misc' for Miscellaneous (id null). */
export function categorySegment(categoryId: number | null): string {
  return categoryId === null ? 'misc' : String(categoryId);
}

/** Query keys of the e-Specbook page; everything under `all` belongs to one specbook. */
export const especbookKeys = {
  all: (userId: number, specbookId: number) => ['especbook', userId, specbookId] as const,
  user: (userId: number) => ['especbook', userId, 'user'] as const,
  account: (userId: number) => ['especbook', userId, 'account'] as const,
  profile: (userId: number, profileId: number) => ['especbook', userId, 'profile', profileId] as const,
  specbook: (userId: number, specbookId: number) => ['especbook', userId, specbookId, 'specbook'] as const,
  permissions: (userId: number, specbookId: number) => ['especbook', userId, specbookId, 'permissions'] as const,
  team: (userId: number, specbookId: number) => ['especbook', userId, specbookId, 'team'] as const,
  invoices: (userId: number, specbookId: number) => ['especbook', userId, specbookId, 'invoices'] as const,
  lineItems: (userId: number, specbookId: number) => ['especbook', userId, specbookId, 'lineitems'] as const,
  categories: (userId: number, specbookId: number) => ['especbook', userId, specbookId, 'categories'] as const,
  specs: (userId: number, specbookId: number, categoryId: number | null) =>
    ['especbook', userId, specbookId, 'specs', categorySegment(categoryId)] as const,
  totals: (userId: number, specbookId: number) => ['especbook', userId, specbookId, 'totals'] as const,
  categoryTotals: (userId: number, specbookId: number, categoryId: number | null) =>
    ['especbook', userId, specbookId, 'category-totals', categorySegment(categoryId)] as const,
};
