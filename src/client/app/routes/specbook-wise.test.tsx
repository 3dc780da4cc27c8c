import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { SessionProvider } from '#client/lib/current-session';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { Component as SpecbookWise } from './specbook-wise';

const ROUTE = '/v4/specbooks/manage/42/integration/wise';

function renderPage() {
  renderWithProviders(
    <SessionProvider value={{ user: makeUser({ id: 7 }), account: makeAccount() }}>
      <SpecbookWise />
    </SessionProvider>,
    { route: ROUTE, path: '/v4/specbooks/manage/:id/integration/wise' },
  );
  return userEvent.setup();
}

afterEach(resetStubs);

describe('/v4/specbooks/manage/{id}/integration/wise', () => {
  it('without a connection says so and leads to the Company Account’s ERP section', async () => {
    const stub = stubFetch([on('GET', '/api/v4/user/7/account/erp', 200, { data: { baseUrl: null, hasKey: false, lastTest: null } })]);
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ERP Integration' })).toBeInTheDocument();
    expect(await screen.findByText(M.notConfigured)).toBeInTheDocument();
    expect(stub.sent().some((r) => r.method === 'POST')).toBe(false);
    const link = screen.getByRole('link', { name: 'Set up the ERP connection' });
    expect(link).toHaveAttribute('href', '/v4/account#erp-connection');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/account');
  });

  it('with a connection opens step 01 and leads back to its specbook', async () => {
    stubFetch([
      on('GET', '/api/v4/user/7/account/erp', 200, { data: { baseUrl: 'https://erp.example.com', hasKey: true, lastTest: null } }),
      on('POST', '/api/v4/user/7/specbook/42/erp/prices', 202, { data: { id: 1, kind: 'prices', status: 'queued', result: null, message: null, createdAt: '', updatedAt: '' } }),
    ]);
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: '01 Checking Price Updates' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the specbook' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/42');
  });
});
