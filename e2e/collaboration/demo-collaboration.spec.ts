import { DEMO_COLLABORATION as D } from '../../src/server/db/seed/collaboration-data';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * The collaboration demo (src/server/db/seed/collaboration-data.ts) as a new user meets it: the
 * showroom's demo customer and vendor have people and a note, its upcoming alerts are listed, and
 * the pro user is in the showroom's group and finds its shared specbook under "Shared with me".
 */
test.describe('collaboration demo', () => {
  test("the seller finds the demo people, note and upcoming alerts; the pro user the group and the shared specbook", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);

    // The demo customer's drawer: its people and its note.
    await page.goto('/v4/customers');
    await page.getByRole('button', { name: D.customerContacts.customer, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: D.customerContacts.customer });
    const people = drawer.getByRole('region', { name: 'People' });
    for (const p of D.customerContacts.people) await expect(people.getByRole('listitem', { name: p.name })).toContainText(p.title);
    const notes = drawer.getByRole('region', { name: 'Notes' }).getByRole('list', { name: 'Notes' }).getByRole('listitem');
    await expect(notes.filter({ hasText: D.customerNote.note })).toContainText(DEMO.seller.name);
    await people.scrollIntoViewIfNeeded();
    await screenshot(page, 'collaboration-demo-customer');
    await page.keyboard.press('Escape');

    // The demo vendor's person.
    await page.goto('/v4/vendors');
    await page.getByRole('table', { name: 'Vendors' }).getByRole('button', { name: D.vendorContacts.vendor, exact: true }).click();
    const vendorPeople = page.getByRole('dialog', { name: D.vendorContacts.vendor }).getByRole('region', { name: 'People' });
    // The people load after the vendor itself, which the drawer loads first: on a busy CI machine
    // both took more than the usual 10 s.
    for (const p of D.vendorContacts.people) await expect(vendorPeople.getByRole('listitem', { name: p.name })).toContainText(p.title, { timeout: 20_000 });
    // Its offers (one per product it sells, hundreds in the demo) ten at a time, with a filter.
    const vendorOffers = page.getByRole('dialog', { name: D.vendorContacts.vendor }).getByRole('region', { name: 'Offers' });
    await expect(vendorOffers.getByRole('listitem')).toHaveCount(10);
    await expect(vendorOffers.getByText(/^\d+ offers$/)).toBeVisible();
    await screenshot(page, 'collaboration-demo-vendor-offers');
    await vendorOffers.getByRole('textbox', { name: 'Filter offers' }).fill('no such product zzz');
    await expect(vendorOffers.getByText('No offer matches “no such product zzz”.')).toBeVisible();
    await expect(vendorOffers.getByRole('listitem')).toHaveCount(0);

    // The upcoming alerts, one all day and one timed.
    await page.goto('/v4/alerts');
    const upcoming = page.getByRole('list', { name: 'Upcoming alerts' });
    for (const a of D.alerts) await expect(upcoming.getByRole('listitem', { name: a.name })).toContainText(a.specbook);
    await screenshot(page, 'collaboration-demo-alerts');

    // The pro user: a member of the group, with the shared specbook.
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, DEMO.pro.email);
    await page.goto('/v4/groups');
    await expect(page.getByRole('article', { name: `Group ${D.group}` }).getByText(`${DEMO.seller.name} · ${DEMO.seller.company}`)).toBeVisible();
    await page.goto('/v4/shared');
    await expect(page.getByRole('article', { name: D.shared })).toBeVisible();
    await screenshot(page, 'collaboration-demo-shared-with-me');
  });
});
