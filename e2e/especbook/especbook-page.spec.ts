import type { Page } from '@playwright/test';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { acceptTerms, FAUCET, seedEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * The e-Specbook as the signed-in seller sees it (spec/client-view-and-downloads.md §2.4): the
 * header, the info grid and the rooms of a demo specbook; Reject All on a room lowers the quoted
 * subtotal; a comment on a spec. Then the same page on a 375 px phone: list view, the section menu.
 */

/** The amount a totals section shows, as a number. */
async function shownAmount(page: Page, section: string): Promise<number> {
  const text = (await page.getByRole('region', { name: section }).getByLabel(`${section} amount`).textContent()) ?? '';
  return Number(text.replace(/[$,]/g, ''));
}

test.describe('the e-Specbook page', () => {
  test('the seller opens a specbook’s e-Specbook, rejects a room and comments on a spec', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);

    await expect(page.getByRole('heading', { name: DEMO.seller.company, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: book.name })).toBeVisible();
    await expect(page.getByText(/^Created: /)).toBeVisible();
    await expect(page.getByRole('button', { name: M.downloadEspecbook })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Team \(\d+\)$/ })).toBeVisible();
    const vanity = page.getByRole('region', { name: 'Vanity' });
    const shower = page.getByRole('region', { name: 'Shower' });
    await expect(vanity.getByRole('heading', { name: 'Vanity (2)' })).toBeVisible();
    await expect(shower.getByRole('heading', { name: 'Shower (1)' })).toBeVisible();
    await expect(shower.getByText('Linear Shower Drain 36 in.')).toBeVisible();
    await expect(page.getByLabel(`${M.quotedSubtotal} amount`)).toHaveText(/^\$[\d,]+\.\d\d$/);
    const quotedBefore = await shownAmount(page, M.quotedSubtotal);
    await screenshot(page, 'especbook-desktop');

    await shower.getByRole('button', { name: M.rejectAll }).click();
    await expect(shower.getByRole('button', { name: M.rejectAll })).toHaveCount(0);
    await expect(shower.getByRole('button', { name: M.approveAll })).toHaveCount(0);
    await expect(shower.getByText('Rejected')).toBeVisible();
    await expect(vanity.getByRole('button', { name: M.rejectAll })).toBeVisible();
    await expect.poll(() => shownAmount(page, M.quotedSubtotal)).toBeLessThan(quotedBefore);

    await vanity.getByRole('button', { name: /^Comments on Vessel Lavatory Faucet/ }).click();
    const drawer = page.getByRole('dialog', { name: /Vessel Lavatory Faucet/ });
    await drawer.getByLabel(/Add a comment/).fill('Can we see this in brushed nickel?');
    await drawer.getByRole('button', { name: 'Post Comment' }).click();
    await expect(drawer.getByText('Can we see this in brushed nickel?')).toBeVisible();
  });

  test('on a 375 px phone: list view, the section menu and its overlays', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);

    const vanity = page.getByRole('region', { name: 'Vanity' });
    await expect(vanity.getByText('Vessel Lavatory Faucet')).toBeVisible();
    await expect(vanity.locator('[data-view]')).toHaveAttribute('data-view', 'list');
    await expect(page.getByRole('radiogroup', { name: 'View' })).toHaveCount(0);
    await screenshot(page, 'especbook-mobile');

    const menu = page.getByRole('navigation', { name: 'e-Specbook sections' });
    await menu.getByRole('button', { name: M.quotedSubtotal }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByText(M.quotedNote)).toBeVisible();
    await expect(overlay.getByLabel(M.total, { exact: true })).toHaveText(/^\$/);
    await overlay.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a purchase-order specbook reads as a purchase order', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page, 'Purchase Orders');
    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);

    await expect(page.getByRole('button', { name: M.downloadPurchaseOrder }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: M.downloadEspecbook })).toHaveCount(0);
    await expect(page.getByRole('region', { name: M.purchaseOrderSubtotal })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alerts (0)' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Team \(/ })).toHaveCount(0);
    const vanity = page.getByRole('region', { name: 'Vanity' });
    await expect(vanity.getByText(FAUCET.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Category' })).toHaveCount(0);
    await expect(vanity.locator('[data-view]')).toHaveAttribute('data-view', 'list');
    await screenshot(page, 'especbook-purchase-order');
  });
});
