import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBoard } from '#shared/schemas/board';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { deleteBoard } from '../api/boards';
import { DeleteBoardDialog } from './delete-board-dialog';

const PATH = '/api/v4/user/7/board/3';
const board = (specbookCount: number): TBoard => ({
  id: 3,
  name: 'Bathroom jobs',
  isDefault: false,
  specbookCount,
  lanes: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** The dialog wired to the real DELETE fetcher. */
function renderDialog(specbookCount: number) {
  const onClose = vi.fn();
  renderWithProviders(<DeleteBoardDialog board={board(specbookCount)} onDelete={(force) => deleteBoard(7, 3, force)} onClose={onClose} />);
  return { onClose, ui: userEvent.setup() };
}

afterEach(resetStubs);

describe('Delete board dialog', () => {
  it('says how many specbooks leave the board and, confirmed, deletes it with forceDelete', async () => {
    const { sent } = stubFetch([on('DELETE', PATH, 200, { data: { id: 3 } })]);
    const { onClose, ui } = renderDialog(3);
    expect(screen.getByRole('dialog', { name: 'Delete board Bathroom jobs?' })).toBeInTheDocument();
    expect(screen.getByText(M.deleteBoardIntro)).toBeInTheDocument();
    expect(screen.getByText('Its 3 specbooks leave the board (they are not deleted).')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Delete board' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ method: 'DELETE', path: PATH });
    expect(sent()[0]!.query.get('forceDelete')).toBe('true');
  });

  it('deletes an empty board without forceDelete; a 412 (a specbook came meanwhile) is shown and the next confirm forces', async () => {
    const handlers = [on('DELETE', PATH, 412, { message: M.boardHasSpecbooks(1), errors: [] })];
    const { sent } = stubFetch(handlers);
    const { onClose, ui } = renderDialog(0);
    expect(screen.getByText(M.deleteBoardEmpty)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Delete board' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.boardHasSpecbooks(1));
    expect(sent()[0]!.query.has('forceDelete')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();

    handlers.unshift(on('DELETE', PATH, 200, { data: { id: 3 } }));
    await ui.click(screen.getByRole('button', { name: 'Delete board' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent()[1]!.query.get('forceDelete')).toBe('true');
  });

  it('sends nothing when cancelled', async () => {
    const { sent } = stubFetch([]);
    const { onClose, ui } = renderDialog(2);
    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent()).toEqual([]);
  });
});
