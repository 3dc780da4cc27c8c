import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUSES } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook, TStatus } from '#shared/schemas/spec-specbook';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TTotalsBlock } from '#shared/schemas/totals';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { ManagePage } from './manage-page';

const BASE = '/api/v4/user/7/specbook/1';

function room(id: number | null, name: string, specCount: number, order = 0): TCategory {
  return {
    id,
    categoryID: id,
    specbookID: 1,
    name,
    order,
    orderID: order,
    note: null,
    specCount,
    totalSalesPrice: '0.00',
    totalListPrice: '0.00',
    totalShippingCost: '0.00',
    isMiscellaneousCategory: id === null,
    createdAt: null,
    updatedAt: null,
  };
}

function spec(joinID: number, name: string, categoryID: number | null, extra: Partial<TSpecSpecbook> = {}): TSpecSpecbook {
  return {
    id: joinID,
    joinID,
    specID: 100 + joinID,
    specbookID: 1,
    categoryID,
    categoryName: 'Kitchen',
    name,
    description: null,
    modelNumber: `M-${joinID}`,
    model: `M-${joinID}`,
    manufacturerID: 5,
    manufacturerName: 'Kohler',
    manufacturer: { id: 5, name: 'Kohler' },
    imageName: null,
    finishName: 'Chrome',
    collectionName: null,
    upc: null,
    global: true,
    archived: false,
    qty: 2,
    quantity: 2,
    order: 0,
    orderID: 0,
    isOptional: false,
    optional: false,
    price: {
      id: joinID,
      list: '100.00',
      listPrice: '100.00',
      listPriceLabel: null,
      sale: '80.00',
      salePrice: '80.00',
      salesPriceLabel: null,
      cost: '50.00',
      hasCost: true,
      multiplier: '0.8000',
      multiplierLabel: null,
      profit: '37.50',
      profitMargin: '37.50',
      shippingCost: null,
      qty: 2,
      quantity: 2,
      quotedDate: null,
      updatedAt: null,
      updatedBy: null,
      priceUpdatedBy: null,
    },
    status: { value: 'open', name: 'Open', color: '#333333', hexColor: '#333333' },
    statusLog: [{ status: 'open', email: 'seller@specfolio.test', created_at: '2024-05-03T12:00:00.000Z' }],
    total: '160.00',
    original: null,
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-01T12:00:00.000Z',
    ...extra,
  };
}

const specbook: TSpecbook = {
  id: 1,
  specbookID: 1,
  name: 'Johnson Master Bath',
  description: null,
  profile: { id: 2, name: 'Johnson Residence' },
  projectID: 2,
  userID: 7,
  pinned: false,
  archived: false,
  status: 'open',
  tax: '8.25',
  paymentTerms: null,
  shippingCalculation: true,
  hasProposal: false,
  expectedInstalledAt: null,
  expectedApprovedAt: null,
  createdAt: '2024-05-01T12:00:00.000Z',
  updatedAt: '2024-05-01T12:00:00.000Z',
  links: {},
};

const line = { total: '173.20', subtotal: '160.00', savings: '40.00', shipping: '0.00', tax: '13.20' };
const block: TTotalsBlock = { list: '200.00', sale: '160.00', cost: '100.00', profit: '60.00', summary: { all: line, list: line, sale: line } };
const statuses: TStatus[] = STATUSES.map((s) => ({
  ...s,
  color: s.hexColor,
  isActive: true,
  createDateTime: '2024-01-01T00:00:00.000Z',
  updateDateTime: '2024-01-01T00:00:00.000Z',
}));

type THandler = (url: URL, init: RequestInit) => Response | undefined;
let handlers: THandler[];
let fetchMock: ReturnType<typeof vi.fn>;

/** Requests sent so far: method, path with query, parsed body. */
function sent() {
  return fetchMock.mock.calls.map(([url, init]) => {
    const i = (init ?? {}) as RequestInit;
    return { method: i.method ?? 'GET', url: String(url), body: i.body ? (JSON.parse(String(i.body)) as unknown) : undefined };
  });
}

function page(list: TSpecSpecbook[]) {
  const pagination = { base: '/api', currentPage: 1, perPage: 100, total: list.length, lastPage: 1, next: null, prev: null, path: '/x' };
  return jsonResponse(200, { data: list, _pagination: pagination, meta: { current_page: 1, last_page: 1, per_page: 100, total: list.length } });
}

