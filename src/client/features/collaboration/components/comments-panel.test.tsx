import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TComment } from '#shared/schemas/comment';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { formatCommentDate } from '../lib/format';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { CommentsPanel } from './comments-panel';

const SPEC_COMMENTS = '/api/v4/user/7/specbook/1/specs/11/comments';

function comment(id: number, body: string, createdAt: string): TComment {
  return { id, body, name: 'Sam Seller', email: 'seller@specfolio.test', createdAt, updatedAt: createdAt };
}

afterEach(resetStubs);

function setup(handlers: THandler[]) {
  const fetch = stubFetch(handlers);
  renderWithProviders(<CommentsPanel userId={7} specbookId={1} target={{ kind: 'spec', joinId: 11 }} />);
  return { user: userEvent.setup(), ...fetch };
}

describe('formatCommentDate', () => {
  it('answers MM/DD/YYYY HH:mm:ss in local time', () => {
    const d = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatCommentDate(d.toISOString())).toBe('01/05/2024 07:08:09');
    expect(formatCommentDate('nonsense')).toBe('');
  });
});

describe('CommentsPanel', () => {
  it('lists the comments newest first with name and date', async () => {
    setup([on('GET', SPEC_COMMENTS, 200, { data: [comment(1, 'Older', '2024-05-01T12:00:00.000Z'), comment(2, 'Newer', '2024-05-02T12:00:00.000Z')] })]);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/Older|Newer/).textContent)).toEqual(['Newer', 'Older']);
    expect(within(items[0] as HTMLElement).getByText(formatCommentDate('2024-05-02T12:00:00.000Z'))).toBeInTheDocument();
  });

  it('requires a body, then POSTs the createSpecSpecbookCommentRequest envelope', async () => {
    const posted = comment(3, 'Check the finish', '2024-05-03T12:00:00.000Z');
    let saved: TComment[] = [];
    const { user, sent } = setup([
      (url, init) => {
        if (url.pathname !== SPEC_COMMENTS) return undefined;
        if (init.method === 'POST') saved = [posted];
        return init.method === 'POST' ? jsonResponse(201, { data: posted }) : jsonResponse(200, { data: saved });
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(M.commentRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Add a comment/), 'Check the finish');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(sent().some((r) => r.method === 'POST')).toBe(true));
    expect(sent().find((r) => r.method === 'POST')?.body).toEqual({ createSpecSpecbookCommentRequest: { Comment: { body: 'Check the finish' } } });
    expect(await screen.findByText('Check the finish')).toBeInTheDocument();
    expect(screen.getByLabelText(/Add a comment/)).toHaveValue('');
  });
});
