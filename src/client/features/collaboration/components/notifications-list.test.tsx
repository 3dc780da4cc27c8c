import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TActivityNotification } from '#shared/schemas/notification';
import { renderWithProviders } from '#client/test/render';
import { COLLAB_UI } from '../lib/messages';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { NOTIFICATIONS_MAX_HEIGHT, NotificationsList } from './notifications-list';

const LIST = '/api/v4/user/7/notifications';

function note(id: number, message: string, type = 'SpecSpecbookApproved'): TActivityNotification {
  return {
    id,
    type,
    data: { name: 'Vessel Lavatory Faucet', user: { name: 'Maya', email: 'maya@example.com', type: 'team' } },
    ref: { specbook_id: 1, spec_specbook_id: 11 },
    reference: { specbookId: 1, categoryId: null, joinId: 11, specbookSpecId: 11 },
    message,
    hasRead: false,
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-01T12:00:00.000Z',
  };
}

afterEach(resetStubs);

function setup(handlers: THandler[]) {
  const fetch = stubFetch(handlers);
  renderWithProviders(<NotificationsList userId={7} specbookId={1} />);
  return { user: userEvent.setup(), ...fetch };
}

const page = (data: TActivityNotification[]) => ({
  data,
  _pagination: { currentPage: 1, perPage: 50, total: data.length, lastPage: 1, next: null, prev: null },
});

describe('NotificationsList', () => {
  it("lists the specbook's notifications and DELETEs one on dismiss, removing it", async () => {
    const { user, sent } = setup([
      on('DELETE', `${LIST}/21`, 200, { data: { id: 21 } }),
      on('GET', LIST, 200, page([note(21, 'Maya approved Vessel Lavatory Faucet'), note(22, 'Maya commented on Johnson Master Bath', 'NewComment')])),
    ]);
    expect(await screen.findByText('Maya approved Vessel Lavatory Faucet')).toBeInTheDocument();
    expect(sent()[0]?.query.get('specbookId')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification: Maya approved Vessel Lavatory Faucet' }));
    await waitFor(() => expect(screen.queryByText('Maya approved Vessel Lavatory Faucet')).not.toBeInTheDocument());
    expect(screen.getByText('Maya commented on Johnson Master Bath')).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${LIST}/21`]);
  });

  it('puts a dismissed notification back and toasts when the server refuses', async () => {
    const { user } = setup([on('DELETE', `${LIST}/21`, 500, { message: 'boom' }), on('GET', LIST, 200, page([note(21, 'Maya approved Vessel Lavatory Faucet')]))]);
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification: Maya approved Vessel Lavatory Faucet' }));
    expect(await screen.findByText(M.notificationDeleteFailed)).toBeInTheDocument();
    expect(screen.getByText('Maya approved Vessel Lavatory Faucet')).toBeInTheDocument();
  });

  it('caps the list at 600 px', async () => {
    setup([on('GET', LIST, 200, page([note(21, 'Maya approved Vessel Lavatory Faucet')]))]);
    await screen.findByText('Maya approved Vessel Lavatory Faucet');
    expect(NOTIFICATIONS_MAX_HEIGHT).toBe(600);
    expect(screen.getByTestId('notifications-scroll')).toHaveStyle({ maxHeight: '600px' });
  });

  it('shows an empty state', async () => {
    setup([on('GET', LIST, 200, page([]))]);
    expect(await screen.findByText(COLLAB_UI.noNotifications)).toBeInTheDocument();
  });
});
