import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TComment } from '#shared/schemas/comment';
import { ManagePage } from '#client/features/manage/components/manage-page';
import { BASE, manageDefaults, spec } from '#client/features/manage/test-kit';
import { clickArmed } from '#client/test/arm';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { SpecRowComments } from './manage-panels';
import { preloadDragAndDrop } from '#client/features/manage/components/manage.test-kit';

preloadDragAndDrop();

/** The manage page composed with the collaboration feature's comments: 'Comments' in a spec's row menu. */

const COMMENTS = `${BASE}/specs/11/comments`;
const FAUCET = spec(11, 'Widespread Faucet', 1, { commentCount: 1 });

function comment(id: number, body: string, createdAt: string): TComment {
  return { id, body, name: 'Maya Thompson', email: 'seller@specfolio.test', createdAt, updatedAt: createdAt };
}

/** The spec's comments endpoint, keeping what is posted. */
function commentsApi(rows: TComment[]): THandler {
  return (url, init) => {
    if (url.pathname !== COMMENTS) return undefined;
    if (init.method !== 'POST') return jsonResponse(200, { data: rows });
    const body = JSON.parse(String(init.body)).createSpecSpecbookCommentRequest.Comment.body as string;
    const created = comment(rows.length + 1, body, '2024-05-03T12:00:00.000Z');
    rows.unshift(created);
    return jsonResponse(201, { data: created });
  };
}

afterEach(resetStubs);

describe('Comments in the spec row menu', () => {
  it('shows the comment count, opens the spec’s comments and counts a posted one', async () => {
    const { sent } = stubFetch([commentsApi([comment(1, 'Is this in stock?', '2024-05-01T12:00:00.000Z')]), manageDefaults([FAUCET])]);
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} SpecComments={SpecRowComments} />);
    const user = userEvent.setup();

    await clickArmed(user, () => screen.findByRole('button', { name: 'Actions for Widespread Faucet' }));
    const entry = await screen.findByRole('menuitem', { name: /^Comments/ });
    expect(within(entry).getByLabelText('1 comment')).toHaveTextContent('1');
    await user.click(entry);

    const drawer = await screen.findByRole('dialog', { name: 'Comments on Widespread Faucet' });
    expect(await within(drawer).findByText('Is this in stock?')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText(/Add a comment/), 'Yes, two in the warehouse');
    await user.click(within(drawer).getByRole('button', { name: 'Post Comment' }));
    expect(await within(drawer).findByText('Yes, two in the warehouse')).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([COMMENTS]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await clickArmed(user, () => screen.findByRole('button', { name: 'Actions for Widespread Faucet' }));
    expect(within(await screen.findByRole('menuitem', { name: /^Comments/ })).getByLabelText('2 comments')).toHaveTextContent('2');
  });
});
