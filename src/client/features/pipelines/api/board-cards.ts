import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBoardCard, TBoardSpecbookPlace } from '#shared/schemas/board';
import type { TSpecbook } from '#shared/schemas/specbook';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import { apiList, apiRequest } from '#client/lib/api-client';
import { toastFailure } from '#client/lib/toasts';
import { moveCardInList, type TCardMove } from '../lib/placement';
import { boardPath, pipelineKeys } from './keys';

const cardsPath = (userId: number, boardId: number) => `${boardPath(userId, boardId)}/specbooks`;

/** What the board shows: cards matching a search (name, customer, id) and, when set, one status. */
export type TCardQuery = { search: string; status: string | null };

/**
 * The board's cards by lane and position: GET {u}/board/{boardId}/specbooks?search=, or with a
 * status POST …/specbooks/filter `{updateBoardSpecbooksRequest: {filter: {status}, search}}`.
 */
export async function listBoardCards(userId: number, boardId: number, query: TCardQuery, signal?: AbortSignal): Promise<TBoardCard[]> {
  const search = query.search || undefined;
  if (query.status === null) return (await apiList<TBoardCard>(cardsPath(userId, boardId), { query: { search }, signal, silent: true })).list;
  const body = { updateBoardSpecbooksRequest: { filter: { status: query.status }, search } };
  return (await apiList<TBoardCard>(`${cardsPath(userId, boardId)}/filter`, { method: 'POST', body, signal, silent: true })).list;
}

/** POST {u}/board/{boardId}/specbooks: puts a specbook in a lane (at its end); one on another board moves here. */
export function addBoardSpecbook(userId: number, boardId: number, place: TBoardSpecbookPlace): Promise<TBoardCard> {
  return apiRequest<TBoardCard>(cardsPath(userId, boardId), { method: 'POST', body: { addBoardSpecbookRequest: { Specbook: place } }, silent: true });
}

/** PATCH {u}/board/{boardId}/specbooks/{specbookId}: one move, to a lane between two neighbours. */
export function moveBoardSpecbook(userId: number, boardId: number, move: TCardMove): Promise<TBoardCard> {
  return apiRequest<TBoardCard>(`${cardsPath(userId, boardId)}/${move.specbookId}`, {
    method: 'PATCH',
    body: { addBoardSpecbookRequest: { Specbook: { id: move.specbookId, lane: { id: move.laneId }, position: { after: move.after, before: move.before } } } },
    silent: true,
  });
}

/** DELETE {u}/board/{boardId}/specbooks/{specbookId}: takes it off the board. */
export function removeBoardSpecbook(userId: number, boardId: number, specbookId: number): Promise<unknown> {
  return apiRequest<unknown>(`${cardsPath(userId, boardId)}/${specbookId}`, { method: 'DELETE', silent: true });
}

/** GET {u}/specbook/{id}: the specbook with its board and lane. */
export function getSpecbookPlace(userId: number, specbookId: number, signal?: AbortSignal): Promise<TSpecbook> {
  return apiRequest<TSpecbook>(`/api/v4/user/${userId}/specbook/${specbookId}`, { signal, silent: true });
}

/** The board's cards matching `query`. */
export function useBoardCards(userId: number, boardId: number | null, query: TCardQuery) {
  return useQuery({
    queryKey: pipelineKeys.cards(userId, boardId ?? 0, query),
    queryFn: ({ signal }) => listBoardCards(userId, boardId!, query, signal),
    enabled: boardId !== null,
  });
}

/**
 * Moves a card: the board's card list changes at once (optimistic), one PATCH is sent, and the
 * list goes back to where it was with a toast when the server refuses.
 */
export function useMoveCard(userId: number, boardId: number, query: TCardQuery) {
  const queryClient = useQueryClient();
  const key = pipelineKeys.cards(userId, boardId, query);
  return useMutation({
    mutationFn: (move: TCardMove) => moveBoardSpecbook(userId, boardId, move),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TBoardCard[]>(key);
      if (previous) queryClient.setQueryData(key, moveCardInList(previous, move));
      return { previous };
    },
    onError: (err, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastFailure(err, M.moveFailed);
    },
    onSuccess: (card) => {
      queryClient.setQueryData<TBoardCard[]>(key, (list) => list?.map((c) => (c.id === card.id ? card : c)));
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.board(userId, boardId) });
    },
  });
}

/** GET {u}/specbook?search=: the account's specbooks matching `term`, for adding one to a board. */
export async function findSpecbooks(userId: number, term: string, signal?: AbortSignal): Promise<TSpecbook[]> {
  return (await apiList<TSpecbook>(`/api/v4/user/${userId}/specbook`, { query: { search: term || undefined, perPage: 20 }, signal, silent: true })).list;
}

/** The account's specbooks matching `term` (the add-a-specbook picker). */
export function useFindSpecbooks(userId: number, term: string, enabled: boolean) {
  return useQuery({ queryKey: pipelineKeys.specbookSearch(userId, term), queryFn: ({ signal }) => findSpecbooks(userId, term, signal), enabled });
}
