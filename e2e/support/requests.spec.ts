import type { Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from './test';
import { apiResponse, callApi, openRoom, room, toast } from './workspace';

/**
 * Support and Data Fetch requests: the seller files a support request from the header's company
 * menu and a Data Fetch from a spec's row menu (prefilled from the spec); the platform admin
 * finds both on /v4/admin/requests and closes the Data Fetch. The modals are also looked at on a phone.
 */

// A catalogue spec no other journey uses.
const DOWNLIGHT = { model: 'NL-2290-WH', name: 'Recessed Downlight 4 in.' } as const;
const ROOM = 'Hallway';
const FOOTER =
  'We will collect and email you when we update the missing spec data. We average a 15 minute turnaround time for data collection during normal business hours.';

/** A new specbook of the seller with one room holding the downlight (set up through the API). */
async function specbookWithDownlight(page: Page, userId: number): Promise<{ id: number; manufacturerName: string }> {
  const u = `/v4/user/${userId}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const name = `E2E Data Fetch ${Date.now().toString(36)}`;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
  const roomRow = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: ROOM } } });
  const hits = await callApi<{ id: number; modelNumber: string; manufacturerName: string }[]>(page, 'GET', `${u}/specs?searchTerm=${DOWNLIGHT.model}`);
  const spec = hits.find((h) => h.modelNumber === DOWNLIGHT.model)!;
  await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: roomRow.id } } } });
  return { id: book.id, manufacturerName: spec.manufacturerName };
}

test.describe('support and Data Fetch requests', () => {
  test('file a support request and a Data Fetch; the admin sees both and closes one', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const question = `Labels print blank (${stamp})`;
    const notes = `Need the IES file (${stamp})`;

    // 1. Support request from the header's company menu: prefilled, Submit waits for a message.
    await signIn(page, DEMO.seller.email);
    await page.getByRole('button', { name: `${DEMO.seller.company} menu` }).click();
    await page.getByRole('menuitem', { name: 'Customer Support Request' }).click();
    const support = page.getByRole('dialog', { name: 'Create New Support Request' });
    await expect(support.getByRole('textbox', { name: 'Your Name:' })).toHaveValue(DEMO.seller.name);
    await expect(support.getByRole('textbox', { name: 'Your Email:' })).toHaveValue(DEMO.seller.email);
    await expect(support.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await support.getByRole('textbox', { name: 'Your Phone:' }).fill('(312) 555-0188');
    await support.getByRole('textbox', { name: 'Comments / Questions' }).fill(question);
    await expect(support.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await screenshot(page, 'support-request-modal-desktop');
    const filed = apiResponse(page, 'POST', /\/support-request$/);
    await support.getByRole('button', { name: 'Submit' }).click();
    expect((await filed).status()).toBe(201);
    await expect(support).toBeHidden();
    await expect(toast(page, 'Support request sent')).toBeVisible();

    // 2. Data Fetch from a spec's row menu: manufacturer and model come from the spec.
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const book = await specbookWithDownlight(page, me.id);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await openRoom(page, ROOM);
    await room(page, ROOM).getByRole('button', { name: `Actions for ${DOWNLIGHT.name}` }).click();
    await page.getByRole('menuitem', { name: 'Data Fetch' }).click();
    const fetchModal = page.getByRole('dialog', { name: 'Request Data Fetch' });
    await expect(fetchModal.getByRole('textbox', { name: 'Select Manufacturer' })).toHaveValue(book.manufacturerName);
    await expect(fetchModal.getByRole('textbox', { name: 'Model #' })).toHaveValue(DOWNLIGHT.model);
    await expect(fetchModal.getByRole('textbox', { name: 'Your Email:' })).toHaveValue(DEMO.seller.email);
    await expect(fetchModal.getByText(FOOTER)).toBeVisible();
    await expect(fetchModal.getByRole('switch', { name: 'Price Update' })).toBeVisible();
    await fetchModal.getByRole('switch', { name: 'Specification Sheet' }).check();
    await fetchModal.getByRole('switch', { name: 'Installation' }).check();
    await fetchModal.getByRole('textbox', { name: 'Notes/Comments' }).fill(notes);
    await screenshot(page, 'data-request-modal-desktop');
    const requested = apiResponse(page, 'POST', /\/data-request$/);
    await fetchModal.getByRole('button', { name: 'Submit' }).click();
    const answer = await requested;
    expect(answer.status()).toBe(201);
    const dataRequest = ((await answer.json()) as { data: { id: number; requestDetails: Record<string, boolean> } }).data;
    expect(dataRequest.requestDetails).toMatchObject({ specificationSheet: true, installationSheet: true, productImage: false });
    await expect(fetchModal).toBeHidden();
    await expect(toast(page, 'Data Fetch request sent')).toBeVisible();

    // 3. The platform admin finds both from the side menu and closes the Data Fetch.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin.email);
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Support Requests/ }).click();
    await expect(admin).toHaveURL(/\/v4\/admin\/requests$/);
    await expect(admin.getByRole('cell', { name: question })).toBeVisible();
    await admin.getByRole('tab', { name: 'Data Fetch Requests' }).click();
    const row = admin.getByRole('row').filter({ hasText: notes });
    await expect(row).toContainText(DOWNLIGHT.model);
    await expect(row).toContainText('Specification Sheet');
    await screenshot(admin, 'admin-requests-desktop');
    const closed = apiResponse(admin, 'PATCH', /\/data-request\/\d+$/);
    await row.getByLabel(`Status of data request ${dataRequest.id}`).click();
    await admin.getByRole('option', { name: 'Closed' }).click();
    expect((await closed).status()).toBe(200);
    // The list shows open requests by default: the closed one leaves it, and 'Closed' lists it.
    await expect(admin.getByRole('row').filter({ hasText: notes })).toHaveCount(0);
    await admin.locator('.mantine-SegmentedControl-root').getByText('Closed', { exact: true }).click();
    await expect(admin.getByRole('row').filter({ hasText: notes })).toBeVisible();
    await adminContext.close();
  });

  test('the request modals and the admin page fit a 375 px phone', async ({ page, browser }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, DEMO.seller.email);
    await page.getByRole('button', { name: `${DEMO.seller.company} menu` }).click();
    await page.getByRole('menuitem', { name: 'Customer Support Request' }).click();
    const support = page.getByRole('dialog', { name: 'Create New Support Request' });
    await expect(support.getByRole('textbox', { name: 'Your Name:' })).toHaveValue(DEMO.seller.name);
    await support.getByRole('textbox', { name: 'Your Phone:' }).fill('12');
    await expect(support.getByText('Phone number is not valid')).toBeVisible();
    await screenshot(page, 'support-request-modal-375');
    const box = await support.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await support.getByRole('button', { name: 'Cancel' }).click();
    await expect(support).toBeHidden();

    await page.getByRole('button', { name: `${DEMO.seller.company} menu` }).click();
    await page.getByRole('menuitem', { name: 'Data Fetch' }).click();
    const fetchModal = page.getByRole('dialog', { name: 'Request Data Fetch' });
    await fetchModal.getByRole('button', { name: 'Submit' }).click();
    await expect(fetchModal.getByText('Manufacturer Field is Required')).toBeVisible();
    await expect(fetchModal.getByText('Product Model is Required')).toBeVisible();
    await screenshot(page, 'data-request-modal-375');
    expect((await fetchModal.boundingBox())!.width).toBeLessThanOrEqual(375);

    // The admin page on a phone: the tabs and the filter fit, the table scrolls sideways.
    const adminContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin.email);
    await admin.goto('/v4/admin/requests');
    await expect(admin.getByRole('tab', { name: 'Data Fetch Requests' })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Support Requests' })).toBeVisible();
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(admin, 'admin-requests-375');
    await adminContext.close();
  });
});
