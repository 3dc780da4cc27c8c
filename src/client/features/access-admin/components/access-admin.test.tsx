import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import type { TAccessCatalogue, TAccessUser } from '#shared/schemas/access-admin';
import { setLocale } from '#client/lib/i18n';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { AccessAdmin } from './access-admin';

const catalogue: TAccessCatalogue = {
  roles: [
    { id: 1, name: 'ROLE_IBOOK', displayName: 'Price features', active: true },
    { id: 9, name: 'ROLE_SPECBOOKS_ADMIN', displayName: 'Platform admin', active: true },
    { id: 11, name: 'ROLE_PRO', displayName: 'Trade professional', active: false },
  ],
  features: ['useCustomerCenter', 'useInvoicing'],
};
const chris: TAccessUser = { id: 4, name: 'Chris Novak', email: 'other@specfolio.test', accountId: 2, accountName: 'Harbor Plumbing Supply', roles: ['ROLE_IBOOK'], features: [] };
const page = (rows: unknown[]) => ({
  data: rows,
  _pagination: { base: '/api', currentPage: 1, perPage: 20, total: rows.length, lastPage: 1, next: null, prev: null, path: '' },
});

let fetchMock: ReturnType<typeof vi.fn>;
let putAnswer: Response;
beforeEach(() => {
  putAnswer = jsonResponse(200, { data: { ...chris, roles: ['ROLE_IBOOK', 'ROLE_PRO'], features: ['useInvoicing'] } });
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return Promise.resolve(putAnswer);
    if (String(url).includes('/admin/access')) return Promise.resolve(jsonResponse(200, { data: catalogue }));
    const search = new URL(String(url), 'http://x').searchParams.get('search');
    return Promise.resolve(jsonResponse(200, page(search === 'zzz' ? [] : [chris])));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init: init as RequestInit | undefined }));

describe('AccessAdmin', () => {
  it('lists users with their grants and saves new roles and flags together', async () => {
    renderWithProviders(<AccessAdmin userId={1} />);
    const ui = userEvent.setup();
    const row = (await screen.findByText('Chris Novak')).closest('tr')!;
    // The company cell, and the line under the user that replaces it on a phone.
    expect(within(row).getAllByText('Harbor Plumbing Supply')).toHaveLength(2);
    expect(within(row).getByText('ROLE_IBOOK')).toBeInTheDocument();
    expect(within(row).getByText('No flags')).toBeInTheDocument();

    await ui.click(within(row).getByRole('button', { name: 'Edit roles and flags of Chris Novak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles & flags of Chris Novak' });
    expect(within(dialog).getByRole('checkbox', { name: /Price features/ })).toBeChecked();
    expect(within(dialog).getByText('inactive')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('checkbox', { name: /Trade professional/ }));
    await ui.click(within(dialog).getByRole('checkbox', { name: 'useInvoicing' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls().some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls().find((c) => c.init?.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v4/user/1/admin/users/4/access');
    expect(JSON.parse(String(put.init!.body))).toEqual({ updateUserAccessRequest: { User: { roles: ['ROLE_IBOOK', 'ROLE_PRO'], features: ['useInvoicing'] } } });
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s message when a save is refused and keeps the dialog open', async () => {
    putAnswer = jsonResponse(409, { message: M.ownAdminRole, errors: [{ field: null, message: M.ownAdminRole }] });
    renderWithProviders(<AccessAdmin userId={1} />);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit roles and flags of Chris Novak' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.ownAdminRole)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('searches by name, e-mail or company and says when nothing matches', async () => {
    renderWithProviders(<AccessAdmin userId={1} />);
    const ui = userEvent.setup();
    await screen.findByText('Chris Novak');
    await ui.type(screen.getByRole('textbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByText('No users match “zzz”.')).toBeInTheDocument();
    expect(calls().at(-1)!.url.searchParams.get('search')).toBe('zzz');
  });

  describe('in Brazilian Portuguese', () => {
    beforeEach(() => setLocale('pt-br'));
    afterEach(() => setLocale('en-us'));

    it('shows the table and the grants editor in Portuguese, with its toast', async () => {
      renderWithProviders(<AccessAdmin userId={1} />);
      const ui = userEvent.setup();
      expect(await screen.findByRole('textbox', { name: 'Buscar usuários' })).toHaveAttribute('placeholder', 'Buscar por nome, e-mail ou empresa…');
      const row = (await screen.findByText('Chris Novak')).closest('tr')!;
      expect(screen.getByRole('columnheader', { name: 'Usuário' })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Recursos' })).toBeInTheDocument();
      expect(within(row).getByText('Nenhum recurso')).toBeInTheDocument();

      await ui.click(within(row).getByRole('button', { name: 'Editar funções e recursos de Chris Novak' }));
      const dialog = await screen.findByRole('dialog', { name: 'Funções e recursos de Chris Novak' });
      expect(within(dialog).getByText('Recursos de preço')).toBeInTheDocument();
      expect(within(dialog).getByText('inativa')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Fechar diálogo' })).toBeInTheDocument();
      await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Acesso atualizado.')).toBeInTheDocument();
    });
  });
});
