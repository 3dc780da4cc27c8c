import { DEMO, expect, signIn, test } from '../support/test';

test.describe('what the role changes in the shell', () => {
  test('a platform admin sees the red banner: actions are global', async ({ page }) => {
    await signIn(page, DEMO.admin.email);
    const banner = page.getByRole('banner').getByText('Specfolio ADMIN ACCOUNT: ALL ACTIONS WILL BE CONSIDERED GLOBAL');
    await expect(banner).toBeVisible();
    // Red: the banner's background is a red (R well above G and B).
    const background = await banner.evaluate((el) => {
      let node: Element | null = el;
      while (node) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour && colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
        node = node.parentElement;
      }
      return '';
    });
    const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r, `banner background ${background}`).toBeGreaterThan(150);
    expect(Math.max(g, b), `banner background ${background}`).toBeLessThan(100);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Profiles', { exact: true })).toBeVisible();
  });

  test('a trade professional sees "Projects" instead of "Profiles", and no Data Fetch', async ({ page }) => {
    await signIn(page, DEMO.pro.email);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByText('Projects', { exact: true })).toBeVisible();
    await expect(menu.getByText('Profiles', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/ADMIN ACCOUNT/)).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: / menu$/ }).last().click();
    const dropdown = page.getByRole('menu');
    await expect(dropdown.getByRole('menuitem', { name: 'Add Specbook' })).toBeVisible();
    await expect(dropdown.getByRole('menuitem', { name: 'Customer Support Request' })).toBeVisible();
    await expect(dropdown.getByRole('menuitem', { name: 'Data Fetch' })).toHaveCount(0);
  });
});
