import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPurchaseOrderDraft, TPurchaseOrderLine } from '#shared/schemas/purchase-order';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { jsonResponse } from '#client/test/render';
import { CreatePurchaseOrdersModal } from './create-purchase-orders-modal';

const U = '/api/v4/user/7';
const BASE = `${U}/specbook/42`;
const status = (value: string) => ({ value, name: value, id: 1, hexColor: '#000' });
const spec = (joinID: number, categoryID: number, name: string, extra: { status?: string; isOptional?: boolean } = {}) => ({
  joinID,
  id: joinID,
  specID: joinID + 1000,
  categoryID,
  name,
  manufacturerName: 'Kohler',
  modelNumber: `K-${joinID}`,
  qty: 2,
  status: status(extra.status ?? 'approved'),
  isOptional: extra.isOptional ?? false,
});
const categories = [
  { id: 1, categoryID: 1, name: 'Primary Bath', specCount: 3 },
  { id: 2, categoryID: 2, name: 'Kitchen', specCount: 2 },
];
const specs = [
  spec(11, 1, 'Purist Faucet'),
  spec(12, 1, 'Memoirs Toilet'),
  spec(13, 1, 'Mirror Cabinet', { status: 'rejected' }),
  spec(21, 2, 'Sensate Faucet'),
  spec(22, 2, 'Range Hood', { isOptional: true }),
];
const pagination = { currentPage: 1, lastPage: 1, perPage: 100, total: 5, next: null, prev: null };

const seller = (id: number, name: string, preferred = false) => ({ id, name, email: `${id}@vendor.test`, preferred });
const line = (joinId: number, name: string, price: string | null): TPurchaseOrderLine => ({
  id: joinId,
  joinID: joinId,
  specID: joinId + 1000,
  name,
  modelNumber: `K-${joinId}`,
  manufacturerName: 'Kohler',
  categoryID: 1,
  categoryName: 'Primary Bath',
  quantity: 2,
  price,
  total: price === null ? null : (Number(price) * 2).toFixed(2),
  shippingCost: '0.00',
  status: 'approved',
  shipping: { method: null },
  leadTime: '1-2 weeks',
  inventory: { status: 'in_stock', quantity: 5 },
  source: { specbook: 42, specbookSpec: joinId },
});
const draft = (s: ReturnType<typeof seller>, lines: TPurchaseOrderLine[], total: string): TPurchaseOrderDraft => ({
  seller: s,
  specs: lines,
  specCount: lines.length,
  subtotal: total,
  shipping: '0.00',
  total,
  missingPrices: lines.filter((l) => l.price === null).length,
});
const LAKE = seller(5, 'Lake Supply', true);
const HARBOR = seller(6, 'Harbor Wholesale');
const oneSellerAnswer = {
  data: [draft(LAKE, [line(11, 'Purist Faucet', '100.00'), line(12, 'Memoirs Toilet', null)], '200.00')],
  meta: { total: '200.00', unassigned: [{ id: 21, name: 'Sensate Faucet', modelNumber: 'K-21' }] },
};
const twoSellerAnswer = {
  data: [draft(LAKE, [line(11, 'Purist Faucet', '100.00')], '200.00'), draft(HARBOR, [line(12, 'Memoirs Toilet', '50.00')], '100.00')],
  meta: { total: '300.00', unassigned: [] },
};
const offers = [
  ...[LAKE, HARBOR].map((s, i) => ({ id: 90 + i, seller: { ...s, ownStock: false }, price: i ? '50.00' : '60.00', leadTime: null, inventory: { status: null, quantity: null } })),
  { id: 99, seller: { ...seller(9, 'Our stock'), ownStock: true }, price: '30.00', leadTime: null, inventory: { status: 'in_stock', quantity: 3 } },
];