/** The default answers of a specbook with rooms Kitchen (one spec) and Bath (empty). */
function defaults(specs: TSpecSpecbook[] = [spec(11, 'Widespread Faucet', 1)]): THandler {
  return (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (method !== 'GET') return undefined;
    if (path === '/api/v4/user/7/account/settings') return jsonResponse(200, { data: [{ key: 'management.collapse_all', effective: 'false' }] });
    if (path === '/api/v4/user/7/statuses') return jsonResponse(200, { data: statuses });
    if (path === BASE) return jsonResponse(200, { data: specbook });
    if (path === `${BASE}/categories`) return jsonResponse(200, { data: [room(1, 'Kitchen', specs.length, 0), room(2, 'Bath', 0, 1)] });
    if (path === `${BASE}/totals` || /\/categories\/[^/]+\/totals$/.test(path)) {
      return jsonResponse(200, { data: { quoted: block, approved: block, optional: block, all: block, uncategorized: { quoted: block, approved: block } } });
    }
    if (path === `${BASE}/specs`) return page(url.searchParams.get('categoryID') === '1' ? specs : []);
    return undefined;
  };
}

beforeEach(() => {
  handlers = [];
  fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    for (const h of [...handlers, defaults()]) {
      const res = h(url, init);
      if (res) return Promise.resolve(res);
    }
    return Promise.resolve(jsonResponse(404, { message: 'not stubbed' }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  renderWithProviders(<ManagePage userId={7} specbookId={1} roleNames={[]} />);
  return userEvent.setup();
}

describe('ManagePage', () => {
  it('shows the header with totals, the rooms in order and the specs of open rooms', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Johnson Master Bath' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Tax')).toHaveTextContent('8.25%');
    expect(screen.getByLabelText('Total')).toHaveTextContent('$173.20');
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Kitchen', 'Bath']);
    expect(await screen.findByText('Widespread Faucet')).toBeInTheDocument();
    expect(await screen.findByText('No specs in this room yet')).toBeInTheDocument();
  });

  it('offers only userManaged statuses and PATCHes the chosen one', async () => {
    handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11`
        ? jsonResponse(200, { data: spec(11, 'Widespread Faucet', 1, { status: { value: 'approved', name: 'Approved', color: '#4068f1', hexColor: '#4068f1' } }) })
        : undefined,
    );
    const user = setup();
    const inputs = await screen.findAllByLabelText('Status of Widespread Faucet');
    await user.click(inputs.find((el) => el.tagName === 'INPUT') as HTMLElement);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(STATUSES.filter((s) => s.userManaged).map((s) => s.name));
    expect(options).not.toContain('Invoiced');
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await waitFor(() =>
      expect(sent().find((c) => c.method === 'PATCH')).toEqual({
        method: 'PATCH',
        url: `${BASE}/specs/11`,
        body: { updateSpecSpecbookRequest: { SpecSpecbook: { status: { value: 'approved' } } } },
      }),
    );
    expect(await screen.findByText(M.specUpdated)).toBeInTheDocument();
  });

  it('sends one {fieldType, fieldValue} when a price field is left and shows the new line total', async () => {
    const updated = spec(11, 'Widespread Faucet', 1);
    handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11/price`
        ? jsonResponse(200, { data: { id: 11, joinID: 11, price: { ...updated.price, list: '250.00', sale: '200.00' }, total: '400.00' } })
        : undefined,
    );
    const user = setup();
    const list = await screen.findByRole('textbox', { name: 'List of Widespread Faucet' });
    await user.clear(list);
    await user.type(list, '250{Enter}');
    await waitFor(() => expect(sent().filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(sent().find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `${BASE}/specs/11/price`,
      body: { fieldType: 'price', fieldValue: '250' },
    });
    expect(await screen.findByLabelText('Total of Widespread Faucet')).toHaveTextContent('$400.00');
    expect(screen.getByRole('textbox', { name: 'Sale of Widespread Faucet' })).toHaveValue('200.00');
  });

  it('deletes a room holding specs only after confirming the server’s 412 question', async () => {
    const question = 'This room has 1 spec. Delete the room and remove it from this specbook?';
    handlers.push((url, init) => {
      if (init.method !== 'DELETE' || url.pathname !== `${BASE}/categories/1`) return undefined;
      return url.searchParams.get('forceDelete') === 'true'
        ? jsonResponse(200, { data: { message: 'Deleted', id: 1, removedSpecs: 1 } })
        : jsonResponse(412, { message: question, errors: [] });
    });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Room actions for Kitchen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    expect(sent().filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${BASE}/categories/1`]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent().filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        `${BASE}/categories/1`,
        `${BASE}/categories/1?forceDelete=true`,
      ]),
    );
    expect(await screen.findByText(M.categoryDeleted)).toBeInTheDocument();
  });

  it('shows a 422 on delete as an error toast without asking', async () => {
    handlers.push((url, init) =>
      init.method === 'DELETE' ? jsonResponse(422, { message: 'This room cannot be deleted.', errors: [] }) : undefined,
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Room actions for Kitchen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('This room cannot be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
