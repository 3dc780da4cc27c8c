import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSpecbook } from '#shared/schemas/specbook';
import { SessionProvider } from '#client/lib/current-session';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch } from '#client/test/stub-fetch';
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

  it('with the flag, "Export for ERP" downloads the ERP CSV as "Exported Specbook.csv"', async () => {
    const stub = stubFetch([(url) => (url.pathname === '/api/v4/user/7/specbook/42/erp/export' ? new Response('InventoryID,Quantity\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }) : undefined)]);
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const user = renderMenu(['erpIntegration.canExportspecbooks']);
      await user.click(screen.getByRole('button', { name: 'Documents' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Export for ERP' }));
      await waitFor(() => expect(saved).toEqual(['Exported Specbook.csv']));
      expect(stub.sent().map((r) => r.path)).toContain('/api/v4/user/7/specbook/42/erp/export');
    } finally {
      click.mockRestore();
    }
  });
});
