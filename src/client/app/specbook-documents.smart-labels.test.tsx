import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSpecbook } from '#shared/schemas/specbook';
import { SessionProvider } from '#client/lib/current-session';
import { saveFile } from '#client/lib/save-file';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { SpecbookDocumentsMenu } from './specbook-documents';

vi.mock('#client/lib/save-file', () => ({ saveFile: vi.fn() }));

const specbook = { id: 42, name: 'Harper Residence Selections' } as TSpecbook;

function renderMenu(roleNames: string[]) {
  renderWithProviders(
    <SessionProvider value={{ user: makeUser({ id: 7, roleNames }), account: makeAccount() }}>
      <SpecbookDocumentsMenu specbook={specbook} />
    </SessionProvider>,
  );
  return userEvent.setup();
}

const qrPdf = (status: number): THandler => (url) =>
  url.pathname === '/api/v4/user/7/specbook/42/pdf/qrcode'
    ? new Response(status === 200 ? '%PDF-1.7' : JSON.stringify({ message: 'boom' }), { status, headers: { 'Content-Type': status === 200 ? 'application/pdf' : 'application/json' } })
    : undefined;

afterEach(resetStubs);

describe('Documents menu: smart labels and QR Code PDF', () => {
  it('offers Smart Labels only to users with ROLE_SMART_LABELS', async () => {
    let user = renderMenu(['ROLE_SMART_LABELS']);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('menuitem', { name: 'Smart Labels' })).toBeInTheDocument();
    document.body.innerHTML = '';
    user = renderMenu([]);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('menuitem', { name: 'QR Code PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Smart Labels' })).not.toBeInTheDocument();
  });

  it('saves the QR Code PDF under the specbook name', async () => {
    stubFetch([qrPdf(200)]);
    const user = renderMenu([]);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await user.click(await screen.findByRole('menuitem', { name: 'QR Code PDF' }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'Harper Residence Selections - QR Code.pdf'));
  });

  it("toasts 'Unable to get QR Code PDF' when it fails", async () => {
    stubFetch([qrPdf(500)]);
    const user = renderMenu([]);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await user.click(await screen.findByRole('menuitem', { name: 'QR Code PDF' }));
    expect(await screen.findByText('Unable to get QR Code PDF')).toBeInTheDocument();
  });
});
