import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { EventsSection, eventsTitle } from './events-section';
import { makeAlert } from './events-test-kit';

const ALERTS = '/api/v4/user/7/specbook/5/alerts';

afterEach(resetStubs);

function setup(handlers: THandler[], ordersMode = false) {
  const fetch = stubFetch(handlers);
  renderWithProviders(<EventsSection userId={7} specbookId={5} ordersMode={ordersMode} teamEmails={['ellen@example.com']} />);
  return { user: userEvent.setup(), ...fetch };
}

describe('EventsSection', () => {
  it('titles the list with its count and shows each start date, description and author', async () => {
    setup([on('GET', ALERTS, 200, { data: [makeAlert(1), makeAlert(2, { formatStartDateForHumans: 'Mon, Mar 16, 2099', description: 'Countertop template', createdBy: 'Ellen Johnson' })] })]);
    expect(await screen.findByRole('heading', { name: 'Events (2)' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Mon, Mar 16, 2099');
    expect(items[1]).toHaveTextContent('Countertop template');
    expect(items[1]).toHaveTextContent('Ellen Johnson');
  });

  it('is called Alerts in orders mode', async () => {
    setup([on('GET', ALERTS, 200, { data: [makeAlert(1)] })], true);
    expect(await screen.findByRole('heading', { name: 'Alerts (1)' })).toBeInTheDocument();
    expect(eventsTitle(0, false)).toBe('Events (0)');
  });

  it('reveals the form with "Add New Event" and lists a new event after it is added', async () => {
    const handlers: THandler[] = [on('POST', ALERTS, 201, { data: makeAlert(9) })];
    const list = on('GET', ALERTS, 200, { data: [] });
    handlers.push(list);
    const { user } = setup(handlers);
    const toggle = await screen.findByRole('button', { name: 'Add New Event' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    handlers.unshift(on('GET', ALERTS, 200, { data: [makeAlert(9, { description: 'Walk-through' })] }));
    await user.type(await screen.findByRole('textbox', { name: /Event Description/ }), 'Walk-through');
    fireEvent.change(screen.getByLabelText(/Event Date/), { target: { value: '2099-03-14' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    // The POST, then the list's refetch: two round trips, slow on a loaded machine.
    expect(await screen.findByRole('heading', { name: 'Events (1)' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Events' })).toHaveTextContent('Walk-through'));
  });

  it('toasts when the events cannot be loaded', async () => {
    setup([on('GET', ALERTS, 500, { message: 'boom' })]);
    expect((await screen.findAllByText(M.fetchFailed)).length).toBeGreaterThanOrEqual(1);
  });
});