/** calculate answers two drafts once the body moves a spec to a seller, otherwise one draft and an unassigned spec. */
const calculate: THandler = (url, init) => {
  if (init.method !== 'POST' || url.pathname !== `${BASE}/purchaseorders/calculate`) return undefined;
  const body = JSON.parse(String(init.body)) as { calculatePurchaseOrdersRequest: { PurchaseOrder: { sellers: unknown[] } } };
  return jsonResponse(200, body.calculatePurchaseOrdersRequest.PurchaseOrder.sellers.length ? twoSellerAnswer : oneSellerAnswer);
};

/** execute: the first call answers `firstStatus`, the others 201 with an order of the body's seller. */
function execute(firstStatus: number): THandler {
  let calls = 0;
  return (url, init) => {
    if (init.method !== 'POST' || url.pathname !== `${BASE}/purchaseorders`) return undefined;
    calls += 1;
    if (calls === 1 && firstStatus !== 201) return jsonResponse(firstStatus, { message: 'Server error' });
    const { sellers } = (JSON.parse(String(init.body)) as { executePurchaseOrderRequest: { PurchaseOrder: { sellers: { id: number }[] } } }).executePurchaseOrderRequest.PurchaseOrder;
    return jsonResponse(201, { data: { id: 500 + calls, name: `Johnson #${500 + calls}`, seller: sellers[0]?.id === 5 ? LAKE : HARBOR } });
  };
}

function setup(firstExecuteStatus = 201) {
  const stub = stubFetch([
    on('GET', `${BASE}/categories`, 200, { data: categories }),
    on('GET', `${BASE}/specs`, 200, { data: specs, _pagination: pagination }),
    on('GET', `${U}/specs/1012/sellers`, 200, { data: offers }),
    calculate,
    execute(firstExecuteStatus),
  ]);
  const onCreated = vi.fn();
  renderWithProviders(<CreatePurchaseOrdersModal userId={7} specbookId={42} opened onClose={vi.fn()} onCreated={onCreated} />);
  return { ...stub, onCreated, user: userEvent.setup() };
}
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const calculateBodies = (sent: ReturnType<typeof setup>['sent']) =>
  sent()
    .filter((r) => r.path === `${BASE}/purchaseorders/calculate`)
    .map((r) => (r.body as { calculatePurchaseOrdersRequest: unknown }).calculatePurchaseOrdersRequest);
/** The Idempotency-Key of every execute call, in order. */
const executeKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input).endsWith('/specbook/42/purchaseorders') && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

afterEach(resetStubs);

describe('CreatePurchaseOrdersModal, choosing specs', () => {
  it('lists the rooms; rejected and optional specs are disabled with the reason and not counted', async () => {
    setup();
    expect(await screen.findByRole('checkbox', { name: 'Primary Bath' })).not.toBeChecked();
    expect(box('Mirror Cabinet')).toBeDisabled();
    expect(box('Range Hood')).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Primary Bath' })).getByText('Rejected')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Kitchen' })).getByText('Optional')).toBeInTheDocument();
    expect(screen.getByLabelText('Primary Bath: 0 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Kitchen: 0 of 1')).toBeInTheDocument();
    expect(screen.getByText('0 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate orders' })).toBeDisabled();
  });

  it('a room toggle selects all of its orderable specs, and again none', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Primary Bath' }));
    expect(box('Purist Faucet')).toBeChecked();
    expect(box('Memoirs Toilet')).toBeChecked();
    expect(box('Mirror Cabinet')).not.toBeChecked();
    expect(screen.getByLabelText('Primary Bath: 2 of 2')).toBeInTheDocument();
    await user.click(box('Primary Bath'));
    expect(box('Purist Faucet')).not.toBeChecked();
    expect(screen.getByLabelText('Primary Bath: 0 of 2')).toBeInTheDocument();
  });

  it('an exception makes the room partly chosen and clears "all"; calculate sends category.id in + id notin', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await user.click(box('Memoirs Toilet'));
    expect(box('Primary Bath')).not.toBeChecked();
    expect(box('Primary Bath')).toHaveAttribute('data-indeterminate', 'true');
    expect(box('Select all')).not.toBeChecked();
    expect(screen.getByLabelText('Primary Bath: 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate orders' }));
    await screen.findByRole('region', { name: 'Lake Supply' });
    expect(calculateBodies(sent)[0]).toEqual({ filter: { any: [{ 'category.id': { in: [1, 2] } }, { id: { notin: [12] } }] }, PurchaseOrder: { sellers: [] } });
  });

  it('putting the last exception back makes the room whole again and sets "all"', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(box('Memoirs Toilet'));
    await user.click(box('Memoirs Toilet'));
    expect(box('Primary Bath')).toBeChecked();
    expect(box('Select all')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Calculate orders' }));
    await screen.findByRole('region', { name: 'Lake Supply' });
    expect(calculateBodies(sent)[0]).toEqual({ filter: { any: [] }, PurchaseOrder: { sellers: [] } });
  });
});

