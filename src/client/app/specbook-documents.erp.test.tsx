import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TSpecbook } from '#shared/schemas/specbook';
import { SessionProvider } from '#client/lib/current-session';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { resetStubs } from '#client/test/stub-fetch';
import { SpecbookDocumentsMenu } from './specbook-documents';

const specbook = { id: 42, name: 'Harper Residence Selections' } as TSpecbook;

function renderMenu(features: string[]) {
  renderWithProviders(
    <SessionProvider value={{ user: makeUser({ id: 7, features }), account: makeAccount() }}>
      <SpecbookDocumentsMenu specbook={specbook} />
    </SessionProvider>,
  );
  return userEvent.setup();
}

afterEach(resetStubs);

describe('Documents menu: ERP', () => {
  it('leads to the specbook’s ERP wizard with "Send to ERP"', async () => {
    const user = renderMenu([]);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send to ERP' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/42/integration/wise');
  });

  it('offers "Export for ERP" only with erpIntegration.canExportspecbooks', async () => {
    const user = renderMenu([]);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('menuitem', { name: 'Send to ERP' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Export for ERP' })).not.toBeInTheDocument();
  });

  it('shows "Export for ERP" with the flag', async () => {
    const user = renderMenu(['erpIntegration.canExportspecbooks']);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('menuitem', { name: 'Export for ERP' })).toBeInTheDocument();
  });
});
