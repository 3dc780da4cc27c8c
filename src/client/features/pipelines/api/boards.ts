import { useQuery } from '@tanstack/react-query';
import type { TBoard, TBoardCreate, TBoardUpdate, TLane, TLaneCreate, TLaneUpdate } from '#shared/schemas/board';
import { apiList, apiRequest } from '#client/lib/api-client';
import { boardPath, boardsPath, pipelineKeys } from './keys';

/** GET {u}/board: the account's boards, the default first. */
export async function listBoards(userId: number, signal?: AbortSignal): Promise<TBoard[]> {
  return (await apiList<TBoard>(boardsPath(userId), { signal, silent: true })).list;
}

/** GET {u}/board/{boardId}: a board with its lanes in order. */
export function getBoard(userId: number, boardId: number, signal?: AbortSignal): Promise<TBoard> {
  return apiRequest<TBoard>(boardPath(userId, boardId), { signal, silent: true });
}

/** POST {u}/board with `{createBoardRequest: {Board}}`. */
export function createBoard(userId: number, board: TBoardCreate): Promise<TBoard> {
  return apiRequest<TBoard>(boardsPath(userId), { method: 'POST', body: { createBoardRequest: { Board: board } }, silent: true });
}

/** PATCH {u}/board/{boardId} with `{updateBoardRequest: {Board}}`. */
export function updateBoard(userId: number, boardId: number, board: TBoardUpdate): Promise<TBoard> {
  return apiRequest<TBoard>(boardPath(userId, boardId), { method: 'PATCH', body: { updateBoardRequest: { Board: board } }, silent: true });
}

/** DELETE {u}/board/{boardId}; `force` confirms removing a board that holds specbooks. */
export function deleteBoard(userId: number, boardId: number, force: boolean): Promise<unknown> {
  return apiRequest<unknown>(boardPath(userId, boardId), { method: 'DELETE', query: { forceDelete: force ? 'true' : undefined }, silent: true });
}

/** POST {u}/board/{boardId}/lanes with `{createLaneRequest: {Lane}}`. */
export function createLane(userId: number, boardId: number, lane: TLaneCreate): Promise<TLane> {
  return apiRequest<TLane>(`${boardPath(userId, boardId)}/lanes`, { method: 'POST', body: { createLaneRequest: { Lane: lane } }, silent: true });
}

/** PATCH {u}/board/{boardId}/lanes/{laneId} with `{updateLaneRequest: {Lane}}` (rename and/or reorder). */
export function updateLane(userId: number, boardId: number, laneId: number, lane: TLaneUpdate): Promise<TLane> {
  return apiRequest<TLane>(`${boardPath(userId, boardId)}/lanes/${laneId}`, { method: 'PATCH', body: { updateLaneRequest: { Lane: lane } }, silent: true });
}

/** DELETE {u}/board/{boardId}/lanes/{laneId}; `moveTo` names the lane its specbooks go to. */
export function deleteLane(userId: number, boardId: number, laneId: number, moveTo?: number): Promise<unknown> {
  return apiRequest<unknown>(`${boardPath(userId, boardId)}/lanes/${laneId}`, { method: 'DELETE', query: { moveTo }, silent: true });
}

/** The account's boards. */
export function useBoards(userId: number) {
  return useQuery({ queryKey: pipelineKeys.boards(userId), queryFn: ({ signal }) => listBoards(userId, signal) });
}

/** One board with its lanes (nothing while no board is chosen). */
export function useBoard(userId: number, boardId: number | null) {
  return useQuery({
    queryKey: pipelineKeys.board(userId, boardId ?? 0),
    queryFn: ({ signal }) => getBoard(userId, boardId!, signal),
    enabled: boardId !== null,
  });
}
