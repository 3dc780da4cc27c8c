import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import type { TSpecbookListItem } from '#shared/schemas/specbook';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { VIEW_MODE_KEY } from '../lib/view-mode';
import { SpecbookIndex } from './specbook-index';

function book(id: number, name: string, extra: Partial<TSpecbookListItem> = {}): TSpecbookListItem {
  return {
    id,
    specbookID: id,
    name,
    description: null,
    profile: { id: 1, name: 'Johnson Residence' },
    profileName: 'Johnson Residence',
    projectID: 1,
    userID: 7,
    pinned: false,
    archived: false,
    status: 'open',
    tax: null,
    paymentTerms: { id: 0, name: 'Due on Receipt' },
    paymentTermsDays: null,
    shippingCalculation: true,
    source: null,
    coverImage: null,
    customer: null,
    customerId: null,
    shippingAddress: null,
    billingAddress: null,
    priceGroup: null,
    hasProposal: false,
    expectedInstalledAt: null,
    expectedApprovedAt: null,
    createdAt: '2024-05-01T12:00:00.000Z',
    humanizedCreatedAt: '2 years ago',
    updatedAt: '2024-05-03T12:00:00.000Z',
    openAlertCount: 0,
    teamMemberCount: 0,
    hasPurchaseOrders: false,
    purchaseOrderLinks: [],
    purchaseOrders: [],
    links: { especbook: `/v4/especbook/${id}` },
    ...extra,
  };
}

function page(list: TSpecbookListItem[], next: string | null = null) {
  return jsonResponse(200, { data: list, _pagination: { base: '/api', currentPage: null, perPage: 24, total: null, lastPage: null, next, prev: null, path: '/api/v4/user/7/specbook' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const onAdd = vi.fn();
  renderWithProviders(<SpecbookIndex userId={7} onAdd={onAdd} />);
  return { user: userEvent.setup(), onAdd };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
}

describe('SpecbookIndex', () => {
  it('shows each specbook with its profile, status, team and alert counts and updated date, and loads more through the cursor', async () => {
    fetchMock
      .mockResolvedValueOnce(page([book(1, 'Master Bath', { pinned: true, teamMemberCount: 2, openAlertCount: 1 })], '/api/v4/user/7/specbook?perPage=24&cursor=abc'))
      .mockResolvedValueOnce(page([book(2, 'Powder Room')]));
    const { user } = setup();
    const card = (await screen.findByText('Master Bath')).closest('[role="listitem"]') as HTMLElement;
    expect(within(card).getByText('Johnson Residence')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText(/Updated 05\/03\/2024/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Pinned')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '2 team members' })).toHaveTextContent('2');
    expect(within(card).getByRole('img', { name: '1 open alert' })).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Powder Room')).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://x').searchParams.get('cursor')).toBe('abc');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Archive/Pin or Unarchive/Unpin and runs them', async () => {
    fetchMock.mockResolvedValueOnce(page([book(1, 'Master Bath', { pinned: true, archived: true })]));
    const { user } = setup();
    await openMenu(user, 'Master Bath');
    expect(screen.getByRole('menuitem', { name: 'Unarchive' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Unpin' })).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: book(1, 'Master Bath', { pinned: false, archived: true }) }));
    fetchMock.mockResolvedValue(page([book(1, 'Master Bath', { archived: true })]));
    await user.click(screen.getByRole('menuitem', { name: 'Unpin' }));
    expect(await screen.findByText(M.unpinned)).toBeInTheDocument();
    expect(calls()).toContain('POST /api/v4/user/7/specbook/1/unpin');
    await openMenu(user, 'Master Bath');
    expect(await screen.findByRole('menuitem', { name: 'Pin' })).toBeInTheDocument();
  });

  it('Manage and Preview go to the specbook’s pages', async () => {
    fetchMock.mockResolvedValue(page([book(9, 'Kitchen')]));
    const { user } = setup();
    await openMenu(user, 'Kitchen');
    await user.click(screen.getByRole('menuitem', { name: 'Preview' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/specbooks/preview/9');
    await openMenu(user, 'Kitchen');
    await user.click(screen.getByRole('menuitem', { name: 'Manage' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/9');
  });

  it('Duplicate goes to the copy’s manage page; a 403 toasts the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(page([book(9, 'Kitchen')]));
    const { user } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: M.duplicateOwnOnly, errors: [{ field: null, message: M.duplicateOwnOnly }] }));
    await openMenu(user, 'Kitchen');
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText(M.duplicateOwnOnly)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: book(10, 'Kitchen (Copy)') }));
    fetchMock.mockResolvedValue(page([book(10, 'Kitchen (Copy)'), book(9, 'Kitchen')]));
    await openMenu(user, 'Kitchen');
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/10'));
    expect(calls()).toContain('POST /api/v4/user/7/specbook/9/duplicate');
  });

  it('a failed duplicate that is not a 403 toasts Unable to clone specbook', async () => {
    fetchMock.mockResolvedValueOnce(page([book(9, 'Kitchen')]));
    const { user } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Something went wrong. Please try again.' }));
    await openMenu(user, 'Kitchen');
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText(M.cloneFailed)).toBeInTheDocument();
  });

  it('remembers list view, asks for archived ones with the switch, and shows an empty state', async () => {
    fetchMock.mockResolvedValue(page([]));
    const { user, onAdd } = setup();
    expect(await screen.findByText('No specbooks yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Specbook' }));
    expect(onAdd).toHaveBeenCalled();
    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    await waitFor(() => expect(calls().some((c) => c.includes('includeArchived=true'))).toBe(true));
    await user.click(screen.getByText('List'));
    expect(window.localStorage.getItem(VIEW_MODE_KEY)).toBe('list');
  });

  it('renders the list view when it was chosen before', async () => {
    window.localStorage.setItem(VIEW_MODE_KEY, 'list');
    fetchMock.mockResolvedValue(page([book(1, 'Master Bath')]));
    setup();
    expect(await screen.findByRole('table', { name: 'Specbooks' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });
});
