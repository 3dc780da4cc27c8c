import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TSpecbookNotification, TSpecbookRecordKind } from '#shared/schemas/notification';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { COLLAB_UI } from '../lib/messages';
import { CollaborationBar } from './collaboration-bar';
import { SpecbookNotificationsPanel } from './specbook-notifications-panel';

const RECORDS = '/api/v4/user/7/specbook/1/notifications';

function record(id: number, message: string, hasRead: boolean, createdAt: string, kind: TSpecbookRecordKind = 'note'): TSpecbookNotification {
  return { id, specbookId: 1, kind, message, hasRead, createdAt, updatedAt: createdAt, metadata: { cluster: null, version: 1 } };
}

const OLDER = record(1, 'Client asked for a brushed nickel finish', true, '2024-05-01T12:00:00.000Z');
const NEWER = record(2, 'Deliver after June 3', false, '2024-05-02T12:00:00.000Z');

afterEach(resetStubs);

function setup(handlers: THandler[]) {
  const fetch = stubFetch(handlers);
  renderWithProviders(<SpecbookNotificationsPanel userId={7} specbookId={1} />);
  return { user: userEvent.setup(), ...fetch };
}

/** The list items, top to bottom. */
async function items(): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name: 'Specbook notifications' })).getAllByRole('listitem');
}

/** A stateful records endpoint: GET, POST, PATCH and DELETE act on `rows`. */
function recordsApi(rows: TSpecbookNotification[]): THandler {
  return (url, init) => {
    if (!url.pathname.startsWith(RECORDS)) return undefined;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const id = Number(url.pathname.slice(RECORDS.length + 1));
    if (init.method === 'POST') {
      const created = record(99, body.createNotificationRequest.Notification.message, false, '2024-05-03T12:00:00.000Z');
      rows.unshift(created);
      return jsonResponse(201, { data: created });
    }
    if (init.method === 'PATCH') {
      const row = rows.find((r) => r.id === id)!;
      Object.assign(row, body.updateNotificationRequest.Notification);
      return jsonResponse(200, { data: row });
    }
    if (init.method === 'DELETE') {
      rows.splice(rows.findIndex((r) => r.id === id), 1);
      return jsonResponse(200, { data: { id } });
    }
    return jsonResponse(200, { data: rows });
  };
}

