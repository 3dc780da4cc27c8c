import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { parsePdf } from '#server/test/pdf';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { acceptTerms, DRAIN, FAUCET, seedEspecbook, shareEspecbook } from '../support/especbook';
import { seriousViolations } from '../support/axe';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi } from '../support/workspace';

/**
 * Issue 6 (spec/client-view-and-downloads.md §2.2, §2.4, §4.1, §4.3): the seller shares a
 * specbook with a client; the client opens the link in a browser that never signed in, accepts
 * the Terms & Conditions, approves a room and comments on a spec; the seller's open manage page
 * shows the client's comment in its activity and refreshes its approved total. The link opens
 * nothing else. At 375 px the same link shows the list view and the section menu. The client adds
 * an event and the Download e-Specbook modal keeps its rules. axe-core finds no serious violation.
 */

/** A browser context that never signed in, as a client's would be. */
async function clientPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'America/Chicago' });
  return context.newPage();
}

test.describe('a shared e-Specbook', () => {
  test('the client opens the link, accepts the terms, approves a room and comments; the seller sees it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    const link = await shareEspecbook(page, book.id, { name: 'Dana Client', email: 'dana.client@example.com', canApprove: true });
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    const activity = page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: /^Activity/ });
    await expect(activity).toBeVisible();
    const activityBefore = (await activity.getAttribute('aria-label')) ?? 'Activity';

    // The client: a browser without any session opens the link; the token leaves the address bar.
    const client = await clientPage(browser);
    await client.goto(link);
    await acceptTerms(client);
    await expect(client).toHaveURL(new RegExp(`/v4/especbook/${book.id}$`));
    expect(await client.evaluate(() => document.cookie)).toContain('userReadTermsAndConditions=true');
    await expect(client.getByRole('heading', { name: DEMO.seller.company, level: 1 })).toBeVisible();
    await expect(client.getByRole('heading', { name: book.name })).toBeVisible();
    expect(await client.evaluate(() => sessionStorage.getItem('pub'))).toBe('true');
    const vanity = client.getByRole('region', { name: 'Vanity' });
    await expect(vanity.getByRole('heading', { name: 'Vanity (2)' })).toBeVisible();
    await screenshot(client, 'especbook-client-desktop');

    // Approve the room: its buttons go, its specs read Approved, the approved subtotal grows.
    const approved = client.getByRole('region', { name: M.approvedSubtotal }).getByLabel(`${M.approvedSubtotal} amount`);
    await expect(approved).toHaveText('$0.00');
    await vanity.getByRole('button', { name: M.approveAll }).click();
    await expect(vanity.getByRole('button', { name: M.approveAll })).toHaveCount(0);
    for (const spec of [FAUCET, DRAIN]) await expect(vanity.getByRole('listitem', { name: spec.name }).getByText('Approved')).toBeVisible();
    await expect(approved).not.toHaveText('$0.00');

    // A comment on a spec, under the client's name.
    await vanity.getByRole('button', { name: `Comments on ${FAUCET.name}` }).click();
    const drawer = client.getByRole('dialog', { name: new RegExp(FAUCET.name) });
    await drawer.getByLabel(/Add a comment/).fill('Could the faucet come in matte black?');
    await drawer.getByRole('button', { name: 'Post Comment' }).click();
    await expect(drawer.getByText('Could the faucet come in matte black?')).toBeVisible();
    await expect(drawer.getByText('Dana Client')).toBeVisible();
    await client.keyboard.press('Escape');

    expect(await seriousViolations(client)).toEqual([]);

    // The link's session opens this specbook only: the seller's other specbooks answer 404.
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const sellerBooks = await callApi<{ id: number }[]>(page, 'GET', `/v4/user/${me.id}/specbook`);
    const viewerAuth = { Authorization: `Bearer ${await client.evaluate(() => sessionStorage.getItem('sb_jwt'))}` };
    expect((await client.request.get(`/api/v4/user/${me.id}/specbook/${book.id}`, { headers: viewerAuth })).status()).toBe(200);
    const otherBook = sellerBooks.find((b) => b.id !== book.id)!;
    expect((await client.request.get(`/api/v4/user/${me.id}/specbook/${otherBook.id}`, { headers: viewerAuth })).status()).toBe(404);

    // The seller's open manage page catches up with the client's approvals and comment.
    await expect.poll(async () => activity.getAttribute('aria-label'), { timeout: 30_000 }).not.toBe(activityBefore);
    await expect(page.getByRole('main').getByLabel('Approved', { exact: true }).first()).not.toHaveText('$0.00');
    await activity.click();
    await expect(page.getByRole('list', { name: 'Notifications' }).getByText(/Dana Client/).first()).toBeVisible();
    await screenshot(page, 'especbook-seller-activity');
    await client.context().close();
  });

  test('on a 375 px phone the link shows the list view and the section menu', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    const link = await shareEspecbook(page, book.id, { name: 'Sam Phone', email: 'sam.phone@example.com', canApprove: false });

    const client = await clientPage(browser, { width: 375, height: 800 });
    await client.goto(link);
    await acceptTerms(client);
    const shower = client.getByRole('region', { name: 'Shower' });
    await expect(shower.getByText(DRAIN.name)).toBeVisible();
    await expect(shower.locator('[data-view]')).toHaveAttribute('data-view', 'list');
    // Without the right to approve there is nothing to approve with.
    await expect(client.getByRole('button', { name: M.approveAll })).toHaveCount(0);
    await expect(client.getByRole('region', { name: M.approvedSubtotal })).toHaveCount(0);

    const menu = client.getByRole('navigation', { name: 'e-Specbook sections' });
    await menu.getByRole('button', { name: 'Events' }).click();
    const overlay = client.getByRole('dialog').filter({ hasText: 'Events(0)' });
    await expect(overlay.getByText('Events(0)')).toBeVisible();
    await screenshot(client, 'especbook-client-375-events');
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await screenshot(client, 'especbook-client-375');
    expect(await seriousViolations(client)).toEqual([]);
    await client.context().close();
  });

  test('the client adds an event, and the Download e-Specbook modal follows its rules', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    const link = await shareEspecbook(page, book.id, { name: 'Lee Planner', email: 'lee.planner@example.com', canApprove: false });
    const client = await clientPage(browser);
    await client.goto(link);
    await acceptTerms(client);

    // Add New Event: both fields are required; a valid event joins the list and the form clears.
    const events = client.getByRole('region', { name: 'Events' });
    await expect(events.getByRole('heading', { name: 'Events (0)' })).toBeVisible();
    await events.getByRole('button', { name: 'Add New Event' }).click();
    await events.getByRole('button', { name: 'Add Event' }).click();
    await expect(events.getByRole('heading', { name: 'Events (0)' })).toBeVisible();
    const description = events.getByRole('textbox', { name: /Event Description/ });
    await description.fill('Walk-through with the plumber');
    await events.getByLabel(/Event Date/).fill('2099-03-14');
    await events.getByRole('button', { name: 'Add Event' }).click();
    await expect(events.getByRole('heading', { name: 'Events (1)' })).toBeVisible();
    await expect(events.getByText('Walk-through with the plumber')).toBeVisible();
    await expect(events.getByText('Lee Planner')).toBeVisible();
    await expect(description).toHaveValue('');

    // The download modal (§2.9): its defaults, and the rules between its switches.
    await client.getByRole('button', { name: M.downloadEspecbook }).first().click();
    const modal = client.getByRole('dialog', { name: 'Download e-Specbook' });
    const portfolio = modal.getByRole('switch', { name: 'Include Picture Portfolio' });
    const specifications = modal.getByRole('switch', { name: 'Include Specifications & Info' });
    const installation = modal.getByRole('switch', { name: 'Installation' });
    const listPrice = modal.getByRole('switch', { name: 'List Price' });
    const download = modal.getByRole('button', { name: 'Download', exact: true });
    await expect(portfolio).toBeChecked();
    await expect(specifications).toBeChecked();
    await expect(installation).not.toBeChecked();
    await expect(modal.getByRole('switch', { name: 'Customer Info' })).toHaveCount(0);
    await expect(modal.getByRole('radio', { name: 'Images with Names' })).toBeChecked();
    await listPrice.check();
    await installation.check();
    await screenshot(client, 'especbook-download-modal');
    await portfolio.uncheck();
    await expect(listPrice).not.toBeChecked();
    await expect(listPrice).toBeDisabled();
    await specifications.uncheck();
    await expect(installation).not.toBeChecked();
    await expect(installation).toBeDisabled();
    await expect(download).toBeDisabled();
    await specifications.check();
    await expect(download).toBeEnabled();

    // The specs PDF (specifications only: the portfolio is off) downloads and reads back.
    const downloading = client.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${book.name} - Specs.pdf`);
    const saved = test.info().outputPath('especbook-specs.pdf');
    await file.saveAs(saved);
    const pdf = await parsePdf(await readFile(saved));
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.text).toContain(book.name);
    expect(pdf.text).toContain(FAUCET.name);
    expect(pdf.text).not.toContain('Picture Portfolio');
    expect(await seriousViolations(client)).toEqual([]);
    await client.context().close();
  });

  test("another client's comment waits as unread: the modal opens by itself and Mark as Read clears it", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    const first = await shareEspecbook(page, book.id, { name: 'Ari Owner', email: 'ari.owner@example.com', canApprove: true });
    const second = await shareEspecbook(page, book.id, { name: 'Bo Partner', email: 'bo.partner@example.com', canApprove: false });

    // Bo comments on the shower's drain; his own comment is not unread to him.
    const bo = await clientPage(browser);
    await bo.goto(second);
    await acceptTerms(bo);
    const shower = bo.getByRole('region', { name: 'Shower' });
    await shower.getByRole('button', { name: `Comments on ${DRAIN.name}` }).click();
    const drawer = bo.getByRole('dialog', { name: new RegExp(DRAIN.name) });
    await drawer.getByLabel(/Add a comment/).fill('Is the drain grate removable for cleaning?');
    await drawer.getByRole('button', { name: 'Post Comment' }).click();
    await expect(drawer.getByText('Is the drain grate removable for cleaning?')).toBeVisible();
    await expect(bo.getByRole('dialog', { name: 'Unread Comments' })).toHaveCount(0);
    await bo.context().close();

    // Ari opens the link: once the terms are accepted the unread comments open by themselves.
    const ari = await clientPage(browser);
    await ari.goto(first);
    await acceptTerms(ari);
    const unread = ari.getByRole('dialog', { name: 'Unread Comments' });
    await expect(unread).toBeVisible();
    await expect(unread.getByText('This module contains all unread comments on this e-Specbook')).toBeVisible();
    await expect(unread.getByText('Is the drain grate removable for cleaning?').first()).toBeVisible();
    await screenshot(ari, 'especbook-unread-comments');
    await unread.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(unread).toBeHidden();
    await ari.reload();
    await expect(ari.getByRole('heading', { name: book.name })).toBeVisible();
    await expect(ari.getByRole('dialog', { name: 'Unread Comments' })).toHaveCount(0);
    await ari.context().close();
  });

  test('a bad link sends the visitor to sign in, back to the same page afterwards', async ({ browser }) => {
    const client = await clientPage(browser);
    await client.goto('/v4/especbook/1?token=not-a-real-token');
    await expect(client).toHaveURL(/\/login\?redirect=%2Fv4%2Fespecbook%2F1$/);
    await client.context().close();
  });
});
