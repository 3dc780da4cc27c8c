import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TSpecbook } from '#shared/schemas/specbook';
import { SessionProvider } from '#client/lib/current-session';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { SpecbookPurchaseOrders } from './specbook-purchase-orders';

const specbook = { id: 42, name: 'Harper Residence Selections' } as TSpecbook;

function renderButton(features: string[]) {
  stubFetch([on('GET', '/api/v4/user/7/specbook/42/purchaseorders', 200, { data: [] })]);
  renderWithProviders(
    <SessionProvider value={{ user: makeUser({ id: 7, features }), account: makeAccount() }}>
      <SpecbookPurchaseOrders specbook={specbook} />
    </SessionProvider>,
  );
  return userEvent.setup();
}

afterEach(resetStubs);

describe('the manage page’s Purchase Orders button', () => {
  it('is there for a user with the usePurchaseOrder flag and opens the specbook’s purchase orders', async () => {
    const user = renderButton(['usePurchaseOrder']);
    await user.click(screen.getByRole('button', { name: 'Purchase Orders' }));
    expect(await screen.findByRole('dialog', { name: 'Purchase Orders · Harper Residence Selections' })).toBeInTheDocument();
    expect(await screen.findByText('No purchase orders yet.')).toBeInTheDocument();
  });

  it('is not there without the flag', () => {
    renderButton(['useInvoicing']);
    expect(screen.queryByRole('button', { name: 'Purchase Orders' })).not.toBeInTheDocument();
  });
});
