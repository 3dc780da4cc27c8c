import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DRAIN, emptySpecbook, FAUCET } from '../support/especbook';
import { DEMO, expect, SCREENSHOT_DIR, screenshot, signIn, test } from '../support/test';
import { callApi, toast } from '../support/workspace';

/**
 * The ERP connector (issue 20; spec/business-records.md §2, §4, §5; docs/decisions/058) against the
 * fake ERP gateway that e2e/support/server.mjs starts beside the server: the seller sets up the
 * connection in Company Account and tests it, opens "Send to ERP" on a specbook of the ERP customer
 * C000123 holding the faucet (in the ERP, at another price) and the drain (not in the ERP), takes the
 * ERP's price, creates the drain in the ERP, reviews the customer and submits; after a quantity
 * change a second submission updates the same opportunity, whose lines a bid import reads back.
 */

const GATEWAY_URL = process.env.E2E_ERP_GATEWAY_URL ?? '';
const GATEWAY_KEY = process.env.E2E_ERP_GATEWAY_KEY ?? '';

/** The demo customer the fake ERP knows as C000123 (src/server/db/seed/customers-data.ts). */
const ERP_CUSTOMER = 'Oak Street Builders';

type TArranged = { userId: number; specbookId: number; profileId: number; faucetJoinId: number };

/**
 * A new specbook of Oak Street Builders with one room: the faucet (list price 400, which the ERP's
 * MSRP 389 differs from) × 2 and the drain × 1, through the API.
 */
async function arrangeSpecbook(page: Page): Promise<TArranged> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const specbookId = await emptySpecbook(page, `E2E ERP ${Date.now().toString(36)}`);
  const book = `${u}/specbook/${specbookId}`;
  const room = await callApi<{ id: number }>(page, 'POST', `${book}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Primary Bath' } } });
  const assign = async (model: string, quantity: number) => {
    const spec = (await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=${model}&perPage=5`))[0]!;
    return callApi<{ id: number }>(page, 'POST', `${book}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: room.id }, quantity } } });
  };
  const faucet = await assign(FAUCET.model, 2);
  await assign(DRAIN.model, 1);
  await callApi(page, 'PATCH', `${book}/specs/${faucet.id}/price`, { fieldType: 'price', fieldValue: '400.00' });
  const customer = (await callApi<{ id: number; name: string }[]>(page, 'GET', `${u}/customer?search=${encodeURIComponent(ERP_CUSTOMER)}`)).find((c) => c.name === ERP_CUSTOMER)!;
  await callApi(page, 'PATCH', `${book}/customer`, { updateSpecbookRequest: { Specbook: { customer: { id: customer.id } } } });
  const specbook = await callApi<{ profile: { id: number } }>(page, 'GET', book);
  return { userId: me.id, specbookId, profileId: specbook.profile.id, faucetJoinId: faucet.id };
}

/** Company Account → ERP connection: save the fake gateway's URL and key, then test it. */
async function configureConnection(page: Page): Promise<void> {
  await page.goto('/v4/account');
  const section = page.getByRole('region', { name: 'ERP connection' });
  await section.getByRole('textbox', { name: 'Gateway URL' }).fill(GATEWAY_URL);
  await section.getByLabel('API key').fill(GATEWAY_KEY);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'ERP connection saved.')).toBeVisible();
  await expect(section.getByText('Key saved', { exact: true })).toBeVisible();
  // The key is never shown back.
  await expect(section.getByLabel('API key')).toHaveValue('');
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByTestId('erp-last-test')).toContainText('Connected to the ERP gateway.');
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, `erp-1-connection-${page.viewportSize()?.width ?? 0}.png`), animations: 'disabled' });
}

/** Opens the wizard from the manage page's Documents menu. */
async function openWizard(page: Page, specbookId: number): Promise<void> {
  await page.goto(`/v4/specbooks/manage/${specbookId}`);
  await page.getByRole('button', { name: 'Documents' }).click();
  await page.getByRole('menuitem', { name: 'Send to ERP' }).click();
  await expect(page).toHaveURL(new RegExp(`/v4/specbooks/manage/${specbookId}/integration/wise$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ERP Integration' })).toBeVisible();
}

/** The heading of the wizard's current step. */
function stepHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title });
}

