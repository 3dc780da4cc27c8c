import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { notificationReference, type TActivityNotification } from '#shared/schemas/notification';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import {
  UNREAD_COMMENTS_TEXT,
  UNREAD_LIST_MAX_HEIGHT,
  UnreadCommentsModal,
  statusLine,
  unreadCommentTarget,
  useViewUnreadComments,
  type TUnreadCommentTarget,
} from './unread-comments-modal';

const LIST = '/api/v4/user/7/specbook/5/notifications/activity';

function comment(id: number, ref: TActivityNotification['ref'], data: TActivityNotification['data']): TActivityNotification {
  return {
    id,
    type: 'NewComment',
    data: { body: 'Looks good', user: { name: 'Ellen', email: 'ellen@example.com', type: 'user' }, ...data },
    ref: { specbook_id: 5, ...ref },
    reference: notificationReference({ specbook_id: 5, ...ref }),
    message: `Ellen commented on ${data.name ?? ''}`,
    hasRead: false,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
  };
}
const onSpec = comment(21, { join_id: 31, spec_specbook_id: 31, category_id: 41 }, { thing: 'spec', name: 'Vessel Lavatory Faucet', category_name: 'Master Bath' });
const onRoom = comment(22, { category_id: 41 }, { thing: 'category', name: 'Master Bath', category_name: 'Master Bath' });
const onSpecbook = comment(23, {}, { thing: 'specbook', name: 'Johnson Powder Room' });
const page = (data: TActivityNotification[]) => ({ data, _pagination: { currentPage: 1, perPage: 100, total: data.length, lastPage: 1, next: null, prev: null } });

/** Names the target the modal asked comments for. */
function renderComments(target: TUnreadCommentTarget) {
  const text = target.kind === 'spec' ? `spec ${target.joinId}` : target.kind === 'category' ? `category ${target.categoryId}` : 'specbook';
  return <p>{`comments of ${text}`}</p>;
}

/** The page: the modal controlled by useViewUnreadComments and a "View Unread Comments" button. */
function Page({ initiallyEnabled }: { initiallyEnabled: boolean }) {
  const control = useViewUnreadComments();
  const [enabled, setEnabled] = useState(initiallyEnabled);
  return (
    <>
      <button onClick={() => setEnabled(true)}>Accept terms</button>
      <button onClick={control.viewUnreadComments}>View Unread Comments</button>
      <UnreadCommentsModal userId={7} specbookId={5} enabled={enabled} renderComments={renderComments} opened={control.opened} onOpenedChange={control.onOpenedChange} />
    </>
  );
}

afterEach(resetStubs);

function setup(handlers: THandler[], enabled = true) {
  const fetch = stubFetch(handlers);
  renderWithProviders(<Page initiallyEnabled={enabled} />);
  return { user: userEvent.setup(), ...fetch };
}

describe('UnreadCommentsModal', () => {
  it('loads nothing until enabled (terms accepted)', async () => {
    const { user, sent } = setup([on('GET', LIST, 200, page([onSpec]))], false);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept terms' }));
    expect(await screen.findByRole('dialog', { name: 'Unread Comments' })).toBeInTheDocument();
    expect(sent()[0]?.query.get('type')).toBe('NewComment');
    expect(sent()[0]?.path).toBe(LIST);
  });

  it('opens by itself and lists each unread comment with its title, category and comments', async () => {
    setup([on('GET', LIST, 200, page([onSpec, onRoom, onSpecbook]))]);
    const dialog = await screen.findByRole('dialog', { name: 'Unread Comments' });
    expect(dialog).toHaveTextContent(UNREAD_COMMENTS_TEXT);
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Vessel Lavatory Faucet', 'Master Bath', 'Johnson Powder Room']);
    expect(items[0]).toHaveTextContent('Category: Master Bath');
    expect(items[1]).not.toHaveTextContent('Category:');
    expect(items[0]).toHaveTextContent('comments of spec 31');
    expect(items[1]).toHaveTextContent('comments of category 41');
    expect(items[2]).toHaveTextContent('comments of specbook');
    expect(screen.getByTestId('unread-comments-scroll')).toHaveStyle({ maxHeight: `${UNREAD_LIST_MAX_HEIGHT}px` });
  });

  it('"Mark as Read" deletes each on the server and the modal closes when none are left', async () => {
    const { user, sent } = setup([on('DELETE', `${LIST}/21`, 200, { data: { id: 21 } }), on('DELETE', `${LIST}/23`, 200, { data: { id: 23 } }), on('GET', LIST, 200, page([onSpec, onSpecbook]))]);
    await user.click(await screen.findByRole('button', { name: 'Mark as Read: Vessel Lavatory Faucet' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Vessel Lavatory Faucet' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Unread Comments' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as Read: Johnson Powder Room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent().filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${LIST}/21`, `${LIST}/23`]);
  });

  it('puts a notification back with the spec’s toast when the server refuses', async () => {
    const { user } = setup([on('DELETE', `${LIST}/21`, 500, { message: 'boom' }), on('GET', LIST, 200, page([onSpec]))]);
    await user.click(await screen.findByRole('button', { name: 'Mark as Read: Vessel Lavatory Faucet' }));
    expect(await screen.findByText(M.notificationDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Vessel Lavatory Faucet' })).toBeInTheDocument();
  });

  it('stays closed with nothing unread and opens from "View Unread Comments"', async () => {
    const { user, sent } = setup([on('GET', LIST, 200, page([]))]);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Unread Comments' }));
    expect(await screen.findByRole('dialog', { name: 'Unread Comments' })).toHaveTextContent('No unread comments');
  });

  it('toasts when the notifications cannot be loaded', async () => {
    setup([on('GET', LIST, 500, { message: 'boom' })]);
    expect(await screen.findByText(M.notificationsFetchFailed)).toBeInTheDocument();
  });
});

describe('unread notification helpers', () => {
  it('picks the comments target and the status line', () => {
    expect(unreadCommentTarget(onSpec)).toEqual({ kind: 'spec', joinId: 31 });
    expect(unreadCommentTarget(onRoom)).toEqual({ kind: 'category', categoryId: 41 });
    expect(unreadCommentTarget(onSpecbook)).toEqual({ kind: 'specbook' });
    expect(statusLine('SpecSpecbookApproved')).toBe('Status updated to Approved');
    expect(statusLine('SpecSpecbookRejected')).toBe('Status updated to Rejected');
    expect(statusLine('NewComment')).toBeNull();
  });
});
