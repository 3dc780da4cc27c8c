/** Where the manage page's calls go and how their answers are cached. */

/** `/api/v4/user/{userId}/specbook/{specbookId}`. */
export function specbookBase(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}`;
}

/** Query keys of one specbook's manage page; everything under `all` is refreshed together. */
export const manageKeys = {
  all: (userId: number, specbookId: number) => ['manage', userId, specbookId] as const,
  specbook: (userId: number, specbookId: number) => ['manage', userId, specbookId, 'specbook'] as const,
  rooms: (userId: number, specbookId: number) => ['manage', userId, specbookId, 'rooms'] as const,
  specs: (userId: number, specbookId: number) => ['manage', userId, specbookId, 'specs'] as const,
  roomSpecs: (userId: number, specbookId: number, room: string) => ['manage', userId, specbookId, 'specs', room] as const,
  spec: (userId: number, specbookId: number, joinId: number) => ['manage', userId, specbookId, 'spec', joinId] as const,
  totals: (userId: number, specbookId: number) => ['manage', userId, specbookId, 'totals'] as const,
  lineItems: (userId: number, specbookId: number) => ['manage', userId, specbookId, 'lineitems'] as const,
  /** The placements of one catalogue spec in the specbook (Select Room's quantities). */
  placements: (userId: number, specbookId: number, specId: number) => ['manage', userId, specbookId, 'placements', specId] as const,
};