describe('SpecbookNotificationsPanel', () => {
  it('lists the records newest first, unread ones marked, with the unread count', async () => {
    setup([on('GET', RECORDS, 200, { data: [OLDER, NEWER] })]);
    const [first, second] = await items();
    expect(first).toHaveTextContent(NEWER.message);
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(within(first!).getByText('Unread')).toBeInTheDocument();
    expect(second).toHaveTextContent(OLDER.message);
    expect(second).toHaveAttribute('data-unread', 'false');
    expect(within(second!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText(/1 unread · 2 in all/)).toBeInTheDocument();
  });

  it("lists every client action (viewed, approved, rejected, commented) with who and when, newest first, each marked by its kind", async () => {
    const actions = [
      record(11, 'Dana Client (dana@example.com) viewed the e-Specbook.', true, '2024-05-01T13:00:00.000Z', 'viewed'),
      record(12, 'Dana Client (dana@example.com) approved Vessel Lavatory Faucet.', false, '2024-05-01T14:00:00.000Z', 'approved'),
      record(13, 'Dana Client (dana@example.com) rejected 2 specs in Shower.', false, '2024-05-01T15:00:00.000Z', 'rejected'),
      record(14, 'Dana Client (dana@example.com) commented on Shower: “Matte black?”', false, '2024-05-01T16:00:00.000Z', 'commented'),
    ];
    setup([on('GET', RECORDS, 200, { data: [...actions, OLDER] })]);
    const listed = await items();
    expect(listed.map((item) => within(item).getAllByText(/Note|Viewed|Approved|Rejected|Comment$/)[0]!.textContent)).toEqual([
      'Comment',
      'Rejected',
      'Approved',
      'Viewed',
      'Note',
    ]);
    expect(listed[0]).toHaveTextContent('Dana Client (dana@example.com) commented on Shower: “Matte black?”');
    expect(within(listed[0]!).getByRole('time')).toHaveAttribute('dateTime', '2024-05-01T16:00:00.000Z');
    expect(listed[3]).toHaveTextContent('viewed the e-Specbook');
  });

  it('caps the list at 600 px', async () => {
    setup([on('GET', RECORDS, 200, { data: [NEWER] })]);
    await items();
    expect(screen.getByTestId('records-scroll')).toHaveStyle({ maxHeight: '600px' });
  });

  it('requires a message, then POSTs the createNotificationRequest envelope and shows the note first', async () => {
    const { user, sent } = setup([recordsApi([OLDER])]);
    await items();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(M.notificationMessageRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Add a note/), '  Samples arrive Friday ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(sent().some((r) => r.method === 'POST')).toBe(true));
    expect(sent().find((r) => r.method === 'POST')?.body).toEqual({ createNotificationRequest: { Notification: { message: 'Samples arrive Friday' } } });
    await waitFor(async () => expect((await items())[0]).toHaveTextContent('Samples arrive Friday'));
    expect(screen.getByLabelText(/Add a note/)).toHaveValue('');
  });

  it('marks a record read and unread again with the keyboard, PATCHing hasRead', async () => {
    const { user, sent } = setup([recordsApi([{ ...NEWER }])]);
    const [item] = await items();
    const markRead = within(item!).getByRole('button', { name: 'Mark read', description: NEWER.message });
    markRead.focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await items())[0]).toHaveAttribute('data-unread', 'false'));
    within((await items())[0]!).getByRole('button', { name: 'Mark unread' }).focus();
    await user.keyboard(' ');
    await waitFor(async () => expect((await items())[0]).toHaveAttribute('data-unread', 'true'));
    expect(sent().filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])).toEqual([
      [`${RECORDS}/2`, { updateNotificationRequest: { Notification: { hasRead: true } } }],
      [`${RECORDS}/2`, { updateNotificationRequest: { Notification: { hasRead: false } } }],
    ]);
  });

  it('puts the record back and toasts when the update is refused', async () => {
    const { user } = setup([on('PATCH', `${RECORDS}/2`, 500, { message: 'boom' }), on('GET', RECORDS, 200, { data: [NEWER] })]);
    const [item] = await items();
    await user.click(within(item!).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText(M.notificationUpdateFailed)).toBeInTheDocument();
    expect((await items())[0]).toHaveAttribute('data-unread', 'true');
  });

  it('deletes a record after confirming', async () => {
    const { user, sent } = setup([recordsApi([{ ...NEWER }, { ...OLDER }])]);
    const [item] = await items();
    await user.click(within(item!).getByRole('button', { name: 'Delete', description: NEWER.message }));
    const dialog = await screen.findByRole('dialog');
    expect(sent().some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(NEWER.message)).not.toBeInTheDocument());
    expect(sent().filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${RECORDS}/2`]);
    expect(await items()).toHaveLength(1);
  });

  it('toasts when a delete is refused and keeps the record', async () => {
    const { user } = setup([on('DELETE', `${RECORDS}/2`, 500, { message: 'boom' }), on('GET', RECORDS, 200, { data: [NEWER] })]);
    await user.click(within((await items())[0]!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.notificationDeleteFailed)).toBeInTheDocument();
    expect(await items()).toHaveLength(1);
  });

  it('shows an empty state', async () => {
    setup([on('GET', RECORDS, 200, { data: [] })]);
    expect(await screen.findByText(COLLAB_UI.noRecords)).toBeInTheDocument();
  });
});

describe('the Notifications action of the collaboration bar', () => {
  const quiet: THandler[] = [on('GET', '/api/v4/user/7/notifications', 200, { data: [] })];

  it('shows the unread count and opens the panel', async () => {
    stubFetch([...quiet, on('GET', RECORDS, 200, { data: [OLDER, NEWER, record(3, 'Third', false, '2024-05-03T12:00:00.000Z')] })]);
    renderWithProviders(<CollaborationBar userId={7} specbookId={1} />);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Specbook notifications' });
    expect(await within(drawer).findByText(NEWER.message)).toBeInTheDocument();
  });

  it('toasts when the records cannot be loaded', async () => {
    stubFetch([...quiet, on('GET', RECORDS, 500, { message: 'boom' })]);
    renderWithProviders(<CollaborationBar userId={7} specbookId={1} />);
    expect(await screen.findByText(M.notificationsFetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
