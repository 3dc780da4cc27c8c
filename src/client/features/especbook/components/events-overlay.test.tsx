import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { EventsOverlay } from './events-overlay';
import { makeAlert } from './events-test-kit';

const ALERTS = '/api/v4/user/7/specbook/5/alerts';

afterEach(resetStubs);

function setup(onBack?: () => void) {
  stubFetch([on('POST', ALERTS, 201, { data: makeAlert(9) }), on('GET', ALERTS, 200, { data: [makeAlert(1), makeAlert(2)] })]);
  const onClose = vi.fn();
  const onCreated = vi.fn();
  renderWithProviders(<EventsOverlay userId={7} specbookId={5} opened onClose={onClose} onBack={onBack} teamEmails={[]} onCreated={onCreated} />);
  return { user: userEvent.setup(), onClose, onCreated };
}

describe('EventsOverlay', () => {
  it('shows "Events(N)", the list and the add-event section expanded', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Events(2)' })).toBeInTheDocument();
    expect(screen.getAllByText('Sat, Mar 14, 2099')).toHaveLength(2);
    expect(screen.getByTestId('events-overlay-list')).toHaveStyle({ minHeight: '50dvh', maxHeight: '74dvh' });
    expect(screen.getByRole('button', { name: 'Add New Event' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: /Event Description/ })).toBeVisible();
  });

  it('collapses the form with its toggle', async () => {
    const { user } = setup();
    const toggle = await screen.findByRole('button', { name: 'Add New Event' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with close and goes back with back', async () => {
    const onBack = vi.fn();
    const { user, onClose } = setup(onBack);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('passes the created notice up', async () => {
    const { user, onCreated } = setup();
    await user.type(await screen.findByRole('textbox', { name: /Event Description/ }), 'Walk-through');
    fireEvent.change(screen.getByLabelText(/Event Date/), { target: { value: '2099-03-14' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
  });
});
