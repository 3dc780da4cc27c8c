import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import type { TTeamPermissions } from '#shared/schemas/team';
import { EspecbookPage } from '#client/features/especbook/components/especbook-page';
import { BASE, manageDefaults, spec } from '#client/features/manage/test-kit';
import { jsonResponse, makeUser, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { especbookComments } from './especbook-panels';

/**
 * The e-Specbook page (spec/client-view-and-downloads.md §2.4–§2.6) on the manage test-kit's
 * specbook (user 7, specbook 1: Kitchen with one spec, Bath empty), composed with the
 * collaboration feature's comments as the route does.
 */

const ALL: TTeamPermissions = { showListPrice: true, showSalePrice: true, showModelNumbers: true, canApprove: true, showNotifications: true };

type TSetup = { permissions?: Partial<TTeamPermissions>; profile?: Record<string, unknown>; logoURL?: string | null; social?: boolean };

/** The page's own calls (user, account, profile, permissions, team, comments, decisions), then the test-kit's. */
function especbookApi({ permissions = {}, profile = {}, logoURL = null, social = false }: TSetup): THandler {
  return (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/v4/user/me') return jsonResponse(200, { data: { ...makeUser({ logoURL }), advancedAccess: { granted: true } } });
    if (path === '/api/v4/user/7/account') {
      const url = social ? 'https://facebook.com/lakeside' : null;
      return jsonResponse(200, {
        data: { companyName: 'Lakeside Bath & Kitchen', hasAnySocialMedia: social, extra: { socialMedia: { facebook: { name: 'Facebook', url, logo: 'facebook' } } } },
      });
    }
    if (path === '/api/v4/user/7/profile/2') {
      return jsonResponse(200, { data: { id: 2, name: 'Johnson Residence', phone: '(312) 555-0112', public: false, type: null, ...profile } });
    }
    if (path === `${BASE}/permissions`) return jsonResponse(200, { data: { ...ALL, ...permissions } });
    if (path === `${BASE}/team`) return jsonResponse(200, { data: [{ id: 4, name: 'Ellen Johnson', emailAddress: 'ellen@example.com' }] });
    if (path.endsWith('/comments')) return jsonResponse(200, { data: [] });
    if (method === 'POST' && /\/categories\/1\/(approve|reject)$/.test(path)) {
      const value = path.endsWith('approve') ? 'approved' : 'rejected';
      return jsonResponse(200, { data: [spec(11, 'Widespread Faucet', 1, { status: { value, name: value === 'approved' ? 'Approved' : 'Rejected', color: '#0a0', hexColor: '#0a0' } })] });
    }
    return undefined;
  };
}

function renderPage(setup: TSetup = {}, extra: THandler[] = [], route = '/') {
  const stub = stubFetch([...extra, especbookApi(setup), manageDefaults()]);
  renderWithProviders(<EspecbookPage userId={7} specbookId={1} isPublic={false} renderComments={especbookComments(7, 1)} />, { route });
  return stub;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  resetStubs();
  setWidth(1024);
});

describe('EspecbookPage header', () => {
  it('shows the company, the Logo placeholder, the specbook and its creation date; no contact strip or social links when not public', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lakeside Bath & Kitchen' })).toBeInTheDocument();
    expect(screen.getByText(M.logoPlaceholder)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Johnson Master Bath' })).toBeInTheDocument();
    expect(screen.getByText(/^Created: \w+ \d+, 2024$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.downloadEspecbook })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.downloadProposal })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Social media')).not.toBeInTheDocument();
  });

  it('shows the contact strip of a public profile (items with a value) and the social links', async () => {
    renderPage({ profile: { public: true }, social: true });
    const strip = await screen.findByRole('list', { name: 'Contact' });
    expect(within(strip).getByText('(312) 555-0112')).toBeInTheDocument();
    expect(within(strip).queryByText(/Fax/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/lakeside');
  });
});

