import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '#client/lib/current-session';
import { makeAccount, makeProfile, makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import type { TFeatureFlag } from '#shared/lib/roles';
import { Component as ProfilePage } from './profile';

/** The profile page of profile 3 for a seller with `features`. */
async function renderProfile(features: TFeatureFlag[]) {
  stubFetch([on('GET', '/api/v4/user/7/profile/3', 200, { data: makeProfile(3, 'Hillside Loft') })]);
  renderWithProviders(
    <SessionProvider value={{ user: makeUser({ id: 7, features }), account: makeAccount() }}>
      <ProfilePage />
    </SessionProvider>,
    { route: '/v4/profiles/3', path: '/v4/profiles/:id' },
  );
  await screen.findByRole('button', { name: 'Edit' });
}

afterEach(resetStubs);

describe('/v4/profiles/{id}: the ERP bid import', () => {
  it('is offered with the flag erpIntegration.canImportOrders', async () => {
    await renderProfile(['erpIntegration.canImportOrders']);
    expect(screen.getByRole('button', { name: 'Import bid from ERP' })).toBeInTheDocument();
  });

  it('is hidden without it', async () => {
    await renderProfile([]);
    expect(screen.queryByRole('button', { name: 'Import bid from ERP' })).not.toBeInTheDocument();
  });
});