describe('CreatePurchaseOrdersModal, drafts and creation', () => {
  async function toDrafts(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Calculate orders' }));
    return screen.findByRole('region', { name: 'Lake Supply' });
  }

  it('shows each seller (star when preferred) with its lines, flags lines without a price, lists unassigned specs and the Total', async () => {
    const { user } = setup();
    const lake = await toDrafts(user);
    expect(within(lake).getByRole('heading', { name: '★ Lake Supply' })).toBeInTheDocument();
    expect(within(lake).getByText('$100.00')).toBeInTheDocument();
    expect(within(lake).getByText('No price')).toBeInTheDocument();
    expect(within(lake).getByText('1 line has no price and is left out of the total.')).toBeInTheDocument();
    expect(within(lake).getAllByText('In Stock (5)')).toHaveLength(2);
    expect(screen.getByText('No seller offers these specs')).toBeInTheDocument();
    expect(screen.getByText('Sensate Faucet · K-21')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Vendors' })).toHaveAttribute('href', '/v4/vendors');
    expect(screen.getByLabelText('Total of all orders')).toHaveTextContent('$200.00');
    expect(screen.getByRole('button', { name: 'Create 1 purchase order' })).toBeEnabled();
  });

  it("changing a spec's seller reads its vendors' offers (not the own stock) and recalculates with that seller", async () => {
    const { user, sent } = setup();
    await toDrafts(user);
    await user.click(screen.getByRole('combobox', { name: 'Seller of Memoirs Toilet in Primary Bath' }));
    expect(await screen.findByRole('option', { name: '★ Lake Supply · $60.00' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Our stock/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Harbor Wholesale · $50.00' }));
    expect(await screen.findByRole('region', { name: 'Harbor Wholesale' })).toBeInTheDocument();
    expect(sent().some((r) => r.path === `${U}/specs/1012/sellers`)).toBe(true);
    expect(calculateBodies(sent).at(-1)).toEqual({ filter: { any: [] }, PurchaseOrder: { sellers: [{ id: 6, specs: [12] }] } });
    expect(screen.getByLabelText('Total of all orders')).toHaveTextContent('$300.00');
  });

  it('creates one order per seller, each with its own Idempotency-Key; a retry after a failure reuses the keys', async () => {
    const { user, sent, onCreated } = setup(500);
    await toDrafts(user);
    await user.click(screen.getByRole('combobox', { name: 'Seller of Memoirs Toilet in Primary Bath' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Wholesale · $50.00' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 purchase orders' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('0 of 2 created')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 purchase orders created.')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 created')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    const executes = sent().filter((r) => r.path === `${BASE}/purchaseorders` && r.method === 'POST');
    expect(executes.map((r) => r.body)).toEqual([
      { executePurchaseOrderRequest: { PurchaseOrder: { sellers: [{ id: 5, specs: [11] }] } } },
      { executePurchaseOrderRequest: { PurchaseOrder: { sellers: [{ id: 5, specs: [11] }] } } },
      { executePurchaseOrderRequest: { PurchaseOrder: { sellers: [{ id: 6, specs: [12] }] } } },
    ]);
    const [failed, retried, second] = executeKeys();
    expect(failed).toBeTruthy();
    expect(retried).toBe(failed);
    expect(second).not.toBe(failed);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
  });
});
