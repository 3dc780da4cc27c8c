import { approvedSpecbook, invoiceFigure, validStripeAccount } from '../support/invoices';
import { shareEspecbook, acceptTerms } from '../support/especbook';
import { toast } from '../support/workspace';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * A card payment of an invoice (issue 16, decision 052), against the fake Stripe that
 * e2e/support/server.mjs runs beside the server: the seller adds a line item and invoices the
 * approved specs with it; the client opens the e-Specbook, pays the invoice on the hosted checkout
 * page; the webhook authorises and the server captures it; the client and the seller see Paid.
 */
test('the client pays an invoice by card from the e-Specbook and the seller sees it Paid', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.seller.email);
  await validStripeAccount(page);
  const specbookId = await approvedSpecbook(page, `Card Journey ${Date.now()}`);
  await page.goto(`/v4/specbooks/manage/${specbookId}`);

  await page.getByRole('button', { name: 'Add Line Item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add line item' });
  await itemDialog.getByRole('textbox', { name: 'Name' }).fill('Delivery and setup');
  await itemDialog.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await itemDialog.getByRole('textbox', { name: 'Sale price' }).fill('120');
  await itemDialog.getByRole('button', { name: 'Add' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Line items' }).getByRole('row', { name: /Delivery and setup/ })).toContainText('$120.00');

  await page.getByRole('button', { name: 'Invoices', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /^Invoices/ });
  await drawer.getByRole('button', { name: 'Create invoice' }).click();
  const create = page.getByRole('dialog', { name: 'Create invoice' });
  await expect(create.getByRole('group', { name: 'Lines to invoice' }).getByRole('checkbox')).toHaveCount(3);
  await expect(create.getByText('Delivery and setup')).toBeVisible();
  await create.getByLabel('Due date').fill('2031-01-15');
  await create.getByRole('button', { name: 'Create invoice' }).click();
  await expect(toast(page, 'Invoice created successfully')).toBeVisible();
  const detail = drawer.getByLabel(/^Invoice INV-\d+$/);
  const number = ((await detail.getAttribute('aria-label')) ?? '').replace('Invoice ', '');
  const total = await invoiceFigure(page, 'Total');
  expect(total).toBeGreaterThan(120);

  // The client: their own browser, the e-Specbook link of the team invitation.
  const link = await shareEspecbook(page, specbookId, { name: 'Casey Client', email: `casey.${Date.now()}@example.com`, canApprove: true });
  const client = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await client.goto(link);
  await acceptTerms(client);
  const invoices = client.getByRole('table', { name: /^Invoices \(\d+\)$/ });
  const row = invoices.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Open');
  await screenshot(client, 'especbook-invoice-pay');
  await row.getByRole('button', { name: `Pay invoice ${number} by card` }).click();

  // The fake Stripe's hosted checkout page: the amount due, then "Pay" with the test card.
  await expect(client.getByRole('heading', { name: `Pay USD ${total.toFixed(2)}` })).toBeVisible();
  await expect(client.getByText(`Invoice ${number}`)).toBeVisible();
  await client.getByRole('button', { name: 'Pay' }).click();

  await expect(client).toHaveURL(/\/v4\/especbook\/\d+$/);
  await expect(toast(client, 'Thank you: your card payment was received and will show on the invoice in a moment.')).toBeVisible();
  await expect(invoices.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');
  await expect(invoices.getByRole('button', { name: `Pay invoice ${number} by card` })).toHaveCount(0);
  await screenshot(client, 'especbook-invoice-paid');
  await client.context().close();

  // The seller sees the card payment and the invoice Paid.
  await page.reload();
  await page.getByRole('button', { name: 'Invoices', exact: true }).click();
  const list = page.getByRole('dialog', { name: /^Invoices/ }).getByRole('table', { name: 'Invoices' });
  await expect(list.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');
  await list.getByRole('row', { name: new RegExp(number) }).getByText(number).click();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Card');
  await expect.poll(() => invoiceFigure(page, 'Balance Due')).toBe(0);
  await screenshot(page, 'invoice-paid-by-card');
});
