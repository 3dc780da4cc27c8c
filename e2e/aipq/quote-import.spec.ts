import type { Page } from '@playwright/test';
import { quoteDefinitions, renderQuote, type QuoteDefinition, type QuoteLine } from '../../bench/aipq-corpus/generate';
import { DRAIN, emptySpecbook, FAUCET } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, room } from '../support/workspace';

/**
 * The AI PDF-quote import (spec/business-records.md §2 wizard, issue 19): the seller opens a
 * specbook's import from the Documents menu, uploads a generated quote with two sections (Kitchen,
 * Master Bath) whose lines are demo catalogue products and one unknown model, keeps the page,
 * extracts with the layout engine, checks and adjusts the pre-filled map, imports, and finds the
 * two rooms with priced specs on the manage page and the unknown model among the missing products.
 */

/** A model in no catalogue: each pass has its own (the first import adds it to the account's own specs, where the next would find it). */
const UNKNOWN = { models: { 1280: 'ZX-9981-QT', 375: 'ZX-7740-KR' }, name: 'Heated Towel Warmer 24 in.', manufacturer: 'Nordvik Radiant' } as const;
type TWidth = keyof typeof UNKNOWN.models;

/** One printed line of the quote. */
function line(room: string, model: string, name: string, manufacturer: string, quantity: number, unitPrice: string): QuoteLine {
  const amount = (Math.round(Number(unitPrice) * 100) * quantity) / 100;
  return { room, model, name, manufacturer, quantity, unitPrice, amount: amount.toFixed(2) };
}

/** The quote: the corpus's model-first layout with rooms (02), our own lines. */
async function quotePdf(unknownModel: string): Promise<Buffer> {
  const base = quoteDefinitions().find((d) => d.file === '02-model-first-rooms')!;
  const def: QuoteDefinition = {
    ...base,
    file: 'e2e-two-rooms',
    supplier: 'Harbor Bath & Kitchen',
    quoteNumber: 'Q-E2E-1',
    lines: [
      line('Kitchen', FAUCET.model, FAUCET.name, 'Aquaterra', 2, '360.58'),
      line('Kitchen', DRAIN.model, DRAIN.name, 'Cascade Plumbing Works', 1, '351.20'),
      line('Master Bath', DRAIN.model, DRAIN.name, 'Cascade Plumbing Works', 3, '351.20'),
      line('Master Bath', unknownModel, UNKNOWN.name, UNKNOWN.manufacturer, 1, '289.00'),
    ],
  };
  return (await renderQuote(def)).pdf;
}

