import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '#client/lib/navigation';
import { makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { EspecbookAccessGate } from './especbook-access-gate';
import { QrViewAccess } from './qr-view-access';

vi.mock('#client/lib/navigation', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));

const viewerMe = {
  id: 7,
  companyName: 'Lakeside Bath & Kitchen',
  logoURL: null,
  canUseInvoicing: false,
  canUsePdfModal: true,
  viewer: {
    kind: 'especbook',
    specbookId: 42,
    memberId: 3,
    name: 'Ellen Johnson',
    email: 'ellen@example.com',
    permissions: { showListPrice: true, showSalePrice: true, showModelNumbers: true, canApprove: false, showNotifications: true },
  },
};

const page = (viewer: { userId: number; isPublic: boolean }) => <p>{`reading as ${viewer.userId}, public ${String(viewer.isPublic)}`}</p>;

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(hardNavigate).mockClear();
});
afterEach(resetStubs);

describe('EspecbookAccessGate', () => {
  it('exchanges the token, keeps the JWT for the tab, marks the viewer public and records one view', async () => {
    const { sent } = stubFetch([
      on('POST', '/api/v1/auth/especbooks', 200, { data: 'viewer.jwt' }),
      on('GET', '/api/v4/user/me', 200, { data: viewerMe }),
      on('POST', '/api/v4/user/7/specbook/42/notifications/viewed', 200, { data: { recorded: true } }),
    ]);
    renderWithProviders(
      <EspecbookAccessGate specbookId={42} token="link-token">
        {page}
      </EspecbookAccessGate>,
      { route: '/v4/especbook/42?token=link-token' },
    );
    expect(screen.getByRole('status', { name: 'Opening the e-Specbook' })).toBeInTheDocument();
    expect(await screen.findByText('reading as 7, public true')).toBeInTheDocument();
    expect(sessionStorage.getItem('sb_jwt')).toBe('viewer.jwt');
    expect(sessionStorage.getItem('pub')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('pubUser') ?? '{}')).toMatchObject({ name: 'Lakeside Bath & Kitchen', status: 'especbook' });
    await vi.waitFor(() => expect(sent().filter((r) => r.path.endsWith('/notifications/viewed'))).toHaveLength(1));
    const requests = sent();
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/especbooks', body: { token: 'link-token', specbookId: 42 } });
    expect(requests.find((r) => r.path.endsWith('/viewed'))?.body).toEqual({ token: 'link-token' });
  });

  it("renders with the signed-in user's id without a token", async () => {
    localStorage.setItem('sb_jwt', 'seller.jwt');
    const { sent } = stubFetch([on('GET', '/api/v4/user/me', 200, { data: { ...makeUser({ id: 5 }), advancedAccess: { granted: true, via: null, expiresAt: null } } })]);
    renderWithProviders(<EspecbookAccessGate specbookId={42} token={null}>{page}</EspecbookAccessGate>);
    expect(await screen.findByText('reading as 5, public false')).toBeInTheDocument();
    expect(sessionStorage.getItem('pub')).toBeNull();
    expect(sent().map((r) => r.path)).toEqual(['/api/v4/user/me']);
  });

  it('sends a refused token to the login page with the path', async () => {
    stubFetch([on('POST', '/api/v1/auth/especbooks', 401, { message: 'This e-Specbook link is not valid or has been revoked.', errors: [] })]);
    window.history.replaceState(null, '', '/v4/especbook/42?token=bad');
    renderWithProviders(<EspecbookAccessGate specbookId={42} token="bad">{page}</EspecbookAccessGate>);
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2Fv4%2Fespecbook%2F42'));
    expect(screen.queryByText(/reading as/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('sb_jwt')).toBeNull();
  });

  it('sends a visitor with no token and no session to the login page', async () => {
    const { sent } = stubFetch([]);
    window.history.replaceState(null, '', '/v4/especbook/42');
    renderWithProviders(<EspecbookAccessGate specbookId={42} token={null}>{page}</EspecbookAccessGate>);
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2Fv4%2Fespecbook%2F42'));
    expect(sent()).toHaveLength(0);
  });

  it("refuses a viewer session of another specbook", async () => {
    sessionStorage.setItem('sb_jwt', 'viewer.jwt');
    stubFetch([on('GET', '/api/v4/user/me', 200, { data: viewerMe })]);
    renderWithProviders(<EspecbookAccessGate specbookId={43} token={null}>{page}</EspecbookAccessGate>);
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalled());
  });
});

describe('QrViewAccess', () => {
  it('stores the view token and opens the e-Specbook', async () => {
    stubFetch([on('GET', '/api/v1/auth/specbook/42/viewtoken', 200, { data: 'qr.jwt' })]);
    renderWithProviders(<QrViewAccess specbookId={42} />, { route: '/v4/matrix?qrSpecbookID=42' });
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/v4/especbook/42'));
    expect(sessionStorage.getItem('sb_jwt')).toBe('qr.jwt');
  });

  it('goes to the login page when the specbook answers no view token', async () => {
    stubFetch([on('GET', '/api/v1/auth/specbook/42/viewtoken', 404, { message: 'Not found', errors: [] })]);
    window.history.replaceState(null, '', '/v4/matrix?qrSpecbookID=42');
    renderWithProviders(<QrViewAccess specbookId={42} />, { route: '/v4/matrix?qrSpecbookID=42' });
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2Fv4%2Fmatrix%3FqrSpecbookID%3D42'));
    expect(sessionStorage.getItem('sb_jwt')).toBeNull();
  });
});
