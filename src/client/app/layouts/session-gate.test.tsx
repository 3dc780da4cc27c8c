import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentSession } from '#client/lib/current-session';
import { jsonResponse, makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { SessionGate } from './session-gate';

function Page() {
  const { user, account } = useCurrentSession();
  return <p>{`Hello ${user.name} of ${account.name}`}</p>;
}

type TDeferred = { resolve: (r: Response) => void };

let pending: Record<string, TDeferred>;

beforeEach(() => {
  pending = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => new Promise<Response>((resolve) => (pending[url] = { resolve }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionGate', () => {
  it('shows only a loader until both the user and the account have loaded', async () => {
    sessionStorage.setItem('sb_jwt', 'tok');
    renderWithProviders(
      <SessionGate>
        <Page />
      </SessionGate>,
      { route: '/v4/brands' },
    );

    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    await vi.waitFor(() => expect(pending['/api/v4/user/me']).toBeDefined());
    pending['/api/v4/user/me']?.resolve(jsonResponse(200, { data: makeUser({ id: 7, name: 'Sam Seller' }) }));

    await vi.waitFor(() => expect(pending['/api/v4/user/7/account']).toBeDefined());
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();

    pending['/api/v4/user/7/account']?.resolve(jsonResponse(200, { data: makeAccount({ name: 'Lakeside' }) }));
    expect(await screen.findByText('Hello Sam Seller of Lakeside')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a visitor without a token to the login page, remembering the page', () => {
    renderWithProviders(
      <SessionGate>
        <Page />
      </SessionGate>,
      // Only /v4/* is gated here, so that the login page it redirects to is not gated again.
      { route: '/v4/profiles/3?tab=specbooks', path: '/v4/*' },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fv4%2Fprofiles%2F3%3Ftab%3Dspecbooks');
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });

  it('offers a reload when the account cannot be loaded', async () => {
    sessionStorage.setItem('sb_jwt', 'tok');
    renderWithProviders(
      <SessionGate>
        <Page />
      </SessionGate>,
    );
    await vi.waitFor(() => expect(pending['/api/v4/user/me']).toBeDefined());
    pending['/api/v4/user/me']?.resolve(jsonResponse(500, { message: 'Something went wrong. Please try again.', errors: [] }));
    expect(await screen.findByRole('heading', { name: 'Your account could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
