import type { Page } from '@playwright/test';
import { SPEC_IMPORT_MESSAGES as IM } from '../../src/shared/lib/spec-import-messages';
import { acceptTerms, emptySpecbook, FAUCET } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { callApi, openRoom, room } from '../support/workspace';

/**
 * Imports per spec and the e-Specbook's debug flags (spec/workspace.md §7, client-view §2.4;
 * docs/decisions/085): a CSV import adds the vessel faucet to a new specbook; its More Options page
 * lists that import (CSV, Added, this specbook, the file), a spec placed by hand shows the empty
 * state, and the e-Specbook opened with `?debug=true` shows each spec's ids.
 */

const TOILET = { model: 'AQ-3315-WH', name: 'Wall-Hung Toilet Bowl' } as const;
const FILE_NAME = 'spec-imports-e2e.csv';

/** Imports a one-line CSV (the faucet into Vanity) through the API and waits for it to end. */
async function importFaucet(page: Page, userId: number, specbookId: number): Promise<void> {
  const token = await readToken(page);
  const csv = `Room,Manufacturer,Model Number,Quantity\nVanity,Aquaterra,${FAUCET.model},2\n`;
  const res = await page.request.post(`/api/v4/user/${userId}/specbook/${specbookId}/csv/import`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { separator: 'comma', file: { name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(res.status(), await res.text()).toBe(202);
  const location = new URL(res.headers().location!, 'http://localhost').pathname.replace(/^\/api/, '');
  await expect.poll(async () => (await callApi<{ complete: boolean; status: string }>(page, 'GET', location)).status, { timeout: 30_000 }).toBe('complete');
}

test.describe('imports per spec', () => {
  test("a CSV-imported spec lists its import on More Options; ?debug=true shows the e-Specbook's spec ids", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const specbookId = await emptySpecbook(page, `E2E Imports ${Date.now().toString(36)}`);
    await importFaucet(page, me.id, specbookId);
    const [toilet] = (await callApi<{ id: number; modelNumber: string }[]>(page, 'GET', `/v4/user/${me.id}/specs?searchTerm=${TOILET.model}`)).filter(
      (s) => s.modelNumber === TOILET.model,
    );
    const placed = await callApi<{ id: number }>(page, 'POST', `/v4/user/${me.id}/specbook/${specbookId}/specs`, {
      createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: toilet!.id }, category: { id: null }, quantity: 1 } },
    });

    // More Options of the imported faucet: the import, newest first, marked as this specbook's.
    await page.goto(`/v4/specbooks/manage/${specbookId}`);
    await openRoom(page, 'Vanity');
    await room(page, 'Vanity').getByRole('button', { name: `Actions for ${FAUCET.name}` }).click();
    await page.getByRole('menuitem', { name: 'More Options' }).click();
    await expect(page.getByRole('heading', { level: 1, name: FAUCET.name })).toBeVisible();
    const imports = page.getByRole('list', { name: 'Imports of this spec' });
    const entry = imports.getByRole('listitem').first();
    await expect(entry).toContainText('CSV');
    await expect(entry).toContainText('Added');
    await expect(entry).toContainText('This specbook');
    await expect(entry).toContainText(`File: ${FILE_NAME}`);
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'spec-imports-more-options');
    await page.setViewportSize({ width: 375, height: 800 });
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'spec-imports-more-options-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The spec placed by hand: no import, the empty state.
    await page.goto(`/v4/specbooks/manage/${specbookId}/spec/${placed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: TOILET.name })).toBeVisible();
    await expect(page.getByText(IM.none)).toBeVisible();

    // The e-Specbook: ids only with ?debug=true.
    await page.goto(`/v4/especbook/${specbookId}?debug=true`);
    await acceptTerms(page);
    const misc = page.getByRole('region', { name: 'Miscellaneous' });
    await expect(misc.getByText(`Spec ID ${toilet!.id} · Join ID ${placed.id}`)).toBeVisible();
    await screenshot(page, 'especbook-debug-ids');
    await page.goto(`/v4/especbook/${specbookId}`);
    await expect(page.getByRole('region', { name: 'Miscellaneous' }).getByText(TOILET.name)).toBeVisible();
    await expect(page.getByTestId('spec-debug-ids')).toHaveCount(0);
  });
});
