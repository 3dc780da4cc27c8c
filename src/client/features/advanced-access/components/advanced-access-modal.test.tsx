import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADVANCED_ACCESS_MESSAGES as M } from '#shared/lib/advanced-access-messages';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ACCESS_CODE_KEY } from '../api/access-code';
import { AdvancedAccessModal } from './advanced-access-modal';

const CHECK = '/api/v4/user/7/access-code';
const EXPIRES = '2026-11-24T15:00:00.000Z';

function renderModal() {
  const context = { closeModal: vi.fn() };
  const onUnlocked = vi.fn();
  renderWithProviders(<AdvancedAccessModal context={context as never} id="advanced-access" innerProps={{}} userId={7} onUnlocked={onUnlocked} />);
  return { context, onUnlocked, ui: userEvent.setup() };
}

beforeEach(() => window.localStorage.clear());
afterEach(resetStubs);

describe('Advanced Access modal', () => {
  it('refuses a wrong code with the spec’s toast and stays open', async () => {
    const { sent } = stubFetch([(url) => (url.pathname === CHECK ? jsonResponse(200, { data: { accessCodeValid: false, expiresAt: null } }) : undefined)]);
    const { context, onUnlocked, ui } = renderModal();
    const unlock = screen.getByRole('button', { name: 'Unlock' });
    expect(unlock).toBeDisabled();
    await ui.type(screen.getByLabelText('Access code'), 'WRONG{Enter}');
    expect(await screen.findByText(M.validateFailed)).toBeInTheDocument();
    expect(sent()).toEqual([expect.objectContaining({ method: 'POST', path: CHECK, body: { accessCode: 'WRONG' } })]);
    expect(context.closeModal).not.toHaveBeenCalled();
    expect(onUnlocked).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ACCESS_CODE_KEY)).toBeNull();
  });

  it('unlocks with the right code: toast, accessCodeValid kept with its expiry, session refreshed, closed', async () => {
    stubFetch([(url) => (url.pathname === CHECK ? jsonResponse(200, { data: { accessCodeValid: true, expiresAt: EXPIRES } }) : undefined)]);
    const { context, onUnlocked, ui } = renderModal();
    await ui.type(screen.getByLabelText('Access code'), 'LAKESIDE-2026');
    await ui.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(M.unlocked)).toBeInTheDocument();
    await waitFor(() => expect(context.closeModal).toHaveBeenCalledWith('advanced-access'));
    expect(onUnlocked).toHaveBeenCalledOnce();
    expect(JSON.parse(window.localStorage.getItem(ACCESS_CODE_KEY) ?? 'null')).toEqual({ accessCodeValid: true, expiresAt: EXPIRES });
  });

  it('shows the server’s message when the check is refused (too many attempts)', async () => {
    stubFetch([(url) => (url.pathname === CHECK ? jsonResponse(429, { message: M.tooManyAttempts, errors: [] }) : undefined)]);
    const { context, ui } = renderModal();
    await ui.type(screen.getByLabelText('Access code'), 'AGAIN{Enter}');
    expect(await screen.findByText(M.tooManyAttempts)).toBeInTheDocument();
    expect(context.closeModal).not.toHaveBeenCalled();
  });
});
