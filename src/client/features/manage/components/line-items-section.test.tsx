import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import type { TLineItem } from '#shared/schemas/line-item';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { BASE, resetManageTest, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
import { LINE_ITEMS_EXPLAINED } from './line-items-section';
import { ManagePage } from './manage-page';

preloadDragAndDrop();

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
});
afterEach(resetManageTest);

function lineItem(id: number, name: string, fields: Partial<TLineItem> = {}): TLineItem {
  return {
    id,
    specbookID: 1,
    name,
    quantity: 2,
    isTaxable: true,
    isShipping: false,
    deleted: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    deleteDatetime: null,
    listPrice: '100.00',
    salePrice: '80.00',
    unitPrice: '80.00',
    total: '160.00',
    listTotal: '200.00',
    status: { specbookLineStatusId: 2, specbookLineStatusName: 'Approved', specbookLineStatusIsFinancial: true },
    ...fields,
  };
}

/** The manage page, which loads its Line Items section lazily below the rooms. */
function setup() {
  renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
  return userEvent.setup();
}

const writes = () => api.sent().filter((c) => c.method !== 'GET');
const reads = (path: string) => api.sent().filter((c) => c.method === 'GET' && c.url.startsWith(`${BASE}${path}`));

describe('Line Items section', () => {
  it('explains line items when there are none', async () => {
    setup();
    expect(await screen.findByText(LINE_ITEMS_EXPLAINED)).toBeInTheDocument();
  });

  it('lists name, quantity, unit price, total, flags and status', async () => {
    api.lineItems = [lineItem(1, 'Installation labour'), lineItem(2, 'Delivery', { isShipping: true, isTaxable: false, quantity: 1, unitPrice: '75.00', total: '75.00', status: { specbookLineStatusId: 1, specbookLineStatusName: 'Quoted', specbookLineStatusIsFinancial: false } })];
    setup();
    const table = await screen.findByRole('table', { name: 'Line items' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Installation labour', '2', '$80.00', '$160.00', 'Taxable', 'Approved', ''],
      ['Delivery', '1', '$75.00', '$75.00', 'Shipping', 'Quoted', ''],
    ]);
  });

  it('adds a line item from the dialog, checked by the shared rules, then reloads the list and the totals', async () => {
    api.handlers.push((url, init) => {
      if (init.method !== 'POST' || url.pathname !== `${BASE}/lineitems`) return undefined;
      api.lineItems = [lineItem(5, 'Haul away', { quantity: 1, listPrice: null, salePrice: '35.00', unitPrice: '35.00', total: '35.00' })];
      return jsonResponse(201, { data: api.lineItems[0] });
    });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Line Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add line item' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.priceRequired)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Haul away');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sale price' }), '35');
    await waitFor(() => expect(reads('/totals')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(M.added)).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: `${BASE}/lineitems`,
        body: { createLineItemRequest: { LineItem: { name: 'Haul away', quantity: 1, listPrice: null, salePrice: '35', isTaxable: false, isShipping: false, status: 'approved' } } },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Haul away' })).toBeInTheDocument();
    await waitFor(() => expect(reads('/totals'), 'the page totals are read again').toHaveLength(2));
  });

  it("shows 'Unable to add line item to the specbook' when the server fails", async () => {
    api.handlers.push((url, init) => (init.method === 'POST' && url.pathname === `${BASE}/lineitems` ? jsonResponse(500, { message: 'boom' }) : undefined));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Line Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add line item' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fee');
    await user.type(within(dialog).getByRole('textbox', { name: 'List price' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(M.addFailed)).toBeInTheDocument();
  });

  it("removes after confirmation with 'Line item removed successfully'", async () => {
    api.lineItems = [lineItem(1, 'Installation labour')];
    api.handlers.push((url, init) => {
      if (init.method !== 'DELETE' || url.pathname !== `${BASE}/lineitems/1`) return undefined;
      const removed = { ...api.lineItems[0]!, deleted: true };
      api.lineItems = [];
      return jsonResponse(200, { data: removed });
    });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Installation labour' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(M.removed)).toBeInTheDocument();
    expect(writes()).toMatchObject([{ method: 'DELETE', url: `${BASE}/lineitems/1` }]);
    expect(await screen.findByText(LINE_ITEMS_EXPLAINED)).toBeInTheDocument();
  });

  it("shows 'Unable to fetch list items' with a retry when the list fails", async () => {
    api.handlers.push((url) => (url.pathname === `${BASE}/lineitems` ? jsonResponse(500, { message: 'boom' }) : undefined));
    setup();
    expect(await screen.findByText(M.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(reads('/lineitems').length).toBeGreaterThan(0));
  });
});
