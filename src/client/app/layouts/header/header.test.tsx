import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, PRODUCT_NAME } from '#shared/lib/messages';
import type { TUser } from '#shared/schemas/user';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { Header, type THeaderProps } from './header';

const ADMIN_TEXT = MESSAGES.adminBanner(PRODUCT_NAME);

function renderHeader(options: { user?: TUser; route?: string; props?: Partial<THeaderProps> } = {}) {
  const props: THeaderProps = {
    user: options.user ?? makeUser(),
    account: makeAccount(),
    tone: 'brand',
    publicViewer: null,
    menuOpened: true,
    onMenuToggle: vi.fn(),
    mobileSearchOpened: false,
    mobileSearchToggle: true,
    onMobileSearchToggle: vi.fn(),
    onLogout: vi.fn(),
    ...options.props,
  };
  renderWithProviders(<Header {...props} />, { route: options.route ?? '/' });
  return props;
}

describe('Header', () => {
  it('shows the red admin banner to ROLE_SPECBOOKS_ADMIN users', () => {
    renderHeader({ user: makeUser({ roleNames: ['ROLE_SPECBOOKS_ADMIN'], hasAdminRole: true }) });
    expect(ADMIN_TEXT).toBe('Specfolio ADMIN ACCOUNT: ALL ACTIONS WILL BE CONSIDERED GLOBAL');
    expect(screen.getByText(ADMIN_TEXT)).toBeInTheDocument();
  });

  it('shows no banner to other users', () => {
    renderHeader({ user: makeUser({ roleNames: ['ROLE_PRO', 'admin'] }) });
    expect(screen.queryByText(ADMIN_TEXT)).not.toBeInTheDocument();
  });

  it('has the menu button, the logo and the search bar', async () => {
    const props = renderHeader();
    expect(screen.getByRole('link', { name: 'Specfolio home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('textbox', { name: 'Search specbooks' })).toBeInTheDocument();
    const burger = screen.getByRole('button', { name: 'Main menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(burger);
    expect(props.onMenuToggle).toHaveBeenCalledTimes(1);
  });

  it('opens the company menu with the Add and Support items', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Lakeside Bath & Kitchen menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Add Product' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Add Specbook' })).toBeInTheDocument();
    const call = screen.getByRole('menuitem', { name: 'Call Us at (800) 555-0142' });
    expect(call).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('menuitem', { name: 'Data Fetch' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Customer Support Request' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Manage SpecBook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  it('hides Data Fetch from pro users', async () => {
    renderHeader({ user: makeUser({ hasProRole: true, roleNames: ['ROLE_PRO'] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Lakeside Bath & Kitchen menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Customer Support Request' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Data Fetch' })).not.toBeInTheDocument();
  });

  it('offers the open specbook and a View button on a manage page', async () => {
    renderHeader({ route: '/v4/specbooks/manage/42/spec/9' });
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/42');

    await userEvent.click(screen.getByRole('button', { name: 'Lakeside Bath & Kitchen menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Manage SpecBook' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'View e-SpecBook' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/especbook/42');
  });

  it('opens the Add Specbook modal from the menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Lakeside Bath & Kitchen menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add Specbook' }));
    expect(await screen.findByRole('dialog', { name: 'Add Specbook' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows only the public viewer in public mode', () => {
    renderHeader({ props: { publicViewer: { name: 'Dana Client', logoURL: null, status: 'active' } } });
    expect(screen.getByText('Dana Client')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search specbooks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu$/ })).not.toBeInTheDocument();
  });
});
