import type { Page } from '@playwright/test';
import { callApi, toast } from '../support/workspace';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * Invoicing with manual payments (issue 16): the seller opens Invoices on the manage page,
 * creates an invoice from the approved specs, records a partial check payment (Partially Paid),
 * then the rest (Paid).
 */

/** A new specbook of the seller with one room of two catalogue specs, approved; answers its id. */
async function approvedSpecbook(page: Page, name: string): Promise<number> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
  const room = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Primary Bath' } } });
  const specs = await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=AQ&perPage=2`);
  for (const spec of specs.slice(0, 2)) {
    await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: room.id }, quantity: 1 } } });
  }
  await callApi(page, 'POST', `${u}/specbook/${book.id}/categories/${room.id}/approve`, {});
  return book.id;
}

/** The money of a figure of the invoice detail ('Total', 'Balance Due', …) as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('dialog', { name: /^Invoices/ }).getByLabel(label, { exact: true }).textContent();
  return Number((text ?? '').replace(/[$,]/g, ''));
}

test('the seller invoices the approved specs, records a partial payment, then the rest', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.seller.email);
  const specbookId = await approvedSpecbook(page, `Invoice Journey ${Date.now()}`);
  await page.goto(`/v4/specbooks/manage/${specbookId}`);

  await page.getByRole('button', { name: 'Invoices', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /^Invoices/ });
  await expect(drawer.getByText('No invoices yet', { exact: false })).toBeVisible();
  await drawer.getByRole('button', { name: 'Create invoice' }).click();

  const create = page.getByRole('dialog', { name: 'Create invoice' });
  const lines = create.getByRole('group', { name: 'Lines to invoice' }).getByRole('checkbox');
  await expect(lines).toHaveCount(2);
  for (const box of await lines.all()) await expect(box).toBeChecked();
  await create.getByLabel('Due date').fill('2031-01-15');
  await screenshot(page, 'invoices-create');
  await create.getByRole('button', { name: 'Create invoice' }).click();
  await expect(toast(page, 'Invoice created successfully')).toBeVisible();

  const detail = drawer.getByLabel(/^Invoice INV-\d+$/);
  await expect(detail.getByText('Open', { exact: true })).toBeVisible();
  await expect(detail.getByText('Due January 15, 2031')).toBeVisible();
  const total = await figure(page, 'Total');
  expect(total).toBeGreaterThan(10);

  const form = drawer.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount').fill('10');
  await form.getByLabel('Reference').fill('CHK-1001');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
  await expect(detail.getByText('Partially Paid', { exact: true })).toBeVisible();
  await expect.poll(() => figure(page, 'Balance Due')).toBeCloseTo(total - 10, 2);
  await screenshot(page, 'invoices-partially-paid');

  // The amount offered is the balance: record the rest.
  await expect(form.getByLabel('Amount')).toHaveValue(new RegExp((total - 10).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace('.', '\\.')));
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(detail.getByText('Paid', { exact: true })).toBeVisible();
  await expect.poll(() => figure(page, 'Balance Due')).toBe(0);
  await expect(drawer.getByRole('form', { name: 'Record a payment' })).toHaveCount(0);

  await drawer.getByRole('button', { name: 'All invoices' }).click();
  await expect(drawer.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('Paid');
  await screenshot(page, 'invoices-list');

  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'invoices-list-mobile');
});
