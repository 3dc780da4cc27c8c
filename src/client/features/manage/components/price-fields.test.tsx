import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '#client/lib/i18n';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { BASE, resetManageTest, spec, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
import { ManagePage } from './manage-page';
import { NO_FIGURE } from './price-fields';

preloadDragAndDrop();

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
});
afterEach(resetManageTest);

/** A catalogue spec as assigned: list and sale from the catalogue, no cost, no multiplier stored. */
function catalogueSpec() {
  const base = spec(11, 'Widespread Faucet', 1);
  return {
    ...base,
    price: { ...base.price, cost: null, hasCost: false, multiplier: null, profit: '80.00', profitMargin: '100.00' },
  };
}

describe('margin and multiplier of a spec', () => {
  it("show '—' for the margin until a cost exists, and the multiplier the sale price implies", async () => {
    api.kitchenSpecs = [catalogueSpec()];
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
    const margin = await screen.findByRole('textbox', { name: 'Margin of Widespread Faucet' });
    expect(margin).toHaveValue('');
    expect(margin).toHaveAttribute('placeholder', NO_FIGURE);
    expect(screen.getByRole('textbox', { name: 'Multiplier of Widespread Faucet' })).toHaveValue('0.8000');
  });

  it('show the stored margin once the spec has a cost', async () => {
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
    expect(await screen.findByRole('textbox', { name: 'Margin of Widespread Faucet' })).toHaveValue('37.50');
  });
});

describe('price fields in pt-BR', () => {
  beforeEach(() => setLocale('pt-br'));
  afterEach(() => setLocale('en-us'));

  it('show US$ and comma decimals, and send what the user typed the Brazilian way as the API reads it', async () => {
    api.handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11/price`
        ? jsonResponse(200, { data: { id: 11, joinID: 11, price: { ...spec(11, 'Widespread Faucet', 1).price, list: '1234.50' }, total: '160.00' } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
    const list = await screen.findByRole('textbox', { name: 'Preço de tabela de Widespread Faucet' });
    expect(list).toHaveValue('100,00');
    expect(screen.getAllByText('US$').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Preço de venda de Widespread Faucet' })).toHaveValue('80,00');
    await user.clear(list);
    await user.type(list, '1.234,50{Enter}');
    await waitFor(() => expect(api.sent().find((c) => c.method === 'PATCH')?.body).toEqual({ fieldType: 'price', fieldValue: '1234.50' }));
    await waitFor(() => expect(list).toHaveValue('1234,50'));
  });
});
