import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMenuItem } from '#shared/schemas/user';
import { PREVIOUS_ROUTE_KEY } from '#client/lib/modals';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { SideMenu, type TSideMenuProps } from './side-menu';

function menuItem(overrides: Partial<TMenuItem>): TMenuItem {
  return {
    title: 'Item',
    icon: null,
    href: null,
    type: 'link',
    tooltip: null,
    disabled: false,
    dimmed: false,
    subtitle: null,
    count: null,
    ...overrides,
  };
}

const SERVER_MENU: TMenuItem[] = [
  menuItem({ title: 'Home', icon: 'home', href: '/projects' }),
  menuItem({ title: 'Catalogue', type: 'separator' }),
  menuItem({ title: 'Products', icon: 'products', href: '/specs', subtitle: 'Your catalogue', count: 12 }),
  menuItem({ title: 'Matrix', icon: 'matrix', href: '/v4/matrix', type: 'matrix' }),
  menuItem({ title: 'Invoices', icon: 'invoices', href: '/v4/invoices', disabled: true, tooltip: 'Ask us to enable invoicing' }),
  menuItem({ title: 'Request data', icon: 'mystery-icon', href: 'action:data-request', type: 'action', dimmed: true }),
];

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { data: { menu: SERVER_MENU } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMenu(props: Partial<TSideMenuProps> = {}, route = '/v4/specbooks/manage/42') {
  const all: TSideMenuProps = {
    userId: 7,
    collapsed: false,
    isMobile: false,
    onToggleCollapse: vi.fn(),
    onLogout: vi.fn(),
    onItemActivated: vi.fn(),
    ...props,
  };
  renderWithProviders(<SideMenu {...all} />, { route });
  return all;
}

describe('SideMenu', () => {
  it("loads the user's items and renders links, subtitles, counts and separators", async () => {
    renderMenu();
    const products = await screen.findByRole('link', { name: /Products/ });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v4/user/7/menu');
    expect(products).toHaveAttribute('href', '/v4/matrix');
    expect(products).toHaveTextContent('Your catalogue');
    expect(within(products).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/v4/profiles');
    expect(screen.getByRole('separator', { name: 'Catalogue' })).toBeInTheDocument();
    // On a manage page the matrix item carries the open specbook.
    expect(screen.getByRole('link', { name: 'Matrix' })).toHaveAttribute('href', '/v4/matrix?specbook=42');
  });

  it('renders disabled items as buttons that cannot be used', async () => {
    const props = renderMenu();
    const invoices = await screen.findByRole('button', { name: 'Invoices' });
    expect(invoices).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(invoices);
    expect(props.onItemActivated).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
    // The tooltip explains why.
    await userEvent.hover(invoices);
    expect(await screen.findByText('Ask us to enable invoicing')).toBeInTheDocument();
  });

  it('adds the fixed items and no mobile Support group on desktop', async () => {
    renderMenu();
    await screen.findByRole('link', { name: /Products/ });
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/v4/account');
    expect(screen.getByRole('link', { name: 'Payment Methods' })).toHaveAttribute('href', '/v4/payments');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(screen.queryByText('Customer Support Request')).not.toBeInTheDocument();
  });

  it('logs out from the Log Out item', async () => {
    const props = renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
  });

  it('collapses from the Collapse menu item', async () => {
    const props = renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(props.onToggleCollapse).toHaveBeenCalledTimes(1);
  });

  it("opens the modal named by an 'action:' item, and closing data-request clears the previous route", async () => {
    sessionStorage.setItem(PREVIOUS_ROUTE_KEY, '/v4/specbooks/manage/42');
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Request data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Data Fetch' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBeNull();
  });

  it('shows the Support group on mobile, without Collapse menu', async () => {
    renderMenu({ isMobile: true });
    await screen.findByRole('link', { name: /Products/ });
    expect(screen.getByRole('link', { name: 'Call Us at (800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('button', { name: 'Data Fetch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Customer Support Request' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Support Request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).not.toBeInTheDocument();
  });

  it('shows icons only, named for assistive technology, when collapsed', async () => {
    renderMenu({ collapsed: true });
    const products = await screen.findByRole('link', { name: 'Products' });
    expect(products).not.toHaveTextContent('Products');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });
});
