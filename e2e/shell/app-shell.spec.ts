import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/** Side-menu items the server sends the seller (first of them), then the client's fixed ones. */
const SELLER_MENU = ['Home', 'Profiles', 'Products', 'Brands', 'Account Settings', 'Payment Methods', 'Log Out'];

test.describe('the signed-in shell on a desktop', () => {
  test('shows the header with search and the company, and the side menu from the server', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Specfolio home' })).toBeVisible();
    await expect(header.getByRole('textbox', { name: 'Search specbooks' })).toBeVisible();
    await expect(header.getByRole('img', { name: `${DEMO.seller.company} logo` })).toBeVisible();
    await expect(header.getByText(DEMO.seller.company)).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeInViewport();
    for (const title of SELLER_MENU) await expect(menu.getByText(title, { exact: true })).toBeVisible();
    await expect(menu.getByText('Collapse menu', { exact: true })).toBeVisible();
    // The Support group belongs to the mobile drawer only.
    await expect(menu.getByText('Customer Support Request')).toHaveCount(0);
    // No admin banner for a seller.
    await expect(page.getByText(/ADMIN ACCOUNT/)).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await screenshot(page, 'shell-desktop');
  });

  test('the company logo opens the Add and Support menu', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.getByRole('banner').getByRole('button', { name: `${DEMO.seller.company} menu` }).click();
    const dropdown = page.getByRole('menu');
    await expect(dropdown).toBeVisible();
    for (const entry of ['Add Product', 'Add Specbook', 'Data Fetch', 'Customer Support Request', 'Account Settings', 'Log Out']) {
      await expect(dropdown.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await expect(dropdown.getByRole('menuitem', { name: /^Call Us at / })).toBeVisible();
    // 'Manage SpecBook' and 'View e-SpecBook' appear only when a specbook is open.
    await expect(dropdown.getByRole('menuitem', { name: 'Manage SpecBook' })).toHaveCount(0);
    await screenshot(page, 'shell-logo-menu');
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
  });

  test('a side-menu link opens its page inside the app', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profiles' }).click();
    await expect(page).toHaveURL(/\/v4\/profiles$/);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Payment Methods menu item opens the payment accounts', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payment Methods' }).click();
    await expect(page).toHaveURL(/\/v4\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Showroom payments' })).toBeVisible();
    await screenshot(page, 'payments-from-menu');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });
});

test.describe('the signed-in shell on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu button opens the side menu as a drawer, with the Support group', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(menu).not.toBeInViewport();
    await screenshot(page, 'shell-mobile');

    const burger = page.getByRole('banner').getByRole('button', { name: 'Main menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeInViewport();
    for (const title of SELLER_MENU) await expect(menu.getByText(title, { exact: true })).toBeVisible();
    for (const title of ['Data Fetch', 'Customer Support Request']) {
      await expect(menu.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(menu.getByText(/^Call Us at /)).toBeVisible();
    await expect(menu.getByText('Collapse menu', { exact: true })).toHaveCount(0);
    await screenshot(page, 'shell-mobile-menu');

    // Following an item closes the drawer.
    await menu.getByRole('link', { name: 'Profiles' }).click();
    await expect(page).toHaveURL(/\/v4\/profiles$/);
    await expect(menu).not.toBeInViewport();
  });
});