/** Goes through the wizard on a new specbook, taking a screenshot of each step; answers the specbook id. */
async function importQuote(page: Page, width: TWidth): Promise<number> {
  const unknownModel = UNKNOWN.models[width];
  const pdf = await quotePdf(unknownModel);
  const specbookId = await emptySpecbook(page, `E2E PDF quote ${width} ${Date.now().toString(36)}`);
  await page.goto(`/v4/specbooks/manage/${specbookId}`);
  await page.getByRole('button', { name: 'Documents' }).click();
  await page.getByRole('menuitem', { name: 'Import a PDF quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/v4/specbooks/manage/${specbookId}/integration/aipq$`));
  await expect(page.getByRole('heading', { level: 1, name: 'AI PDF-Quote Import' })).toBeVisible();
  await screenshot(page, `aipq-1-upload-${width}`);

  // 1 → 2: the file is read; its one page is listed and chosen, the layout engine and its quota shown.
  await page.getByTestId('aipq-file-input').setInputFiles({ name: 'harbor-quote.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('heading', { level: 2, name: 'Pages' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Page 1' })).toBeChecked();
  await expect(page.getByTestId('aipq-pages-chosen')).toHaveText('1 of 1 pages chosen');
  await expect(page.getByRole('radio', { name: 'Text layout' })).toBeChecked();
  await expect(page.getByTestId('aipq-quota-layout')).toHaveText(/^\d+ of 500 extractions left this month$/);
  // No AI model is configured on the e2e server: its quota call answers 422 and the engine is shown disabled with why.
  await expect(page.getByTestId('aipq-quota-llm')).toHaveText('This engine is not configured on this server.');
  await expect(page.getByRole('radio', { name: 'AI model' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('harbor-quote');
  await expect(page.getByRole('img', { name: 'Thumbnail of page 1' })).toBeVisible();
  await screenshot(page, `aipq-2-pages-${width}`);

  // 'Select none' cannot extract; the page chosen again can.
  await page.getByRole('button', { name: 'Select none' }).click();
  await page.getByRole('button', { name: 'Extract', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one page');
  await page.getByRole('checkbox', { name: 'Page 1' }).check();
  await page.getByRole('button', { name: 'Extract', exact: true }).click();

  // 3 → 4: the extraction ends with the table; the map is pre-filled from the engine's roles.
  await expect(page.getByRole('heading', { level: 2, name: 'Review and map' })).toBeVisible({ timeout: 30_000 });
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toHaveValue('Model #');
  await expect(page.getByRole('combobox', { name: 'Category (room)' })).toHaveValue('Room');
  const manufacturer = page.getByRole('combobox', { name: 'Manufacturer' });
  await expect(manufacturer).toHaveValue('Manufacturer');
  const preview = page.getByTestId('aipq-preview');
  await expect(preview.getByRole('columnheader')).toHaveCount(3);
  await expect(page.getByTestId('aipq-table').getByRole('row')).toHaveCount(5);
  await expect(page.getByTestId('aipq-table')).toContainText(unknownModel);

  // Adjust: without a model column nothing can be imported; the model and manufacturer mapped again.
  await model.click();
  await page.getByRole('option', { name: 'Description' }).click();
  await expect(model).toHaveValue('Description');
  await model.click();
  await page.getByRole('option', { name: 'Model #' }).click();
  await manufacturer.click();
  await page.getByRole('option', { name: 'Manufacturer' }).click();
  await expect(page.getByTestId('aipq-mapped-count')).toHaveText('1 of 1 table will be imported');
  await screenshot(page, `aipq-4-review-${width}`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  // 5: the import ends with its counts.
  await expect(page.getByText('Import complete')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('aipq-count-lines')).toHaveText('4');
  await expect(page.getByTestId('aipq-count-missing')).toHaveText('1');
  await expect(page.getByTestId('aipq-count-rooms')).toHaveText('2');
  await screenshot(page, `aipq-5-import-${width}`);
  await page.getByRole('button', { name: 'Review the lines to check' }).click();

  // 6: the unknown model is a missing product, linked to the spec the import created.
  const missing = page.getByTestId('aipq-messages-missing_product');
  await expect(missing.getByRole('heading')).toHaveText('Missing products (1)');
  await expect(missing.getByTestId('aipq-message')).toContainText(unknownModel);
  await expect(missing.getByRole('link', { name: 'Open the spec' })).toHaveAttribute('href', new RegExp(`/v4/specbooks/manage/${specbookId}/spec/\\d+$`));
  await screenshot(page, `aipq-6-messages-${width}`);
  return specbookId;
}

test.describe('AI PDF-quote import', () => {
  test('a quote with two rooms becomes priced specs; the unknown model is a missing product', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.seller.email);
    const specbookId = await importQuote(page, 1280);

    // Marking the message read removes it; 'Open specbook' shows the two rooms.
    await page.getByTestId('aipq-messages-missing_product').getByRole('button', { name: 'Mark read' }).click();
    await expect(page.getByTestId('aipq-messages-missing_product')).toHaveCount(0);
    await page.getByRole('link', { name: 'Open specbook' }).click();
    await expect(page).toHaveURL(new RegExp(`/v4/specbooks/manage/${specbookId}$`));
    await expect(room(page, 'Kitchen')).toBeVisible();
    await expect(room(page, 'Master Bath')).toBeVisible();

    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    // The quote's unit price is each spec's sale price.
    const specs = await callApi<Array<{ modelNumber: string; qty: number; price: { sale: string } }>>(page, 'GET', `/v4/user/${me.id}/specbook/${specbookId}/specs`);
    const priced = specs.map((s) => [s.modelNumber, s.qty, Number(s.price.sale).toFixed(2)]).sort();
    expect(priced).toEqual(
      [
        [FAUCET.model, 2, '360.58'],
        [DRAIN.model, 1, '351.20'],
        [DRAIN.model, 3, '351.20'],
        [UNKNOWN.models[1280], 1, '289.00'],
      ].sort(),
    );

    // The same journey on a 375 px phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await importQuote(page, 375);
  });

  test('without ROLE_AIPQ the page says so', async ({ page }) => {
    await signIn(page, DEMO.other.email);
    // The page needs no specbook of theirs to say so: no call is made without the role.
    await page.goto('/v4/specbooks/manage/1/integration/aipq');
    await expect(page.getByRole('alert')).toHaveText(/The AI PDF-quote import needs the AIPQ role\./);
  });
});
