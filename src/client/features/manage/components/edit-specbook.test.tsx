import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import type { TSpecbook } from '#shared/schemas/specbook';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { BASE, resetManageTest, specbook, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
import { ManagePage } from './manage-page';

preloadDragAndDrop();

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
  // PATCH answers the specbook with the fields sent (the status as a value).
  api.handlers.push((url, init) => {
    if (init.method !== 'PATCH' || url.pathname !== BASE) return undefined;
    const sent = (JSON.parse(String(init.body)) as { updateSpecbookRequest: { Specbook: Partial<TSpecbook> } }).updateSpecbookRequest.Specbook;
    return jsonResponse(200, { data: { ...specbook, ...sent } });
  });
});
afterEach(resetManageTest);

const patches = () => api.sent().filter((c) => c.method === 'PATCH' && c.url === BASE);
const sentSpecbook = (i = 0) => (patches()[i]?.body as { updateSpecbookRequest: { Specbook: Record<string, unknown> } }).updateSpecbookRequest.Specbook;

function setup() {
  renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
  return userEvent.setup();
}

describe('renaming the specbook in place', () => {
  it('click the title, type, Enter: saves the name, toasts, shows the new heading', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Johnson Master Bath' }));
    const input = screen.getByRole('textbox', { name: 'Specbook name' });
    expect(input).toHaveValue('Johnson Master Bath');
    await user.clear(input);
    await user.type(input, 'Johnson Primary Suite{Enter}');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(sentSpecbook()).toEqual({ name: 'Johnson Primary Suite' });
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Johnson Primary Suite' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Specbook name' })).not.toBeInTheDocument();
  });

  it('works from the keyboard, and Escape cancels without saving', async () => {
    const user = setup();
    const title = await screen.findByRole('button', { name: 'Johnson Master Bath' });
    expect(title).toHaveAccessibleDescription(/press Enter to rename/);
    title.focus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Specbook name' });
    await user.type(input, ' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Specbook name' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Johnson Master Bath' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Johnson Master Bath' })).toHaveFocus());
    expect(patches()).toHaveLength(0);
  });

  it("shows the spec's message for a name too short and sends nothing", async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Johnson Master Bath' }));
    const input = screen.getByRole('textbox', { name: 'Specbook name' });
    await user.clear(input);
    await user.type(input, 'ab{Enter}');
    expect(await screen.findByText(M.nameMin)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });
});

describe('the Edit Specbook dialog', () => {
  it("checks the fields with the spec's messages, then saves name, description, dates and status", async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit specbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Specbook' });
    const name = within(dialog).getByRole('textbox', { name: 'Specbook Name' });
    await user.clear(name);
    await user.type(name, 'ab');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameMin)).toBeInTheDocument();
    expect(within(dialog).getByText(M.descriptionMin)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Johnson Primary Suite');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'yz wing');
    fireEvent.change(within(dialog).getByLabelText('Expected approval'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText('Expected installation'), { target: { value: '2027-02-15' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Ordered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(sentSpecbook()).toEqual({
      name: 'Johnson Primary Suite',
      description: 'xyz wing',
      expectedApprovedAt: '2026-12-01',
      expectedInstalledAt: '2027-02-15',
      status: 'ordered',
    });
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Johnson Primary Suite' })).toBeInTheDocument();
  });

  it('shows the server’s field message and keeps the dialog open on a 400', async () => {
    api.handlers.unshift((url, init) =>
      init.method === 'PATCH' && url.pathname === BASE
        ? jsonResponse(400, { message: 'Bad', errors: [{ field: 'updateSpecbookRequest.Specbook.expectedApprovedAt', message: M.dateInvalid }] })
        : undefined,
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit specbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Specbook' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.dateInvalid)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Specbook' })).toBeInTheDocument();
  });
});
