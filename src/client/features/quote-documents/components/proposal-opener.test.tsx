import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROPOSAL_MESSAGES as M } from '#shared/lib/quote-documents-messages';
import { hardNavigate, replaceLocation } from '#client/lib/navigation';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ProposalOpener } from './proposal-opener';

vi.mock('#client/lib/navigation', () => ({ hardNavigate: vi.fn(), replaceLocation: vi.fn(), reloadPage: vi.fn() }));

const ROUTE = '/v4/specbooks/proposal/42';
const LINK = '/download/proposal/42?token=fresh';

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(hardNavigate).mockClear();
  vi.mocked(replaceLocation).mockClear();
});
afterEach(resetStubs);

describe('ProposalOpener', () => {
  it('asks for a fresh link with the tab’s session and goes to it', async () => {
    sessionStorage.setItem('sb_jwt', 'seller.jwt');
    const { sent } = stubFetch([on('GET', '/api/v4/user/me', 200, { data: { id: 7 } }), on('POST', '/api/v4/user/7/specbook/42/proposal/link', 200, { data: { url: LINK, expiresAt: '2026-11-25T15:00:00Z' } })]);
    renderWithProviders(<ProposalOpener specbookId={42} />, { route: ROUTE });
    expect(screen.getByRole('status', { name: M.opening })).toBeInTheDocument();
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith(LINK));
    expect(sent().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v4/user/me', 'POST /api/v4/user/7/specbook/42/proposal/link']);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('sends a tab without a session, or whose session ended, to the login page and back here', async () => {
    stubFetch([on('GET', '/api/v4/user/me', 401, { message: 'Unauthorized' })]);
    renderWithProviders(<ProposalOpener specbookId={42} />, { route: ROUTE });
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent(ROUTE)}`));
    vi.mocked(hardNavigate).mockClear();
    sessionStorage.setItem('sb_jwt', 'ended.jwt');
    renderWithProviders(<ProposalOpener specbookId={42} />, { route: ROUTE });
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent(ROUTE)}`));
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('says so when there is no proposal to open, with the way to the e-Specbook', async () => {
    sessionStorage.setItem('sb_jwt', 'seller.jwt');
    stubFetch([on('GET', '/api/v4/user/me', 200, { data: { id: 7 } }), on('POST', '/api/v4/user/7/specbook/42/proposal/link', 404, { message: 'Not found' })]);
    renderWithProviders(<ProposalOpener specbookId={42} />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.openFailed);
    expect(screen.getByRole('link', { name: M.backToEspecbook })).toHaveAttribute('href', '/v4/especbook/42');
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});