describe('EspecbookPage display options', () => {
  it('shows each spec\'s ids with ?debug=true (§2.4 debug flags), and not without it or with debug=false', async () => {
    renderPage({}, [], '/v4/especbook/1?debug=true');
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(await within(kitchen).findByText('Spec ID 111 · Join ID 11')).toBeInTheDocument();
    cleanup();
    resetStubs();
    renderPage({}, [], '/v4/especbook/1?debug=false');
    expect(await within(await screen.findByRole('region', { name: 'Kitchen' })).findByText(/Model # M-11/)).toBeInTheDocument();
    expect(screen.queryByTestId('spec-debug-ids')).not.toBeInTheDocument();
  });

  it('shows both totals sections, Approve All / Reject All and the model number with every permission', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: M.quotedSubtotal })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: M.approvedSubtotal })).toBeInTheDocument();
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(within(kitchen).getByRole('heading', { name: 'Kitchen (1)' })).toBeInTheDocument();
    expect(within(kitchen).getByRole('button', { name: M.approveAll })).toBeInTheDocument();
    expect(await within(kitchen).findByText(/Model # M-11/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team (1)' })).toBeInTheDocument();
  });

  it('hides the totals without a price display, approvals without canApprove and model numbers without showModelNumbers', async () => {
    renderPage({ permissions: { showListPrice: false, showSalePrice: false, canApprove: false, showModelNumbers: false } });
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(await within(kitchen).findByText('Widespread Faucet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.quotedSubtotal })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.approvedSubtotal })).not.toBeInTheDocument();
    expect(within(kitchen).queryByRole('button', { name: M.approveAll })).not.toBeInTheDocument();
    expect(within(kitchen).queryByRole('button', { name: M.rejectAll })).not.toBeInTheDocument();
    expect(within(kitchen).queryByText(/Model #/)).not.toBeInTheDocument();
    expect(within(kitchen).queryByLabelText('Quoted total')).not.toBeInTheDocument();
  });

  it('hides the Approved Subtotal when status updates are not allowed', async () => {
    renderPage({ permissions: { canApprove: false } });
    expect(await screen.findByRole('region', { name: M.quotedSubtotal })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.approvedSubtotal })).not.toBeInTheDocument();
  });
});

