import { expect, screenshot, test, TOKEN_KEY } from '../support/test';
import type { Page } from '@playwright/test';
import { callApi } from '../support/workspace';
import { englishWords, pageTexts, untranslatedLines } from './english-words';

/**
 * The pt-BR route walk (issue 22 item 6): a user whose locale is pt-br visits the routes below;
 * every text a user reads or hears there (visible text, placeholders, accessible names, the title)
 * is checked for English words outside product and demo data. Adding a route is one line in ROUTES.
 */
const USER = { email: 'brasil@specfolio.test', password: 'specfolio-demo' };

/** The routes walked signed in, each with the heading that says it has loaded. */
const ROUTES: { path: string; heading: string; shot: string }[] = [
  { path: '/v4/account', heading: 'Configurações da conta', shot: 'pt-br-account' },
  { path: '/v4/profiles', heading: 'Perfis', shot: 'pt-br-profiles' },
];

/** Product and demo data of the signed-in user: their name and e-mail, company, profiles (names, e-mails, phones). */
async function demoData(page: Page): Promise<string[]> {
  const me = await callApi<{ id: number; name: string; email: string; companyName: string | null; phone: string | null }>(page, 'GET', '/v4/user/me');
  const profiles = await callApi<{ name: string; email: string | null; phone: string | null }[]>(page, 'GET', `/v4/user/${me.id}/profile?perPage=100`);
  const account = await callApi<{ name: string; email: string | null; website: string | null }>(page, 'GET', `/v4/user/${me.id}/account`);
  return [me.name, me.email, me.companyName ?? '', me.phone ?? '', account.name, account.email ?? '', account.website ?? '', ...profiles.flatMap((p) => [p.name, p.email ?? '', p.phone ?? ''])]
    .concat(['Specfolio', 'Facebook', 'Instagram', 'Houzz', 'Twitter', 'Pinterest', 'YouTube', 'X-SPECBOOKS-API-KEY', 'https://', 'specfolio-demo']);
}

/** Waits until the page has nothing loading (loaders, the side menu's skeletons). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
}

/** Fails with every line that still holds English (the words found, then the line). */
function expectTranslated(texts: string[], data: string[], where: string): void {
  const lines = untranslatedLines(texts, data).map((line) => `${englishWords(line).join(', ')} ← ${line}`);
  expect(lines, `English on ${where}`).toEqual([]);
}

test.describe('pt-BR route walk', () => {
  test.use({ locale: 'pt-BR' });

  test('the sign-in page follows the browser language, and every walked route is in Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    // Signed out: the browser's language (pt-BR) picks the locale.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const loginForm = page.getByRole('form', { name: 'Entrar' });
    await loginForm.getByRole('button', { name: 'Entrar' }).click();
    await expect(loginForm.getByText('Informe a senha.')).toBeVisible();
    expectTranslated(await pageTexts(page), ['Specfolio', 'seller@specfolio.test', 'pro@specfolio.test', 'admin@specfolio.test', 'specfolio-demo'], '/login');
    await screenshot(page, 'pt-br-login');

    await loginForm.getByRole('textbox', { name: 'E-mail' }).fill(USER.email);
    await loginForm.getByRole('textbox', { name: 'Senha' }).fill(USER.password);
    await loginForm.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
    const data = await demoData(page);

    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
      await settled(page);
      expectTranslated(await pageTexts(page), data, route.path);
      await screenshot(page, route.shot);
    }

    // The header menu, opened.
    await page.getByRole('button', { name: /^Menu de / }).click();
    await expect(page.getByRole('menuitem', { name: 'Configurações da conta' })).toBeVisible();
    expectTranslated(await pageTexts(page), data, 'the header menu');
    await screenshot(page, 'pt-br-header-menu');
    await page.keyboard.press('Escape');

    // At 375 px: the side menu is a drawer.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
      await settled(page);
      await screenshot(page, `${route.shot}-375`);
    }
    await page.getByRole('button', { name: 'Menu principal' }).click();
    await expect(page.getByRole('link', { name: 'Início', exact: true })).toBeVisible();
    await settled(page);
    expectTranslated(await pageTexts(page), data, 'the side menu at 375 px');
    await screenshot(page, 'pt-br-side-menu-375');
  });

  test('the detector catches untranslated interface text', () => {
    expect(englishWords('Salvar empresa')).toEqual([]);
    expect(englishWords('Save company')).toEqual(['save', 'company']);
    expect(untranslatedLines(['Menu de Harbor Plumbing Supply', 'Load more'], ['Harbor Plumbing Supply'])).toEqual(['Load more']);
  });
});