/** Step 02 after the product was created: nothing is missing any more, so Next goes on. */
async function passMissingStep(page: Page): Promise<void> {
  await expect(stepHeading(page, '02 Check for Missing Products')).toBeVisible();
  await expect(page.getByTestId('erp-missing-none')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Step 03: the prefilled customer form submitted; answers the opportunity id shown. */
async function submitCustomer(page: Page, outcome: 'created' | 'updated', shot: string): Promise<string> {
  await expect(stepHeading(page, '03 Review Customer Details')).toBeVisible();
  const form = page.getByRole('form', { name: 'Customer details' });
  await expect(form.getByRole('textbox', { name: 'Customer number' })).toHaveValue('C000123');
  await screenshot(page, `${shot}-customer`);
  await form.getByRole('button', { name: 'Submit to ERP' }).click();
  const submitted = page.getByTestId('erp-submitted');
  await expect(submitted).toBeVisible({ timeout: 30_000 });
  await expect(submitted).toContainText(`${outcome} in the ERP`);
  await expect(page.getByTestId('erp-step-03')).toHaveAttribute('data-status', 'complete');
  await screenshot(page, `${shot}-submitted`);
  return (await page.getByTestId('erp-opportunity-id').textContent()) ?? '';
}

test.describe('ERP connector', () => {
  test.skip(!GATEWAY_URL, 'the fake ERP gateway was not started (E2E_ERP_GATEWAY_URL)');

  test('a seller sets up the gateway, sends a specbook to the ERP and resubmits a change', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    await configureConnection(page);
    const arranged = await arrangeSpecbook(page);
    await openWizard(page, arranged.specbookId);

    // 01: the faucet's list price 400 against the ERP's MSRP 389; its ERP price taken.
    await expect(stepHeading(page, '01 Checking Price Updates')).toBeVisible();
    await expect(page.getByTestId('erp-step-01')).toHaveAttribute('data-status', 'current');
    await expect(page.getByTestId('erp-step-02')).toHaveAttribute('data-status', 'upcoming');
    const faucetRow = page.getByTestId(`erp-price-${FAUCET.model}`);
    await expect(faucetRow).toContainText('$400.00', { timeout: 30_000 });
    await expect(faucetRow).toContainText('$389.00');
    await expect(faucetRow).toContainText('$311.20');
    await expect(page.getByTestId(`erp-price-${DRAIN.model}`)).toHaveCount(0);
    await screenshot(page, 'erp-2-prices');
    await page.getByRole('button', { name: 'Update prices' }).click();
    await expect(toast(page, 'Prices updated.')).toBeVisible();
    await expect(faucetRow.getByText('Updated')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('erp-step-01')).toHaveAttribute('data-status', 'complete');

    // 02: the drain is missing; created in the ERP under an item class. Previous and Next move between the steps.
    await expect(stepHeading(page, '02 Check for Missing Products')).toBeVisible();
    const drainRow = page.getByTestId(`erp-missing-${DRAIN.model}`);
    await expect(drainRow).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create in ERP' }).click();
    await expect(page.getByText('Choose an item class.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Item class' }).click();
    await page.getByRole('option', { name: /^PLUMBFIX/ }).click();
    await page.getByRole('button', { name: 'Create in ERP' }).click();
    await expect(drainRow.getByText('Created')).toBeVisible({ timeout: 30_000 });
    await screenshot(page, 'erp-3-missing');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(stepHeading(page, '01 Checking Price Updates')).toBeVisible();
    await expect(page.getByTestId('erp-step-02')).toHaveAttribute('data-status', 'upcoming');
    // The prices were taken: nothing differs now.
    await expect(page.getByTestId('erp-prices-none')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await passMissingStep(page);

    // 03: the customer reviewed and the specbook submitted: a new opportunity.
    const opportunityId = await submitCustomer(page, 'created', 'erp-4');
    expect(opportunityId).not.toBe('');

    // A quantity change, then a second submission: the same opportunity, updated.
    await callApi(page, 'PATCH', `/v4/user/${arranged.userId}/specbook/${arranged.specbookId}/specs/${arranged.faucetJoinId}`, {
      updateSpecSpecbookRequest: { SpecSpecbook: { quantity: 5 } },
    });
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('erp-step-01')).toHaveAttribute('data-status', 'current');
    await expect(page.getByTestId('erp-prices-none')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await passMissingStep(page);
    expect(await submitCustomer(page, 'updated', 'erp-5')).toBe(opportunityId);

    // The same lines exported for the ERP from the Documents menu.
    await page.goto(`/v4/specbooks/manage/${arranged.specbookId}`);
    await page.getByRole('button', { name: 'Documents' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export for ERP' }).click()]);
    expect(download.suggestedFilename()).toBe('Exported Specbook.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toBe('InventoryID,Description,Quantity,UOM,UnitPrice,TransactionDescription');
    expect(csv.find((line) => line.startsWith(`${FAUCET.model.toUpperCase()},`))).toContain(',5,');
    expect(csv).toHaveLength(3);

    // The ERP has the new quantity: the opportunity imported back as a bid into the profile.
    await page.goto(`/v4/profiles/${arranged.profileId}`);
    await page.getByRole('button', { name: 'Import bid from ERP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import bid from ERP' });
    await dialog.getByRole('textbox', { name: 'Opportunity id' }).fill(opportunityId);
    await screenshot(page, 'erp-6-bid-import');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/v4\/specbooks\/manage\/\d+$/, { timeout: 30_000 });
    const imported = Number(/manage\/(\d+)$/.exec(page.url())?.[1]);
    expect(imported).not.toBe(arranged.specbookId);
    const specs = await callApi<{ modelNumber: string; qty: number }[]>(page, 'GET', `/v4/user/${arranged.userId}/specbook/${imported}/specs?perPage=50`);
    const quantities = Object.fromEntries(specs.map((s) => [s.modelNumber, s.qty]));
    expect(quantities).toEqual({ [FAUCET.model]: 5, [DRAIN.model]: 1 });
  });

  test('on a phone the wizard fits the screen, and a failed missing-products check aborts it with the server’s message', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.seller.email);
    await configureConnection(page);
    const arranged = await arrangeSpecbook(page);
    await page.goto(`/v4/specbooks/manage/${arranged.specbookId}/integration/wise`);
    await expect(page.getByTestId(`erp-price-${FAUCET.model}`)).toBeVisible({ timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'erp-7-wizard-375');

    // The gateway now refuses the key: step 01 says so and can be skipped; step 02 aborts the wizard.
    const connection = `/v4/user/${arranged.userId}/account/erp`;
    await callApi(page, 'PUT', connection, { erpConnection: { baseUrl: GATEWAY_URL, apiKey: 'not-the-key' } });
    try {
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The ERP gateway refused the API key.' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Next' }).click();
      const aborted = page.getByTestId('erp-aborted');
      await expect(aborted).toContainText('The ERP gateway refused the API key.', { timeout: 30_000 });
      await expect(page.getByTestId('erp-step-01')).toHaveCount(0); // the phone shows a progress bar, not the stepper
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
      await screenshot(page, 'erp-8-aborted-375');
      await aborted.getByRole('button', { name: 'Start again' }).click();
      await expect(stepHeading(page, '01 Checking Price Updates')).toBeVisible();
    } finally {
      await callApi(page, 'PUT', connection, { erpConnection: { baseUrl: GATEWAY_URL, apiKey: GATEWAY_KEY } });
    }
  });

  test('ERP price groups are read from the ERP and shown read-only beside the custom ones', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await configureConnection(page);
    await page.goto('/v4/pricegroups');
    await page.getByRole('button', { name: 'Refresh from ERP' }).click();
    await expect(toast(page, 'ERP price groups refreshed.')).toBeVisible({ timeout: 30_000 });
    // The demo ERP customer C000123 is in price class TRADE: one read-only group of that name.
    // Exact (case-sensitive) names: the demo's own custom group is called 'Trade'.
    const trade = page.getByRole('listitem').filter({ has: page.getByText('TRADE', { exact: true }) });
    await expect(trade).toHaveCount(1);
    await expect(trade.getByText('ERP', { exact: true })).toBeVisible();
    await expect(trade.getByRole('button', { name: 'Edit TRADE', exact: true })).toHaveCount(0);
    await expect(trade.getByRole('button', { name: 'Delete TRADE', exact: true })).toHaveCount(0);
    await screenshot(page, 'erp-9-price-groups');
  });
});
