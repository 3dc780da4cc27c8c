import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * Roles & Feature Flags (/v4/admin/access): a platform admin turns the customer center on for the trade
 * professional, who then can open it; then turns it off again. The pro's other grants are left alone.
 */

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function setCustomerCenter(admin: Page, on: boolean): Promise<void> {
  await admin.getByRole('button', { name: 'Edit roles and flags of Jordan Ellis' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Roles & flags of Jordan Ellis' });
  const flag = dialog.getByRole('checkbox', { name: 'useCustomerCenter' });
  await expect(flag).toBeChecked({ checked: !on });
  await flag.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The previous save's toast may still show (3000 ms): the newest one is this save's.
  await expect(admin.getByText('Access updated.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a platform admin grants a feature flag that gates a page', async ({ browser }) => {
  const pro = await signedIn(browser, DEMO.pro.email);
  await pro.goto('/v4/customers');
  await expect(pro.getByText('The customer center is not enabled for your user.', { exact: false })).toBeVisible();

  const admin = await signedIn(browser, DEMO.admin.email);
  await admin.getByRole('navigation').getByRole('link', { name: 'Roles & Feature Flags' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Roles & Feature Flags' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search users' }).fill('pro@specfolio');
  const row = admin.getByRole('row').filter({ hasText: 'Jordan Ellis' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ROLE_PRO');
  await setCustomerCenter(admin, true);
  await expect(row).toContainText('useCustomerCenter');
  await screenshot(admin, 'roles-and-flags');

  try {
    await pro.reload();
    await expect(pro.getByRole('heading', { level: 1, name: 'Customers', exact: true })).toBeVisible();
    await expect(pro.getByText('Not enabled')).toHaveCount(0);
  } finally {
    await setCustomerCenter(admin, false);
  }
  await pro.reload();
  await expect(pro.getByText('The customer center is not enabled for your user.', { exact: false })).toBeVisible();
});

test('anyone else is told the page is for platform admins', async ({ page }) => {
  await signIn(page, DEMO.seller.email);
  await page.goto('/v4/admin/access');
  await expect(page.getByText('Only platform administrators can manage roles and feature flags.')).toBeVisible();
});
