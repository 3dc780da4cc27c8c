import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '#client/lib/navigation';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { SmartLabelPage } from './smart-label-page';

vi.mock('#client/lib/navigation', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));

const spec = {
  joinID: 9,
  specID: 500,
  categoryID: 3,
  name: 'Purist Wall-Mount Faucet',
  manufacturerName: 'Kohler',
  modelNumber: 'K-14406-4',
  finishName: 'Vibrant Brushed Moderne Brass',
  description: 'Single-handle wall-mount bathroom sink faucet.',
  imageName: null,
};
const showcase = (viewtoken: 'success' | 'error', specEntry: 'success' | 'error' = 'success') => ({
  data: {
    viewtoken: { status: viewtoken, data: viewtoken === 'success' ? 'qr.jwt' : 'Not found.' },
    'user/me': { status: 'success', data: { id: 7, companyName: 'Lakeside Bath & Kitchen', logoURL: null } },
    'specbooks/42': { status: 'success', data: { id: 42, name: 'Harper Residence Selections' } },
    'specbooks/42/categories': { status: 'success', data: [{ id: 3, name: 'Primary Bath' }] },
    'specs/500': { status: specEntry, data: specEntry === 'success' ? spec : 'Not found.' },
  },
});

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(hardNavigate).mockClear();
});
afterEach(resetStubs);

describe('SmartLabelPage', () => {
  it('shows a visitor who is not signed in the spec behind the label, read with a QR view token', async () => {
    const { sent } = stubFetch([on('GET', '/api/v1/showcase', 200, showcase('success'))]);
    renderWithProviders(<SmartLabelPage specbookId={42} specbookSpecId={9} />);
    expect(await screen.findByRole('heading', { name: 'Purist Wall-Mount Faucet' })).toBeInTheDocument();
    for (const text of ['Kohler', 'K-14406-4', 'Vibrant Brushed Moderne Brass', 'Primary Bath', 'Single-handle wall-mount bathroom sink faucet.', 'Lakeside Bath & Kitchen', 'Harper Residence Selections']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View the whole specbook' })).toHaveAttribute('href', '/v4/matrix?qrSpecbookID=42');
    const [request] = sent();
    expect(request?.query.get('specbookId')).toBe('42');
    expect(request?.query.get('specSpecbookId')).toBe('9');
    expect(sessionStorage.getItem('sb_jwt')).toBeNull();
  });

  it('sends the visitor to the login page when the specbook has no QR access (spec §8)', async () => {
    stubFetch([on('GET', '/api/v1/showcase', 200, showcase('error', 'error'))]);
    window.history.replaceState(null, '', '/qr/smartlabel/specbook/42/spec/9');
    renderWithProviders(<SmartLabelPage specbookId={42} specbookSpecId={9} />);
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2Fqr%2Fsmartlabel%2Fspecbook%2F42%2Fspec%2F9'));
  });

  it("reads as the signed-in seller when the tab has a session, and stores nothing", async () => {
    sessionStorage.setItem('sb_jwt', 'seller.jwt');
    const { sent } = stubFetch([
      (url, init) =>
        url.pathname === '/api/v1/showcase' && new Headers(init.headers).get('Authorization') === 'Bearer seller.jwt'
          ? new Response(JSON.stringify(showcase('error')), { status: 200, headers: { 'Content-Type': 'application/json' } })
          : undefined,
    ]);
    renderWithProviders(<SmartLabelPage specbookId={42} specbookSpecId={9} />);
    expect(await screen.findByRole('heading', { name: 'Purist Wall-Mount Faucet' })).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View the whole specbook' })).toHaveAttribute('href', '/v4/especbook/42');
    expect(sessionStorage.getItem('sb_jwt')).toBe('seller.jwt');
  });

  it('says so when the spec is no longer in the specbook', async () => {
    stubFetch([on('GET', '/api/v1/showcase', 200, showcase('success', 'error'))]);
    renderWithProviders(<SmartLabelPage specbookId={42} specbookSpecId={9} />);
    expect(await screen.findByText('This product is no longer in the specbook.')).toBeInTheDocument();
  });
});
