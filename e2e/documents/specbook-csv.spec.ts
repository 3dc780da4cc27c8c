import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { CSV_MESSAGES as M } from '#shared/lib/specbook-csv';
import { DRAIN, emptySpecbook, FAUCET, seedEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { room, toast } from '../support/workspace';

/**
 * CSV export and import of a specbook (spec/business-records.md §7, client-view-and-downloads.md
 * §2.11; decision 036): Documents → Export CSV saves "Exported Specbook.csv" with the rooms and
 * specs; Documents → Import CSV of a small file into another specbook reports what was imported
 * and the line that matched nothing, and the rooms and specs appear on the manage page.
 */

async function openDocumentsItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Documents' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('specbook CSV', () => {
  test('export a specbook as CSV, import a CSV into another specbook', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const source = await seedEspecbook(page);
    await page.goto(`/v4/specbooks/manage/${source.id}`);
    await expect(room(page, 'Vanity')).toBeVisible();

    // Export: the download is the CSV of the rooms and specs.
    const downloading = page.waitForEvent('download');
    await openDocumentsItem(page, 'Export CSV');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(M.exportFileName);
    const exported = await readFile((await download.path())!, 'utf8');
    const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.Room, r['Model Number'], r.Quantity, r.Status])).toEqual([
      ['Vanity', FAUCET.model, '2', 'Open'],
      ['Vanity', DRAIN.model, '1', 'Open'],
      ['Shower', DRAIN.model, '3', 'Open'],
    ]);

    // Import a small semicolon-separated file (written by hand: other column names, one unknown model).
    const target = await emptySpecbook(page, `E2E CSV import ${Date.now().toString(36)}`);
    await page.goto(`/v4/specbooks/manage/${target}`);
    await expect(page.getByRole('button', { name: 'Documents' })).toBeVisible();
    await openDocumentsItem(page, 'Import CSV');
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'csv-import-modal-1280');

    // A file without a usable header is refused with the spec's message.
    await dialog.getByTestId('csv-file-input').setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('just,some,words\n1,2,3\n') });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('alert')).toContainText(M.unableToImport);
    await expect(toast(page, M.unableToImport)).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove file' }).click();

    const text = ['Room;Brand;Model;Qty;Sale Price;Status', `Bath;Aquaterra;${FAUCET.model.toLowerCase()};2;350;Approved`, `Bath;cascade plumbing works;${DRAIN.model};1;;`, 'Laundry;Aquaterra;AQ-0000-XX;1;;', `;Aquaterra;${FAUCET.model};4;;`].join('\n');
    await dialog.getByTestId('csv-file-input').setInputFiles({ name: 'selections.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect(dialog.getByText('selections.csv')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Separator' }).click();
    await page.getByRole('option', { name: 'Semicolon (;)' }).click();
    await dialog.getByRole('button', { name: 'Import' }).click();

    await expect(dialog.getByTestId('csv-import-summary')).toHaveText('Imported 3 of 4 rows. 1 did not match a catalogue spec.');
    const unmatched = dialog.getByTestId('csv-unmatched');
    await expect(unmatched.getByRole('row')).toHaveCount(2);
    await expect(unmatched.getByRole('row').nth(1)).toHaveText(['4', 'Aquaterra', 'AQ-0000-XX'].join(''));
    await screenshot(page, 'csv-import-result-1280');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The manage page shows the new room and Miscellaneous with their specs.
    await expect(room(page, 'Bath')).toBeVisible();
    await expect(room(page, 'Miscellaneous')).toBeVisible();
    await expect(room(page, 'Laundry')).toHaveCount(0);
    await expect(room(page, 'Bath').getByRole('button', { name: /^Bath\b/ })).toContainText('2');

    // The modal on a 375 px phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await openDocumentsItem(page, 'Import CSV');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('csv-file-input').setInputFiles({ name: 'selections.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await screenshot(page, 'csv-import-modal-375');
  });
});
