import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { resetManageTest, spec, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
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
