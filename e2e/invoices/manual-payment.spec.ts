import { approvedSpecbook, invoiceFigure as figure } from '../support/invoices';
import { toast } from '../support/workspace';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * Invoicing with manual payments (issue 16): the seller opens Invoices on the manage page,
 * creates an invoice from the approved specs, records a partial check payment (Partially Paid),
 * then the rest (Paid).
 */

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
  // The status badge (the totals also have a figure labelled 'Paid', there from the start).
  await expect(detail.locator('.mantine-Badge-root', { hasText: /^Paid$/ })).toBeVisible();
  await expect.poll(() => figure(page, 'Balance Due')).toBe(0);
  await expect(drawer.getByRole('form', { name: 'Record a payment' })).toHaveCount(0);

  await drawer.getByRole('button', { name: 'All invoices' }).click();
  await expect(drawer.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('Paid');
  await screenshot(page, 'invoices-list');

  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'invoices-list-mobile');
});
