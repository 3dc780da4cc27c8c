/** Where the board calls go (`/api/v4/user/{userId}/board…`) and how their answers are cached. */

/** `/api/v4/user/{userId}/board`. */
export function boardsPath(userId: number): string {
  return `/api/v4/user/${userId}/board`;
}

/** `/api/v4/user/{userId}/board/{boardId}`. */
export function boardPath(userId: number, boardId: number): string {
  return `${boardsPath(userId)}/${boardId}`;
}

/** Query keys of the pipelines feature. */
export const pipelineKeys = {
  all: (userId: number) => ['pipelines', userId] as const,
  boards: (userId: number) => ['pipelines', userId, 'boards'] as const,
  board: (userId: number, boardId: number) => ['pipelines', userId, 'board', boardId] as const,
  cards: (userId: number, boardId: number, query?: { search: string; status: string | null }) =>
    query ? (['pipelines', userId, 'board', boardId, 'cards', query] as const) : (['pipelines', userId, 'board', boardId, 'cards'] as const),
  specbookPlace: (userId: number, specbookId: number) => ['pipelines', userId, 'specbook', specbookId] as const,
  specbookSearch: (userId: number, term: string) => ['pipelines', userId, 'specbook-search', term] as const,
};
