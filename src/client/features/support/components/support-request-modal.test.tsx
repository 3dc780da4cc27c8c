import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES as M } from '#shared/lib/support-messages';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { SupportRequestModal } from './support-request-modal';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(jsonResponse(201, { data: { id: 1 } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const user = { id: 7, name: 'Sam Seller', email: 'seller@specfolio.test', roleNames: [] };

function renderModal() {
  const context = { closeModal: vi.fn() };
  renderWithProviders(<SupportRequestModal context={context as never} id="support-request" innerProps={{}} user={user} />);
  return context;
}

describe('support request modal', () => {
  it('prefills name and e-mail and keeps Submit disabled until the form is complete and valid', async () => {
    renderModal();
    const ui = userEvent.setup();
    expect(screen.getByRole('textbox', { name: /Your Name:/ })).toHaveValue('Sam Seller');
    expect(screen.getByRole('textbox', { name: /Your Email:/ })).toHaveValue('seller@specfolio.test');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    const message = screen.getByRole('textbox', { name: /Comments \/ Questions/ });
    await ui.type(message, 'Hey');
    expect(await screen.findByText(M.messageTooShort)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await ui.type(message, ' there, labels print blank');
    await waitFor(() => expect(submit).toBeEnabled());

    await ui.type(screen.getByRole('textbox', { name: /Your Phone:/ }), '12');
    expect(await screen.findByText(M.phoneInvalid)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await ui.clear(screen.getByRole('textbox', { name: /Your Phone:/ }));
    await waitFor(() => expect(submit).toBeEnabled());

    const name = screen.getByRole('textbox', { name: /Your Name:/ });
    await ui.clear(name);
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    await ui.type(name, 'Al');
    expect(await screen.findByText(M.nameTooShort)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await ui.clear(screen.getByRole('textbox', { name: /Your Email:/ }));
    await ui.type(screen.getByRole('textbox', { name: /Your Email:/ }), 'nope');
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {userId, payload}, resets and closes on success', async () => {
    const context = renderModal();
    const ui = userEvent.setup();
    await ui.type(screen.getByRole('textbox', { name: /Your Phone:/ }), '(800) 555-0199');
    await ui.type(screen.getByRole('textbox', { name: /Comments \/ Questions/ }), 'The PDF export hangs.');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(context.closeModal).toHaveBeenCalledWith('support-request'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/v4/user/7/support-request');
    expect(JSON.parse(String(init.body))).toEqual({
      userId: 7,
      payload: { name: 'Sam Seller', emailAddress: 'seller@specfolio.test', phoneNumber: '(800) 555-0199', userMessage: 'The PDF export hangs.' },
    });
    expect(await screen.findByText(M.supportSent)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comments \/ Questions/ })).toHaveValue('');
  });

  it("toasts 'Could not submit support request' and stays open when the server fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'boom' }));
    const context = renderModal();
    const ui = userEvent.setup();
    await ui.type(screen.getByRole('textbox', { name: /Comments \/ Questions/ }), 'The PDF export hangs.');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.supportFailed)).toBeInTheDocument();
    expect(context.closeModal).not.toHaveBeenCalled();
  });

  it('Cancel closes without sending', async () => {
    const context = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(context.closeModal).toHaveBeenCalledWith('support-request');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
