import type { Locator, Page } from '@playwright/test';
import { ESPECBOOK_MESSAGES as EM } from '#shared/lib/especbook-messages';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import { DRAIN, FAUCET, acceptTerms, seedEspecbook } from '../support/especbook';
import { downloadedPdf } from '../support/pdf';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, openRoom, room, toast } from '../support/workspace';

/**
 * Issue 17 items 5–6 (spec/business-records.md §4 "Purchase-order selection", §7 "Purchase
 * orders"; spec/client-view-and-downloads.md purchase-order mode, §4.5): from an approved
 * specbook the seller creates purchase orders for two sellers (one spec moved to a second seller),
 * sees both listed Ready to Order, sets a line's shipping method, downloads an order's PDF (vendor
 * and total in it) and opens it in the e-Specbook's purchase-order mode.
 */

type TVendor = { id: number; name: string };

/** A vendor of the seller's account with offers (price each) for the demo catalogue specs `models`. */
async function vendorWithOffers(page: Page, name: string, offers: Record<string, string>): Promise<TVendor> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const seller = await callApi<TVendor>(page, 'POST', `${u}/seller`, {
    createSellerRequest: { Seller: { name, email: `orders@${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`, address: { shipping: { city: 'Madison', state: 'WI', zipCode: '53703' } } } },
  });
  for (const [model, price] of Object.entries(offers)) {
    const [spec] = await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=${model}&perPage=5`);
    await callApi(page, 'POST', `${u}/seller/${seller.id}/offers`, {
      createSellerOfferRequest: { Offer: { spec: { id: spec!.id }, price, leadTime: '1-2 weeks', inventory: { status: 'in_stock', quantity: 10 } } },
    });
  }
  return seller;
}

/** Approves every room of the specbook through the room's Approve call. */
async function approveRooms(page: Page, specbookId: number): Promise<void> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const base = `/v4/user/${me.id}/specbook/${specbookId}`;
  for (const room of await callApi<{ id: number }[]>(page, 'GET', `${base}/categories`)) {
    if (room.id) await callApi(page, 'POST', `${base}/categories/${room.id}/approve`, {});
  }
}

/** Chooses `vendor` as the seller of one draft line and waits for the recalculated drafts. */
async function chooseSeller(dialog: Locator, line: string, vendor: TVendor): Promise<void> {
  await dialog.getByRole('combobox', { name: `Seller of ${line}` }).click();
  await dialog.page().getByRole('option', { name: new RegExp(`^${vendor.name} · `) }).click();
  await expect(dialog.getByRole('combobox', { name: `Seller of ${line}` })).toHaveValue(new RegExp(vendor.name));
}

test.describe('purchase orders', () => {
  test('the seller creates purchase orders for two sellers, lists them, downloads one and opens it in purchase-order mode', async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, DEMO.seller.email);
    const tag = Date.now().toString(36);
    const vendorA = await vendorWithOffers(page, `North Shore Supply ${tag}`, { [FAUCET.model]: '120.00', [DRAIN.model]: '45.50' });
    const vendorB = await vendorWithOffers(page, `Cedar Valley Wholesale ${tag}`, { [DRAIN.model]: '41.00' });
    const book = await seedEspecbook(page);
    await approveRooms(page, book.id);

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('button', { name: 'Purchase Orders' }).click();
    const drawer = page.getByRole('dialog', { name: `Purchase Orders · ${book.name}` });
    await expect(drawer.getByText(M.empty)).toBeVisible();
    await drawer.getByRole('button', { name: M.createTitle }).click();

    // Step 1: the Vanity room only (the faucet × 2 and the drain × 1).
    const dialog = page.getByRole('dialog', { name: M.createTitle });
    await dialog.getByRole('checkbox', { name: 'Vanity' }).check();
    await expect(dialog.getByLabel('Vanity: 2 of 2')).toBeVisible();
    await expect(dialog.getByLabel('Shower: 0 of 1')).toBeVisible();
    await dialog.getByRole('button', { name: 'Calculate orders' }).click();

    // Step 2: both lines to vendor A, then the drain to vendor B: two drafts.
    await chooseSeller(dialog, `${FAUCET.name} in Vanity`, vendorA);
    await chooseSeller(dialog, `${DRAIN.name} in Vanity`, vendorA);
    await expect(dialog.getByRole('region')).toHaveCount(1);
    await chooseSeller(dialog, `${DRAIN.name} in Vanity`, vendorB);
    await expect(dialog.getByRole('region', { name: vendorA.name })).toBeVisible();
    await expect(dialog.getByRole('region', { name: vendorB.name })).toBeVisible();
    await expect(dialog.getByLabel(`${vendorA.name} Total`)).toHaveText('Total $240.00');
    await expect(dialog.getByLabel(`${vendorB.name} Total`)).toHaveText('Total $41.00');
    await expect(dialog.getByLabel('Total of all orders')).toHaveText('Total of all orders: $281.00');
    await screenshot(page, 'purchase-orders-drafts');

    // Step 3: each draft becomes an order.
    await dialog.getByRole('button', { name: 'Create 2 purchase orders' }).click();
    await expect(toast(page, M.created(2))).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('2 of 2 created')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const rows = drawer.getByTestId('purchase-order-row');
    await expect(rows).toHaveCount(2);
    for (const vendor of [vendorA, vendorB]) {
      const row = rows.filter({ hasText: vendor.name });
      await expect(row).toContainText('Ready to Order');
      await expect(row).toContainText(new RegExp(`${book.name} #\\d+`));
    }
    await screenshot(page, 'purchase-orders-list');
    // On a phone the same orders are cards.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(drawer.getByRole('table')).toHaveCount(0);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: vendorB.name })).toContainText('1 spec · $41.00');
    await screenshot(page, 'purchase-orders-list-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    // The ordered specs are Ordered on the manage page; the Shower's drain was not chosen.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    for (const roomName of ['Vanity', 'Shower']) await openRoom(page, roomName);
    await expect(room(page, 'Vanity').getByRole('combobox', { name: `Status of ${FAUCET.name}` })).toHaveValue('Ordered');
    await expect(room(page, 'Vanity').getByRole('combobox', { name: `Status of ${DRAIN.name}` })).toHaveValue('Ordered');
    await expect(room(page, 'Shower').getByRole('combobox', { name: `Status of ${DRAIN.name}` })).toHaveValue('Approved');
    await page.getByRole('button', { name: 'Purchase Orders' }).click();

    // Vendor A's order: a line's shipping method, its PDF.
    await rows.filter({ hasText: vendorA.name }).getByRole('button', { name: /^Open / }).click();
    await drawer.getByRole('combobox', { name: `Shipping method of ${FAUCET.name} in Vanity` }).click();
    await page.getByRole('option', { name: 'Schedule Delivery' }).click();
    await expect(toast(page, 'Shipping method saved.')).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: `Shipping method of ${FAUCET.name} in Vanity` })).toHaveValue('Schedule Delivery');
    const title = (await drawer.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(title).toMatch(new RegExp(`^${book.name} #\\d+$`));

    const downloading = page.waitForEvent('download', { timeout: 45_000 });
    await drawer.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    const pdf = await downloadedPdf(download);
    expect(pdf.text).toContain(vendorA.name);
    expect(pdf.text).not.toContain(vendorB.name);
    expect(pdf.text).toContain(FAUCET.model);
    expect(pdf.text).not.toContain(DRAIN.model);
    expect(pdf.text).toContain('$240.00');

    // Its e-Specbook in purchase-order mode.
    const href = await drawer.getByRole('link', { name: 'Open e-Specbook' }).getAttribute('href');
    expect(href).toMatch(/^\/v4\/especbook\/\d+$/);
    await page.goto(href!);
    await acceptTerms(page);
    await expect(page.getByRole('button', { name: EM.downloadPurchaseOrder })).toBeVisible();
    await expect(page.getByText(EM.purchaseOrderSubtotal).first()).toBeVisible();
    await expect(page.getByText(/^Team \(\d+\)$/)).toHaveCount(0);
    await expect(page.getByText(FAUCET.name).first()).toBeVisible();
    await screenshot(page, 'purchase-order-especbook');
    // Its Download Purchase Order prints the same order, addressed to vendor A.
    const fromEspecbook = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: EM.downloadPurchaseOrder }).click();
    const second = await fromEspecbook;
    expect(second.suggestedFilename()).toBe(`${title}.pdf`);
    const secondPdf = await downloadedPdf(second);
    expect(secondPdf.text).toContain(vendorA.name);
    expect(secondPdf.text).toContain('$240.00');
  });
});
