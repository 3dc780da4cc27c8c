import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '#client/test/render';
import { on } from '#client/test/stub-fetch';
import { resetManageTest, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
import { ManagePage } from './manage-page';
import { UNLOCK_LABEL } from './price-fields';

preloadDragAndDrop();

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
  api.handlers.push(on('GET', '/api/v4/user/me', 200, { data: { ...makeUser(), advancedAccess: { granted: false, via: null, expiresAt: null } } }));
});
afterEach(resetManageTest);

describe('advanced price fields without advanced access', () => {
  it('shows cost, multiplier and margin locked, keeps list, sale and qty editable and asks nothing per row', async () => {
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} advancedPricingLocked />);
    const cost = await screen.findByRole('textbox', { name: 'Cost of Widespread Faucet' });
    expect(cost).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Multiplier of Widespread Faucet' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Margin of Widespread Faucet' })).toHaveAttribute('readonly');
    for (const field of ['List', 'Sale', 'Shipping', 'Qty']) {
      expect(screen.getByRole('textbox', { name: `${field} of Widespread Faucet` })).not.toHaveAttribute('readonly');
    }
    expect(screen.getAllByRole('button', { name: UNLOCK_LABEL })).toHaveLength(3);
    await userEvent.setup().type(cost, '12{Enter}');
    expect(api.sent().some((c) => c.method === 'PATCH')).toBe(false);
    expect(api.sent().some((c) => c.url.includes('access'))).toBe(false);
  });

  it('the lock opens the Advanced Access modal; a valid code unlocks and refreshes the user', async () => {
    api.handlers.unshift((url) => (url.pathname === '/api/v4/user/7/access-code' ? jsonResponse(200, { data: { accessCodeValid: true, expiresAt: '2026-11-24T15:00:00.000Z' } }) : undefined));
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} advancedPricingLocked />);
    const ui = userEvent.setup();
    await ui.click((await screen.findAllByRole('button', { name: UNLOCK_LABEL }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Advanced Access' });
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    await ui.type(await within(dialog).findByLabelText('Access code'), 'LAKESIDE-2026{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const meCalls = api.sent().filter((c) => c.url === '/api/v4/user/me').length;
    expect(meCalls).toBeGreaterThanOrEqual(2);
  });

  it('shows every field editable with advanced access', async () => {
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
    expect(await screen.findByRole('textbox', { name: 'Cost of Widespread Faucet' })).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: UNLOCK_LABEL })).not.toBeInTheDocument();
  });
});