describe('Approve All / Reject All', () => {
  it('rejects the category, hides both actions for it and refreshes the specbook and category totals', async () => {
    const { sent } = renderPage();
    const user = userEvent.setup();
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    const bath = screen.getByRole('region', { name: 'Bath' });
    await within(kitchen).findByText('Widespread Faucet');
    const totalsCalls = () => sent().filter((r) => r.path === `${BASE}/totals` || r.path === `${BASE}/categories/1/totals`).length;
    const before = totalsCalls();
    await user.click(within(kitchen).getByRole('button', { name: M.rejectAll }));
    await waitFor(() => expect(within(kitchen).queryByRole('button', { name: M.rejectAll })).not.toBeInTheDocument());
    expect(within(kitchen).queryByRole('button', { name: M.approveAll })).not.toBeInTheDocument();
    expect(within(bath).getByRole('button', { name: M.approveAll })).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${BASE}/categories/1/reject`]);
    expect(await within(kitchen).findByText('Rejected')).toBeInTheDocument();
    await waitFor(() => expect(totalsCalls()).toBeGreaterThanOrEqual(before + 2));
  });
});

describe('purchase-order mode', () => {
  it('relabels, hides the team and Download Category, and defaults to the list view', async () => {
    renderPage({ profile: { type: 'purchase_order', isPurchaseOrderProfile: true } });
    expect(await screen.findByRole('button', { name: M.downloadPurchaseOrder })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: M.purchaseOrderSubtotal })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Team/ })).not.toBeInTheDocument();
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(within(kitchen).queryByRole('button', { name: M.downloadCategory })).not.toBeInTheDocument();
    await within(kitchen).findByText('Widespread Faucet');
    expect(kitchen.querySelector('[data-view]')).toHaveAttribute('data-view', 'list');
  });

  it('Download Purchase Order starts a purchase-order PDF job behind the Generating PDF overlay', async () => {
    const created = { id: 41, status: 'created', type: 'purchaseorder', specbookId: 1, url: null, fileName: null, createdAt: '', updatedAt: '' };
    const createPdf: THandler = (url, init) => (init.method === 'POST' && url.pathname === '/api/v4/user/7/pdf' ? jsonResponse(201, { data: created }) : undefined);
    const { sent } = renderPage({ profile: { type: 'purchase_order', isPurchaseOrderProfile: true } }, [createPdf]);
    await userEvent.setup().click(await screen.findByRole('button', { name: M.downloadPurchaseOrder }));
    expect(await screen.findByTestId('generating-pdf')).toHaveTextContent('Generating PDF');
    await waitFor(() => expect(sent().find((r) => r.method === 'POST' && r.path === '/api/v4/user/7/pdf')?.body).toEqual({ createPdfRequest: { Pdf: { type: 'purchaseorder', specbookId: 1 } } }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('defaults to the card view otherwise, switchable to list', async () => {
    renderPage();
    const user = userEvent.setup();
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    await within(kitchen).findByText('Widespread Faucet');
    expect(kitchen.querySelector('[data-view]')).toHaveAttribute('data-view', 'card');
    expect(within(kitchen).getByRole('button', { name: M.downloadCategory })).toBeInTheDocument();
    await user.click(screen.getByText('List'));
    await waitFor(() => expect(kitchen.querySelector('[data-view]')).toHaveAttribute('data-view', 'list'));
  });
});

describe('mobile (< 768 px)', () => {
  it('forces the list view, shows the empty-category text and opens sections from the menu', async () => {
    setWidth(375);
    renderPage();
    const user = userEvent.setup();
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    await within(kitchen).findByText('Widespread Faucet');
    expect(kitchen.querySelector('[data-view]')).toHaveAttribute('data-view', 'list');
    expect(screen.queryByRole('radiogroup', { name: 'View' })).not.toBeInTheDocument();
    const bath = screen.getByRole('region', { name: 'Bath' });
    expect(await within(bath).findByText(M.emptyCategoryMobile)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'e-Specbook sections' })).getByRole('button', { name: M.approvedSubtotal }));
    const overlay = await screen.findByRole('dialog');
    expect(within(overlay).getByText(M.approvedNote)).toBeInTheDocument();
    expect(await within(overlay).findByLabelText(M.total)).toHaveTextContent('$173.20');
    expect(within(overlay).getByLabelText(M.showHideCategoriesSubtotals)).toBeInTheDocument();
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not show the empty-category text on desktop', async () => {
    renderPage();
    const bath = await screen.findByRole('region', { name: 'Bath' });
    const kitchen = screen.getByRole('region', { name: 'Kitchen' });
    await within(kitchen).findByText('Widespread Faucet');
    expect(within(bath).queryByText(M.emptyCategoryMobile)).not.toBeInTheDocument();
  });
});

describe('errors (§8)', () => {
  it('says "Couldn\'t fetch SpecBook" when the specbook fails, and "Unable to retrieve totals" once when the totals fail', async () => {
    stubFetch([
      (url) => (url.pathname === BASE ? jsonResponse(500, { message: 'boom' }) : undefined),
      especbookApi({}),
      manageDefaults(),
    ]);
    const first = renderWithProviders(<EspecbookPage userId={7} specbookId={1} isPublic={false} />);
    expect((await screen.findAllByText(M.specbookFailed)).length).toBeGreaterThanOrEqual(1);
    first.unmount();
    resetStubs();

    stubFetch([(url) => (url.pathname === `${BASE}/totals` ? jsonResponse(500, { message: 'boom' }) : undefined), especbookApi({}), manageDefaults()]);
    renderWithProviders(<EspecbookPage userId={7} specbookId={1} isPublic={false} />);
    expect(await screen.findByText(M.totalsFailed)).toBeInTheDocument();
  });
});
