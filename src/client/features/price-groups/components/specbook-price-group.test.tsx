import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';
import type { TPriceChange } from '#shared/schemas/price-update';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ADVANCED_ACCESS_MESSAGES as AM } from '#shared/lib/advanced-access-messages';
import { UNLOCK_PRICES_LABEL } from './price-review';
import { SpecbookPriceGroup } from './specbook-price-group';

const U = '/api/v4/user/7';
const SB = `${U}/specbook/3`;
const T = '2024-05-01T12:00:00.000Z';
const pagination = { base: '/api', currentPage: null, perPage: 100, total: null, lastPage: null, next: null, prev: null, path: `${U}/pricegroup` };
const trade = { id: 4, name: 'Trade', types: 'custom' as const, erpPriceClassId: null, erpRefreshedAt: null, userId: 7, multiplier: '0.5000', profit: null, specbookCount: 0, createdAt: T, updatedAt: T };

function change(joinID: number, name: string, list: string, after: string): TPriceChange {
  const price = (sale: string, multiplier: string | null) => ({ listPrice: list, salePrice: sale, multiplier, cost: null, profitMargin: '100.00', total: (Number(sale) * 2).toFixed(2) });
  return { id: joinID, joinID, specID: joinID + 100, categoryID: null, name, modelNumber: `M-${joinID}`, manufacturerName: 'Aquaterra', qty: 2, before: price(list, '1.0000'), after: price(after, '0.5000') };
}
const FAUCET = change(11, 'Vessel Faucet', '100.00', '50.00');
const TUB = change(12, 'Soaking Tub', '2000.00', '1000.00');

afterEach(resetStubs);

describe('SpecbookPriceGroup', () => {
  it('reviews the specs a new group reprices, leaves one out, applies and toasts the spec’s message', async () => {
    const api = stubFetch([
      on('GET', `${U}/pricegroup`, 200, { data: [trade], _pagination: pagination }),
      on('GET', `${SB}/specs/updatable`, 200, { data: [FAUCET, TUB], summary: { count: 2, before: '4200.00', after: '2100.00' } }),
      on('POST', `${SB}/specs/prices/bulk`, 200, { data: { updated: 1, message: M.pricesSaved } }),
    ]);
    const onChanged = vi.fn();
    renderWithProviders(<SpecbookPriceGroup userId={7} specbookId={3} priceGroup={null} onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Price group: None' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price group and prices' });
    const select = await waitFor(() => within(dialog).getAllByLabelText('Price group').find((el) => el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden')!);
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Trade' }));

    const table = await within(dialog).findByRole('table', { name: 'Updatable specs' });
    expect(within(table).getByLabelText('Sale price of Vessel Faucet')).toHaveTextContent('$100.00 → $50.00');
    const query = api.sent().find((r) => r.path === `${SB}/specs/updatable` && r.query.get('priceGroup') === '4')!.query;
    expect(query.get('priceGroupChanged')).toBe('true');
    expect(within(dialog).getByLabelText('Price change summary')).toHaveTextContent('2 of 2 specs will change');
    await user.click(within(table).getByRole('checkbox', { name: 'Update Soaking Tub' }));
    expect(within(dialog).getByLabelText('Price change summary')).toHaveTextContent('Total $200.00 → $100.00');

    await user.click(within(dialog).getByRole('button', { name: 'Update 1 price' }));
    expect(await screen.findByText(M.pricesSaved)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    const post = api.sent().find((r) => r.method === 'POST')!.body as { bulkUpdatePricesRequest: { priceGroup: unknown; priceGroupChanged: boolean; specs: { joinId: number }[] } };
    expect(post.bulkUpdatePricesRequest).toMatchObject({ priceGroup: { id: 4 }, priceGroupChanged: true, specs: [{ joinId: 11, salePrice: '50.00' }] });
  });

  it('shows the spec’s failure toast when the update fails', async () => {
    stubFetch([
      on('GET', `${U}/pricegroup`, 200, { data: [trade], _pagination: pagination }),
      on('GET', `${SB}/specs/updatable`, 200, { data: [FAUCET], summary: { count: 1, before: '200.00', after: '100.00' } }),
      on('POST', `${SB}/specs/prices/bulk`, 500, { message: 'boom' }),
    ]);
    renderWithProviders(<SpecbookPriceGroup userId={7} specbookId={3} priceGroup={{ id: 4, name: 'Trade' }} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Price group: Trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price group and prices' });
    await user.click(await within(dialog).findByRole('button', { name: 'Update 1 price' }));
    expect(await screen.findByText(M.refreshFailed)).toBeInTheDocument();
  });

  it('without advanced access: the prices show, applying them is locked and the lock offers the code', async () => {
    const api = stubFetch([
      on('GET', `${U}/pricegroup`, 200, { data: [trade], _pagination: pagination }),
      on('GET', `${SB}/specs/updatable`, 200, { data: [FAUCET], summary: { count: 1, before: '200.00', after: '100.00' } }),
    ]);
    renderWithProviders(<SpecbookPriceGroup userId={7} specbookId={3} priceGroup={{ id: 4, name: 'Trade' }} advancedPricingLocked onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Price group: Trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price group and prices' });
    expect(await within(dialog).findByLabelText('Sale price of Vessel Faucet')).toHaveTextContent('$100.00 → $50.00');
    expect(within(dialog).getByText(AM.forbidden)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update 1 price' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: UNLOCK_PRICES_LABEL })).toBeEnabled();
    expect(api.sent().some((r) => r.method === 'POST')).toBe(false);
  });
});
