import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPurchaseOrderLine, TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { PurchaseOrdersPanel } from './purchase-orders-panel';

const U = '/api/v4/user/7';
const line: TPurchaseOrderLine = {
  id: 301,
  joinID: 301,
  specID: 1001,
  name: 'Purist Faucet',
  modelNumber: 'K-11',
  manufacturerName: 'Kohler',
  categoryID: 9,
  categoryName: 'Primary Bath',
  quantity: 2,
  price: '100.00',
  total: '200.00',
  shippingCost: '0.00',
  status: 'ordered',
  shipping: { method: null },
  leadTime: '1-2 weeks',
  inventory: { status: 'in_stock', quantity: 5 },
  source: { specbook: 42, specbookSpec: 11 },
};
const order = (id: number, status: TSpecbookPurchaseOrder['status'], seller: { id: number; name: string; email: string | null; preferred: boolean }): TSpecbookPurchaseOrder => ({
  id,
  name: `Johnson Bath #${id}`,
  archived: false,
  status,
  shippingCost: '0.00',
  shippingCalculation: false,
  sourceSpecbook: { id: 42, name: 'Johnson Bath' },
  seller,
  links: { especbook: `/v4/especbook/${id}` },
  user: { id: 7, name: 'Maya', email: 'maya@example.com' },
  specCount: 1,
  subtotal: '200.00',
  total: '200.00',
  sentAt: null,
  createdAt: '2026-03-05T15:00:00.000Z',
  updatedAt: '2026-03-05T15:00:00.000Z',
  specs: [line],
});
const LAKE = { id: 5, name: 'Lake Supply', email: 'orders@lake.example', preferred: true };
const HARBOR = { id: 6, name: 'Harbor Wholesale', email: null, preferred: false };
const orders = [order(301, 'ready_to_order', LAKE), order(300, 'confirmed', HARBOR)];

function setup(list: TSpecbookPurchaseOrder[] = orders) {
  const stub = stubFetch([
    on('GET', `${U}/specbook/42/purchaseorders`, 200, { data: list }),
    on('GET', `${U}/purchaseorder/301`, 200, { data: orders[0] }),
    on('GET', `${U}/purchaseorder/300`, 200, { data: orders[1] }),
    on('PATCH', `${U}/purchaseorder/301`, 200, { data: { ...orders[0], status: 'confirmed' } }),
    on('POST', `${U}/purchaseorder/301/send`, 200, { data: orders[0] }),
    on('PATCH', `${U}/specbook/301/specs/301`, 200, { data: {} }),
  ]);
  const onChanged = vi.fn();
  renderWithProviders(<PurchaseOrdersPanel userId={7} specbookId={42} onChanged={onChanged} />);
  return { ...stub, onChanged, user: userEvent.setup() };
}

afterEach(resetStubs);

describe('PurchaseOrdersPanel', () => {
  it('says there are no purchase orders yet', async () => {
    setup([]);
    expect(await screen.findByText('No purchase orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Purchase Orders' })).toBeInTheDocument();
  });

  it('lists the orders: name, seller (star when preferred), status, spec count, total, created date MM/DD/YYYY', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Purchase Orders' });
    const [first, second] = within(table).getAllByTestId('purchase-order-row');
    expect(first).toHaveTextContent('Johnson Bath #301');
    expect(first).toHaveTextContent('★ Lake Supply');
    expect(within(first!).getByText('Ready to Order')).toBeInTheDocument();
    expect(first).toHaveTextContent('$200.00');
    expect(first).toHaveTextContent('03/05/2026');
    expect(within(second!).getByText('Confirmed')).toBeInTheDocument();
  });

  it("changes an order's status and sends it to its vendor", async () => {
    const { user, sent, onChanged } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open Johnson Bath #301' }));
    expect(await screen.findByRole('heading', { name: 'Johnson Bath #301' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open e-Specbook' })).toHaveAttribute('href', '/v4/especbook/301');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    expect(await screen.findByText('Purchase order updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to vendor' }));
    expect(await screen.findByText('Purchase order sent to the vendor.')).toBeInTheDocument();
    const calls = sent().filter((r) => r.method !== 'GET');
    expect(calls.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', `${U}/purchaseorder/301`, { updatePurchaseOrderRequest: { PurchaseOrder: { status: 'confirmed' } } }],
      ['POST', `${U}/purchaseorder/301/send`, {}],
    ]);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it("sets a line's shipping method through the spec of the purchase-order specbook", async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open Johnson Bath #301' }));
    await user.click(await screen.findByRole('combobox', { name: 'Shipping method of Purist Faucet in Primary Bath' }));
    await user.click(await screen.findByRole('option', { name: 'Schedule Pick Up' }));
    expect(await screen.findByText('Shipping method saved.')).toBeInTheDocument();
    expect(sent().find((r) => r.method === 'PATCH')?.body).toEqual({ updateSpecSpecbookRequest: { SpecSpecbook: { shipping: { method: 'schedule_pickup' } } } });
  });

  it('a vendor without an e-mail address cannot be sent the order', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open Johnson Bath #300' }));
    expect(await screen.findByRole('button', { name: 'Send to vendor' })).toBeDisabled();
  });
});
