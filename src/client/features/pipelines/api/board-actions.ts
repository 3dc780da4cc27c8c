import { useQueryClient } from '@tanstack/react-query';
import type { TBoard, TBoardCard, TLane } from '#shared/schemas/board';
import { BOARD_MESSAGES as M, SHOWROOM_LANES } from '#shared/lib/board-messages';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { addBoardSpecbook, removeBoardSpecbook } from './board-cards';
import { createBoard, createLane, deleteBoard, deleteLane, updateBoard, updateLane } from './boards';
import { pipelineKeys } from './keys';

/** Runs a call, toasting its failure (the server's own 4xx message, else `fallback`) and rethrowing it. */
async function withToast<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    toastFailure(err, fallback);
    throw err;
  }
}

/**
 * The board page's writes (boards, lanes, adding and removing specbooks), each refreshing what it
 * changes. Moves have their own optimistic hook (useMoveCard).
 */
export function useBoardActions(userId: number, boardId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all(userId) });
  const board = () => boardId as number;
  return {
    createBoard: async (name: string, withStages: boolean): Promise<TBoard> => {
      const created = await createBoard(userId, { name, lanes: withStages ? [...SHOWROOM_LANES] : [] });
      toastSuccess(M.boardCreated);
      await refresh();
      return created;
    },
    renameBoard: async (name: string) => {
      await updateBoard(userId, board(), { name });
      await refresh();
    },
    /**
     * Deletes the board (`force` once the user confirmed its specbooks leave it); failures are
     * thrown for the dialog to show. The board leaves the cached list at once so that the page
     * moves on to another board before the lists are refetched.
     */
    deleteBoard: async (force: boolean) => {
      const id = board();
      await deleteBoard(userId, id, force);
      toastSuccess(M.boardRemoved);
      queryClient.setQueryData<TBoard[]>(pipelineKeys.boards(userId), (list) => list?.filter((b) => b.id !== id));
      queryClient.removeQueries({ queryKey: pipelineKeys.board(userId, id) });
      await refresh();
    },
    addLane: async (name: string) => {
      await createLane(userId, board(), { name });
      await refresh();
    },
    renameLane: async (lane: TLane, name: string) => {
      await updateLane(userId, board(), lane.id, { name });
      await refresh();
    },
    /** One step left or right: after the lane before the previous one, or before the one after the next. */
    shiftLane: async (lane: TLane, lanes: readonly TLane[], step: -1 | 1) => {
      const i = lanes.findIndex((l) => l.id === lane.id);
      const where = step < 0 ? { before: lanes[i - 1]?.id ?? null } : { after: lanes[i + 1]?.id ?? null };
      await withToast(updateLane(userId, board(), lane.id, where), M.laneSaveFailed);
      await refresh();
    },
    removeLane: async (lane: TLane, moveTo?: number) => {
      await withToast(deleteLane(userId, board(), lane.id, moveTo), M.laneSaveFailed);
      toastSuccess(M.laneRemoved);
      await refresh();
    },
    addSpecbook: async (lane: TLane, specbookId: number) => {
      await withToast(addBoardSpecbook(userId, board(), { id: specbookId, lane: { id: lane.id } }), M.addFailed);
      await refresh();
    },
    removeCard: async (card: TBoardCard) => {
      await withToast(removeBoardSpecbook(userId, board(), card.id), M.removeFailed);
      await refresh();
    },
  };
}
