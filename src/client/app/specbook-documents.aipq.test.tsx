import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TSpecbook } from '#shared/schemas/specbook';
import { SessionProvider } from '#client/lib/current-session';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { resetStubs } from '#client/test/stub-fetch';
import { SpecbookDocumentsMenu } from './specbook-documents';

const specbook = { id: 42, name: 'Harper Residence Selections' } as TSpecbook;

function renderMenu(roleNames: string[]) {
  renderWithProviders(
    <SessionProvider value={{ user: makeUser({ id: 7, roleNames }), account: makeAccount() }}>
      <SpecbookDocumentsMenu specbook={specbook} />
    </SessionProvider>,
  );
  return userEvent.setup();
}

afterEach(resetStubs);

describe('Documents menu: AI PDF-quote import', () => {
  it('leads a user with ROLE_AIPQ to the specbook’s import wizard', async () => {
    const user = renderMenu(['ROLE_AIPQ']);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Import a PDF quote' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/42/integration/aipq');
  });

  it('is not offered without ROLE_AIPQ', async () => {
    const user = renderMenu([]);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('menuitem', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Import a PDF quote' })).not.toBeInTheDocument();
  });
});
