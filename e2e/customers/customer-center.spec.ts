import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * The customer center (/v4/customers): create a customer with a billing and a shipping address,
 * find it by search, edit it and export the list as CSV; then the page and the drawer at 375 px.
 */

/** A Mantine select's input by its label. */
function select(scope: Page | Locator, label: string): Locator {
  // A required field's label ends in ' *'.
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`)).and(scope.locator('input'));
}

async function choose(page: Page, scope: Locator, label: string, option: string, type?: string): Promise<void> {
  const input = select(scope, label);
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addAddress(page: Page, drawer: Locator, kind: 'billing' | 'shipping', a: { line1: string; city: string; zip: string; cost: string }) {
  await drawer.getByRole('button', { name: `Add ${kind} address` }).click();
  const form = drawer.getByRole('form', { name: kind === 'billing' ? 'Billing Address form' : 'Shipping Address form' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Address 1 is Required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Address 1' }).fill(a.line1);
  await form.getByRole('textbox', { name: 'City' }).fill(a.city);
  await choose(page, form, 'State', 'Illinois', 'Illin');
  await form.getByRole('textbox', { name: 'Zip Code' }).fill(a.zip);
  await form.getByRole('textbox', { name: 'Cost (USD)' }).fill(a.cost);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
}

test.describe('customer center', () => {
  test('create a customer with billing and shipping addresses, search, edit, export CSV', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const name = `Rivera Design ${stamp}`;

    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ellen Johnson' })).toBeVisible();

    // Create: the form's rules first, then a valid customer.
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New customer' });
    await drawer.getByRole('button', { name: 'Create customer' }).click();
    await expect(drawer.getByText('Name is required')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await expect(drawer.getByText('Not Valid')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await drawer.getByRole('textbox', { name: 'Company name' }).fill('Rivera Design Co.');
    await drawer.getByRole('textbox', { name: 'Email' }).fill(`hello-${stamp}@rivera.example`);
    await drawer.getByRole('textbox', { name: 'Phone' }).fill('(312) 555-0187');
    await choose(page, drawer, 'Customer type', 'Interior Designer');
    await choose(page, drawer, 'Price group', 'Designer');
    await choose(page, drawer, 'Payment terms', 'Net 30');
    await drawer.getByRole('button', { name: 'Create customer' }).click();
    await expect(toast(page, 'Customer created.')).toBeVisible();

    // The drawer now edits the new customer: add its billing and shipping addresses.
    const edit = page.getByRole('dialog', { name });
    await addAddress(page, edit, 'billing', { line1: '233 S Wacker Dr', city: 'Chicago', zip: '60606', cost: '0' });
    await addAddress(page, edit, 'shipping', { line1: '1200 W Fulton Market', city: 'Chicago', zip: '60607', cost: '45' });
    await expect(edit.locator('[aria-label="Billing Address"]')).toContainText('233 S Wacker Dr');
    const shipping = edit.locator('[aria-label="Shipping Address"]');
    await expect(shipping).toContainText('1200 W Fulton Market');
    await expect(shipping).toContainText('Cost: $45.00');
    await expect(shipping).toContainText('Default');
    await screenshot(page, 'customer-drawer-desktop');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    // Find it by search.
    await page.getByRole('textbox', { name: 'Search customers' }).fill(stamp);
    const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Rivera Design Co.');
    await expect(rows.nth(1)).toContainText('Chicago, IL');

    // Edit it.
    await page.getByRole('button', { name }).click();
    await expect(edit.getByRole('textbox', { name: 'Company name' })).toHaveValue('Rivera Design Co.');
    await expect(select(edit, 'Price group')).toHaveValue('Designer');
    await edit.getByRole('textbox', { name: 'Company name' }).fill('Rivera Interiors');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Customer updated.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rows.nth(1)).toContainText('Rivera Interiors');
    await screenshot(page, 'customer-center-desktop');

    // Export the filtered list.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('customers.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^ID,Name,First Name,Last Name,Company/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain('Rivera Interiors');
    expect(lines[1]).toContain('Interior Designer');
    expect(lines[1]).toContain(',Designer,');
    expect(lines[1]).toContain('1200 W Fulton Market');
  });

  test('look a customer up by code and add them; send an invitation', async ({ page, request }) => {
    // The pro user's personal code, as they would share it.
    const login = await request.post('/api/v1/auth/login', { data: { email: DEMO.pro.email, password: DEMO.password } });
    const { token, user } = (await login.json()).data as { token: string; user: { id: number } };
    const codeRes = await request.get(`/api/v4/user/${user.id}/customer/code`, { headers: { Authorization: `Bearer ${token}` } });
    const code = ((await codeRes.json()).data as { customerCode: string }).customerCode;

    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/customers');
    await page.getByRole('button', { name: 'Add by code' }).click();
    const modal = page.getByRole('dialog', { name: 'Add customer by code' });
    const input = modal.getByRole('textbox', { name: /Customer code/ });
    await input.fill('12345');
    await input.press('Enter');
    await expect(modal.getByText('Code must be exactly 12 digits and cannot match your personal code.')).toBeVisible();
    await input.fill(code);
    await modal.getByRole('button', { name: 'Look up' }).click();
    const found = modal.getByLabel('Customer found');
    await expect(found).toContainText(`Customer number ${code}`);
    await found.getByRole('button', { name: 'Add customer' }).click();
    await expect(toast(page, 'Customer added.')).toBeVisible();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Linked to platform user' });
    await expect(drawer).toContainText(`code ${code}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a customer' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Contact name is required')).toBeVisible();
    await invite.getByRole('textbox', { name: 'Contact name' }).fill('Rosa Diaz');
    await invite.getByRole('textbox', { name: 'Company name' }).fill('Diaz Remodeling');
    await invite.getByRole('textbox', { name: 'Email' }).fill('rosa@diaz.example');
    await invite.getByRole('textbox', { name: 'Phone' }).fill('(312) 555-0147');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, 'Invitation sent.')).toBeVisible();
    await expect(invite).toBeHidden();
  });

  test('the customer center and its drawer fit a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/customers');
    await expect(page.getByRole('button', { name: 'Oak Street Builders' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'customer-center-375');
    await page.getByRole('button', { name: 'Oak Street Builders' }).click();
    const drawer = page.getByRole('dialog', { name: 'Oak Street Builders' });
    await expect(drawer.locator('[aria-label="Warehouse"]')).toContainText('4400 W Ferdinand St');
    expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(375.5);
    const inner = await drawer.evaluate((el) => { const body = el.querySelector(".mantine-Drawer-body") as HTMLElement; return body.scrollWidth - body.clientWidth; });
    expect(inner).toBeLessThanOrEqual(0);
    await screenshot(page, 'customer-drawer-375');
  });
});
