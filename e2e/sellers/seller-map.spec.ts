import type { Page } from '@playwright/test';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSeller, TVendorOffer } from '#shared/schemas/seller';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, toast } from '../support/workspace';

/**
 * The seller map on a spec's More Options page (spec/business-records.md §2 "Seller map"): pins
 * for the sellers of the demo spec, a card on hover and on focus, 'Set as Preferred' turning the
 * pin into a star that survives a reload, and 'Remove from Preferred' undoing it.
 */

/** A demo vendor (not one another test made) that is not preferred, in Denver. */
const DEMO_VENDOR = 'Front Range Building Supply';

/** The demo vendor, placed on the map, and one of its offers (which names the vendor in brief only). */
async function placedVendorOffer(page: Page, u: string): Promise<{ seller: TSeller; offer: TVendorOffer }> {
  const sellers = await callApi<TSeller[]>(page, 'GET', `${u}/seller?perPage=100&search=${encodeURIComponent(DEMO_VENDOR)}`);
  const vendor = sellers.find((s) => s.name === DEMO_VENDOR && !s.preferred && s.location !== null);
  expect(vendor, 'a demo vendor that is not preferred and has a location').toBeTruthy();
  const [offer] = await callApi<TVendorOffer[]>(page, 'GET', `${u}/seller/${vendor!.id}/offers?perPage=1`);
  expect(offer, `an offer of ${vendor!.name}`).toBeTruthy();
  return { seller: vendor!, offer: offer! };
}

/** A new specbook holding the offer's catalogue spec; answers its More Options page's path. */
async function specPage(page: Page, u: string, specId: number): Promise<string> {
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const name = `E2E Sellers ${Date.now().toString(36)}`;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
  const joined = await callApi<{ joinID: number }>(page, 'POST', `${u}/specbook/${book.id}/specs`, {
    createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: specId }, category: { id: null } } },
  });
  return `/v4/specbooks/manage/${book.id}/spec/${joined.joinID}`;
}

test.describe('seller map', () => {
  test('a seller hovers and focuses pins, sets a preferred seller, and the star survives a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;
    const { seller, offer } = await placedVendorOffer(page, u);
    await page.goto(await specPage(page, u, offer.spec.id));

    const panel = page.getByRole('region', { name: 'Sellers' });
    const table = panel.getByRole('table', { name: 'Sellers of this product' });
    await expect(table.getByRole('row').filter({ hasText: seller.name })).toBeVisible();
    const map = panel.getByRole('group', { name: 'Seller map' });
    const pins = map.locator('[data-seller-pin]');
    await expect(pins.first()).toBeVisible();
    const pin = map.getByRole('button', { name: seller.name, exact: true });
    await expect(pin).not.toHaveAttribute('data-preferred');

    // Hover: the card with the seller's id, title, e-mail and address.
    await pin.hover();
    const card = map.getByRole('group', { name: `Seller ${seller.name}` });
    await expect(card).toContainText(`Seller #${seller.id}`);
    if (seller.email) await expect(card).toContainText(seller.email);
    if (seller.address.shipping.city) await expect(card).toContainText(seller.address.shipping.city);
    await screenshot(page, 'sellers-map-card-desktop');

    // Keyboard: focus the pin, Tab into the card, press its button.
    await page.mouse.move(0, 0);
    await expect(card).toBeHidden();
    await pin.focus();
    await expect(card).toBeVisible();
    const setPreferred = card.getByRole('button', { name: M.setPreferred });
    await setPreferred.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, M.preferredSet)).toBeVisible();
    const star = map.getByRole('button', { name: `${seller.name} (preferred seller)` });
    await expect(star).toHaveAttribute('data-preferred', 'true');
    await expect(table.getByRole('row').filter({ hasText: seller.name }).getByLabel('Preferred')).toBeVisible();

    // The star is stored: after a reload it is still there, with 'Remove from Preferred'.
    await page.reload();
    await expect(star).toHaveAttribute('data-preferred', 'true');
    await star.hover();
    const remove = card.getByRole('button', { name: M.removePreferred });
    await expect(remove).toBeVisible();
    await screenshot(page, 'sellers-map-preferred-desktop');

    // Undo it, so the demo data stays as it was.
    await remove.click();
    await expect(toast(page, M.preferredRemoved)).toBeVisible();
    await expect(map.getByRole('button', { name: seller.name, exact: true })).not.toHaveAttribute('data-preferred');

    // The same panel on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(pins.first()).toBeVisible();
    await screenshot(page, 'sellers-spec-panel-mobile');
  });
});
