import type { Response } from '@playwright/test';
import { DEMO_COLLABORATION as D } from '../../src/server/db/seed/collaboration-data';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

type TOffersPage = { data: { spec: { name: string; modelNumber: string; manufacturerName: string }; seller: object }[]; _pagination: { total: number; lastPage: number } };

/** A GET of the vendor's offers whose query has `key` = `value`. */
const offersCall = (key: string, value: string) => (res: Response) => {
  const url = new URL(res.url());
  return res.request().method() === 'GET' && /\/seller\/\d+\/offers$/.test(url.pathname) && url.searchParams.get(key) === value;
};

/**
 * The demo vendor's offers (hundreds) in its drawer, paged and filtered by the server
 * (docs/decisions/087): ten a page, the pager asks for the next page, the filter asks once typing
 * pauses; each answer is one page with the seller in brief. Then the panel at 375 px.
 */
test.describe('vendor offers', () => {
  test('page through and filter a demo vendor’s offers on the server', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/vendors');
    const first = page.waitForResponse(offersCall('page', '1'));
    await page.getByRole('table', { name: 'Vendors' }).getByRole('button', { name: D.vendorContacts.vendor, exact: true }).click();
    const firstPage = (await (await first).json()) as TOffersPage;
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage._pagination.lastPage).toBeGreaterThan(2);
    expect(Object.keys(firstPage.data[0]!.seller).sort()).toEqual(['id', 'name', 'ownStock', 'preferred']);

    const offers = page.getByRole('dialog', { name: D.vendorContacts.vendor }).getByRole('region', { name: 'Offers' });
    const items = offers.getByRole('listitem');
    await expect(items).toHaveCount(10);
    await expect(offers.getByText(`${firstPage._pagination.total} offers`)).toBeVisible();
    await expect(items.first()).toContainText(firstPage.data[0]!.spec.name);

    // The pager asks the server for page 2.
    const second = page.waitForResponse(offersCall('page', '2'));
    await offers.getByRole('button', { name: 'Page 2', exact: true }).click();
    const secondPage = (await (await second).json()) as TOffersPage;
    await expect(items.first()).toContainText(secondPage.data[0]!.spec.name);
    await expect(items).toHaveCount(secondPage.data.length);

    // The filter: by a manufacturer of the first page, answered by the server from page 1.
    const maker = firstPage.data[0]!.spec.manufacturerName;
    const filtered = page.waitForResponse(offersCall('search', maker));
    await offers.getByRole('textbox', { name: 'Filter offers' }).fill(maker);
    const matches = (await (await filtered).json()) as TOffersPage;
    expect(new URL((await filtered).url()).searchParams.get('page')).toBe('1');
    expect(matches.data.length).toBeGreaterThan(0);
    for (const offer of matches.data) expect(offer.spec.manufacturerName).toBe(maker);
    await expect(items).toHaveCount(Math.min(10, matches._pagination.total));
    for (const item of await items.all()) await expect(item).toContainText(maker);
    const filter = offers.getByRole('textbox', { name: 'Filter offers' });
    await filter.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'vendor-offers-filtered');

    await page.setViewportSize({ width: 375, height: 800 });
    await filter.fill('');
    await expect(offers.getByText(`${firstPage._pagination.total} offers`)).toBeVisible();
    await filter.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'vendor-offers-375');
  });
});
