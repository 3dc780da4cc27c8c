import type { Page } from '@playwright/test';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import { icsComponent, icsLine, parseIcs } from '#server/test/ics-parse';
import { waitForMail } from '../support/mail';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

/**
 * Alerts on the manage page: the seller adds an alert with two recipients and finds the calendar
 * invitation (.ics, METHOD:REQUEST) in the sent mail; adds and removes a recipient; sees it on
 * the Upcoming alerts page; deletes it, and everyone gets a cancellation.
 */

/** A new specbook of the seller (through the API). */
async function newSpecbook(page: Page, userId: number): Promise<number> {
  const u = `/v4/user/${userId}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const name = `E2E Alerts ${Date.now().toString(36)}`;
  return (await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } })).id;
}

test.describe('alerts', () => {
  test('add an alert with two attendees and find the .ics in the sent mail', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Delivery ${Date.now().toString(36)}`;
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const specbookId = await newSpecbook(page, me.id);
    await page.goto(`/v4/specbooks/manage/${specbookId}`);

    // 1. The Alerts drawer: empty at first.
    await page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: 'Alerts', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Alerts' });
    await expect(drawer.getByText(M.emptySpecbook)).toBeVisible();

    // 2. A timed alert with two recipients; the shared rules speak first.
    await drawer.getByRole('button', { name: 'Add Alert' }).click();
    const form = page.getByRole('form', { name: 'New alert' });
    await form.getByRole('button', { name: 'Add alert' }).click();
    await expect(form.getByText(M.nameRequired)).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill('Vanities, faucets; and the tub');
    await form.getByRole('switch', { name: 'All day' }).click();
    await form.getByLabel('Starts').fill('2030-03-14');
    await form.getByLabel('Start time').fill('09:00');
    await form.getByLabel('Ends').fill('2030-03-14');
    await form.getByLabel('End time').fill('10:30');
    await form.getByLabel('Time zone').fill('America/Chicago');
    await page.getByRole('option', { name: 'America/Chicago', exact: true }).click();
    const recipients = form.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('ellen@example.com');
    await recipients.press('Enter');
    await recipients.fill('dana@studio.example');
    await recipients.press('Enter');
    await screenshot(page, 'collaboration-alert-form');
    const created = apiResponse(page, 'POST', /\/alerts$/);
    await form.getByRole('button', { name: 'Add alert' }).click();
    expect((await created).status()).toBe(201);
    await expect(toast(page, M.created)).toBeVisible();
    const card = drawer.getByRole('listitem', { name });
    await expect(card.getByText('Thu, Mar 14, 2030, 9:00 AM · America/Chicago')).toBeVisible();

    // 3. The invitation with its .ics: METHOD:REQUEST, both recipients, the time in its zone.
    const invite = await waitForMail(`Invitation: ${name}`);
    expect(invite.to).toContain('ellen@example.com');
    expect(invite.to).toContain('dana@studio.example');
    expect(invite.calendars).toHaveLength(1);
    expect(invite.calendars[0]!.headers['content-type']).toMatch(/text\/calendar.*method=REQUEST/i);
    const ics = parseIcs(invite.calendars[0]!.body);
    const event = icsComponent(ics, 'VEVENT');
    expect(icsLine(ics, 'METHOD').value).toBe('REQUEST');
    expect(icsLine(event, 'SEQUENCE').value).toBe('0');
    expect(icsLine(event, 'DTSTART')).toMatchObject({ params: { TZID: 'America/Chicago' }, value: '20300314T090000' });
    expect(event.filter((l) => l.name === 'ATTENDEE').map((l) => l.value)).toEqual(['mailto:ellen@example.com', 'mailto:dana@studio.example']);
    const uid = icsLine(event, 'UID').value;
    await screenshot(page, 'collaboration-alerts-panel');

    // 4. A third recipient gets their own invitation; a duplicate is refused where it happens.
    await card.getByRole('textbox', { name: 'Recipient e-mail' }).fill('sam@plumbing.example');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, M.attendeeAdded)).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'sam@plumbing.example' })).toBeVisible();
    await card.getByRole('textbox', { name: 'Recipient e-mail' }).fill('ellen@example.com');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, M.attendeeExists)).toBeVisible();

    // 5. Removing a recipient mails them a cancellation of the same event.
    await card.getByRole('button', { name: 'Remove dana@studio.example' }).click();
    await expect(toast(page, M.attendeeRemoved)).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'dana@studio.example' })).toHaveCount(0);
    const dropped = await waitForMail(`Canceled: ${name}`, 'dana@studio.example');
    expect(icsLine(parseIcs(dropped.calendars[0]!.body), 'METHOD').value).toBe('CANCEL');

    // 6. The Upcoming alerts page lists it with its specbook (desktop and phone).
    await page.goto('/v4/alerts');
    const upcoming = page.getByRole('listitem', { name });
    await expect(upcoming.getByText('Thu, Mar 14, 2030')).toBeVisible();
    await screenshot(page, 'collaboration-upcoming-alerts');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(upcoming).toBeVisible();
    await screenshot(page, 'collaboration-upcoming-alerts-375');

    // 7. On a phone, the drawer fills the screen; deleting asks first and cancels for everyone.
    await page.goto(`/v4/specbooks/manage/${specbookId}`);
    await page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: 'Alerts', exact: true }).click();
    await expect(drawer.getByRole('listitem', { name })).toBeVisible();
    await screenshot(page, 'collaboration-alerts-panel-375');
    await drawer.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete alert' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, M.removed)).toBeVisible();
    await expect(drawer.getByText(M.emptySpecbook)).toBeVisible();
    const cancel = await waitForMail(`Canceled: ${name}`, 'ellen@example.com');
    expect(cancel.to).toContain('sam@plumbing.example');
    const cancelIcs = parseIcs(cancel.calendars[0]!.body);
    expect(icsLine(cancelIcs, 'METHOD').value).toBe('CANCEL');
    expect(icsLine(icsComponent(cancelIcs, 'VEVENT'), 'UID').value).toBe(uid);
  });
});
