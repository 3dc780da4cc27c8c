import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { FAUCET, seedEspecbook } from '../support/especbook';
import { callApi, openRoom, room } from '../support/workspace';

/**
 * The manage page's variants (issue 22 item 3, decision 065): the trade-role (ROLE_PRO) bar beside
 * the seller's, the 'show documents' setting, and the alerts and invoices cards as on the e-Specbook.
 */

/** The signed-in user's id. */
async function myId(page: Page): Promise<number> {
  return (await callApi<{ id: number }>(page, 'GET', '/v4/user/me')).id;
}

/** Sets management.show_documents ('true', 'false', or null for the default). */
async function setShowDocuments(page: Page, userId: number, value: 'true' | 'false' | null): Promise<void> {
  await callApi(page, 'PATCH', `/v4/user/${userId}/account/settings`, {
    patchAccountSettingsRequest: { Settings: { 'management.show_documents': value } },
  });
}

/** Adds a spec sheet (a small PDF) of the account's own to a catalogue spec. */
async function addSpecSheet(page: Page, userId: number, model: string, documentName: string): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const specs = await callApi<{ id: number }[]>(page, 'GET', `/v4/user/${userId}/specs?searchTerm=${model}&perPage=5`);
  const res = await page.request.post(`/api/v4/user/${userId}/specs/${specs[0]!.id}/documents`, {
    headers: { Authorization: `Bearer ${await readToken(page)}` },
    multipart: {
      documentTypeId: '2',
      documentName,
      documentFile: { name: 'sheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The names in a spec's row menu (opened, read, closed). */
async function rowMenu(page: Page, specName: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions for ${specName}` }).first().click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return names.map((n) => n.split('\n')[0]!.trim());
}

test.describe('manage page variants', () => {
  test('a trade professional gets the Project bar without Data Fetch, spec documents and the alerts card', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.pro.email);
    const userId = await myId(page);
    const book = await seedEspecbook(page, 'Hillside Loft');
    await addSpecSheet(page, userId, FAUCET.model, 'Faucet spec sheet');
    await setShowDocuments(page, userId, null);

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await expect(page.getByRole('heading', { name: book.name })).toBeVisible();
    await expect(page.getByText('Project: Hillside Loft')).toBeVisible();
    // A pro without useInvoicing: the alerts card, and no invoices card or button.
    const alerts = page.getByRole('region', { name: 'Alerts', exact: true });
    await expect(alerts.getByText('Alerts (0)')).toBeVisible();
    await expect(alerts.getByText('No alerts yet')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Invoices \(/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invoices', exact: true })).toHaveCount(0);

    await openRoom(page, 'Vanity');
    const menu = await rowMenu(page, FAUCET.name);
    expect(menu).toContain('Duplicate');
    expect(menu).not.toContain('Data Fetch');

    // 'Show documents' on (the default): the row's documents button lists the spec sheet.
    await room(page, 'Vanity').getByRole('button', { name: `Documents of ${FAUCET.name}` }).click();
    const docs = page.getByRole('dialog', { name: `Documents of ${FAUCET.name}` });
    await expect(docs.getByRole('button', { name: 'Faucet spec sheet' }).first()).toBeVisible();
    await expect(docs.getByText('Spec Sheet').first()).toBeVisible();
    await screenshot(page, 'manage-variants-pro-desktop');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByText('Project: Hillside Loft')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'manage-variants-pro-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // 'Show documents' off: no spec row has a documents button.
    await setShowDocuments(page, userId, 'false');
    try {
      await page.reload();
      await openRoom(page, 'Vanity');
      await expect(room(page, 'Vanity').getByRole('article', { name: FAUCET.name })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Documents of / })).toHaveCount(0);
      await screenshot(page, 'manage-variants-no-documents');
    } finally {
      await setShowDocuments(page, userId, null);
    }
  });

  test('a seller gets Data Fetch, and the alerts and invoices cards as on the e-Specbook', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const userId = await myId(page);
    const book = await seedEspecbook(page);
    await callApi(page, 'POST', `/v4/user/${userId}/specbook/${book.id}/alerts`, {
      createAlertRequest: { Alert: { name: 'Fixture delivery', description: 'Vanity fixtures arrive', startAlert: '2099-03-14', endAlert: '2099-03-14', timezone: 'America/Chicago' } },
    });

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await expect(page.getByRole('heading', { name: book.name })).toBeVisible();
    await expect(page.getByText('Johnson Residence', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Project:/)).toHaveCount(0);
    const alerts = page.getByRole('region', { name: 'Alerts', exact: true });
    await expect(alerts.getByText('Alerts (1)')).toBeVisible();
    await expect(alerts.getByText('Vanity fixtures arrive')).toBeVisible();
    const invoices = page.getByRole('region', { name: 'Invoices (0)' });
    await expect(invoices.getByText('No invoices yet')).toBeVisible();

    await openRoom(page, 'Vanity');
    expect(await rowMenu(page, FAUCET.name)).toContain('Data Fetch');
    await screenshot(page, 'manage-variants-seller-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(alerts.getByText('Alerts (1)')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'manage-variants-seller-375');
  });
});
