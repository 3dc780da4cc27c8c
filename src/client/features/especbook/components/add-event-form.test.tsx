import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { AddEventForm, eventDateError, eventPayload } from './add-event-form';

const ALERTS = '/api/v4/user/7/specbook/5/alerts';
const created = { id: 1, specbookId: 5, name: 'Walk-through', description: 'Walk-through', startAlert: '2099-01-02T00:00:00' };

afterEach(resetStubs);

function setup(teamEmails = ['ellen@example.com', 'dana@studio.example']) {
  const fetch = stubFetch([on('POST', ALERTS, 201, { data: created }), on('GET', ALERTS, 200, { data: [] })]);
  const onCreated = vi.fn();
  renderWithProviders(<AddEventForm userId={7} specbookId={5} teamEmails={teamEmails} onCreated={onCreated} />);
  const description = screen.getByRole('textbox', { name: /Event Description/ });
  const date = screen.getByLabelText(/Event Date/);
  return { user: userEvent.setup(), description, date, onCreated, ...fetch };
}

describe('AddEventForm', () => {
  it('checks each field when it loses focus and marks it invalid', async () => {
    const { description, date } = setup();
    expect(screen.queryByText(M.eventDescriptionRequired)).not.toBeInTheDocument();
    fireEvent.blur(description);
    expect(await screen.findByText(M.eventDescriptionRequired)).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(date);
    expect(await screen.findByText(M.eventDateRequired)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date before today', async () => {
    const { date } = setup();
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    fireEvent.blur(date);
    expect(await screen.findByText(M.eventDatePast)).toBeInTheDocument();
  });

  it('does not submit while invalid', async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText(M.eventDescriptionRequired)).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('posts the §7 payload, clears the form and reports the event', async () => {
    const { user, description, date, sent, onCreated } = setup();
    await user.type(description, 'Walk-through with the plumber');
    fireEvent.change(date, { target: { value: '2099-01-02' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const post = sent().find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      createAlertRequest: {
        Alert: {
          name: 'Walk-through with the plumber',
          description: 'Walk-through with the plumber',
          startAlert: '2099-01-02',
          endAlert: '2099-01-02',
          allDayEvent: true,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          attendees: [{ email: 'ellen@example.com' }, { email: 'dana@studio.example' }],
        },
      },
    });
    await waitFor(() => expect(description).toHaveValue(''));
    expect(date).toHaveValue('');
  });

  it("leaves attendees out without a team, so that the server uses the owner's e-mail", () => {
    expect(eventPayload({ description: 'Delivery', date: '2099-01-02' }, [], 'UTC')).not.toHaveProperty('attendees');
    expect(eventPayload({ description: 'ab', date: '2099-01-02' }, [' a@x.io ', 'a@x.io'], 'UTC')).toMatchObject({
      name: 'Event on 2099-01-02',
      attendees: [{ email: 'a@x.io' }],
    });
  });

  it('toasts the server’s message when the event is refused', async () => {
    stubFetch([on('POST', ALERTS, 400, { message: M.attendeesRequired, errors: [{ field: 'attendees', message: M.attendeesRequired }] })]);
    renderWithProviders(<AddEventForm userId={7} specbookId={5} teamEmails={[]} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Event Description/ }), 'Delivery');
    fireEvent.change(screen.getByLabelText(/Event Date/), { target: { value: '2099-01-02' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText(M.attendeesRequired)).toBeInTheDocument();
  });
});

describe('eventDateError', () => {
  it('requires a real date not before today', () => {
    expect(eventDateError('', '2026-11-23')).toBe(M.eventDateRequired);
    expect(eventDateError('2026-02-30', '2026-01-01')).toBe(M.eventDateInvalid);
    expect(eventDateError('2026-11-22', '2026-11-23')).toBe(M.eventDatePast);
    expect(eventDateError('2026-11-23', '2026-11-23')).toBeNull();
  });
});
