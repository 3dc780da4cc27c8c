import type { Page } from '@playwright/test';
import { expect, screenshot, test, TOKEN_KEY } from '../support/test';
import { callApi } from '../support/workspace';
import { englishWords, pageTexts, untranslatedLines } from './english-words';
import { demoData, expectPageTranslated, expectTranslated, PT_BR_USER, settled, walkRoutes, type TWalkRoute } from './walk';

/**
 * The pt-BR route walk of the shell (issue 22 item 6): the sign-in page follows the browser's
 * language; the pt-BR demo user's account and profile pages, the header menu and the side menu are
 * all Portuguese. Other areas have their own walks beside this one (walk.ts has the common steps).
 */
const ROUTES: TWalkRoute[] = [
  { path: '/v4/account', heading: 'Configurações da conta', shot: 'pt-br-account' },
  { path: '/v4/profiles', heading: 'Perfis', shot: 'pt-br-profiles' },
];

/** The admin pages, as a user without platform administration sees them (the page's notice). */
const ADMIN_ROUTES: TWalkRoute[] = [
  { path: '/v4/admin/access', heading: 'Funções e recursos', shot: 'pt-br-admin-access' },
  { path: '/v4/admin/announcements', heading: 'Avisos', shot: 'pt-br-admin-announcements' },
  { path: '/v4/admin/requests', heading: 'Solicitações de suporte', shot: 'pt-br-admin-requests' },
];

type TNamed = { id: number; name: string; manufacturerName?: string | null; modelNumber?: string | null };

/** A profile of the user's (with specbooks when there is one), and the product data its page shows (specbook and top seller names). */
async function profileWithData(page: Page): Promise<{ path: string; name: string; data: string[] }> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const profiles = await callApi<(TNamed & { specbookCount: number })[]>(page, 'GET', `${u}/profile?perPage=100`);
  // A profile with specbooks shows the most; else a new one (unique name) shows the empty states.
  const profile =
    profiles.find((p) => p.specbookCount > 0) ??
    (await callApi<TNamed>(page, 'POST', `${u}/profile`, { createProfileRequest: { Profile: { name: `Residência Lima ${Date.now() % 1_000_000}` } } }));
  const specbooks = await callApi<TNamed[]>(page, 'GET', `${u}/specbook?filter[profile.id]=${profile.id}&perPage=50`);
  const top = await callApi<TNamed[]>(page, 'GET', `${u}/profile/${profile.id}/top-sellers`);
  const data = [profile.name, ...[...specbooks, ...top].flatMap((row) => [row.name, row.manufacturerName ?? '', row.modelNumber ?? ''])].filter(Boolean);
  return { path: `/v4/profiles/${profile.id}`, name: profile.name, data };
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

    await loginForm.getByRole('textbox', { name: 'E-mail' }).fill(PT_BR_USER.email);
    await loginForm.getByRole('textbox', { name: 'Senha' }).fill(PT_BR_USER.password);
    await loginForm.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
    const data = await demoData(page);

    await walkRoutes(page, [...ROUTES, ...ADMIN_ROUTES], data);

    // A profile's page (totals, graph, top sellers, specbooks) and its edit dialog.
    const profile = await profileWithData(page);
    const profileData = [...data, ...profile.data];
    await page.goto(profile.path);
    await expect(page.getByRole('heading', { name: profile.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totais por mês' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trimestre atual' }).getByText(/US\$/).first()).toBeVisible();
    await expectPageTranslated(page, profileData, profile.path, 'pt-br-profile-detail');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'pt-br-profile-detail-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Editar perfil' }).getByRole('form', { name: 'Perfil' })).toBeVisible();
    await expectPageTranslated(page, profileData, 'the profile form', 'pt-br-profile-form');
    await page.keyboard.press('Escape');

    // The header menu, opened.
    await page.getByRole('button', { name: /^Menu de / }).click();
    await expect(page.getByRole('menuitem', { name: 'Configurações da conta' })).toBeVisible();
    await expectPageTranslated(page, data, 'the header menu', 'pt-br-header-menu');
    await page.keyboard.press('Escape');

    // At 375 px: the side menu is a drawer.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of ROUTES) {
      await page.goto(route.path as string);
      await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
      await settled(page);
      await screenshot(page, `${route.shot}-375`);
    }
    await page.getByRole('button', { name: 'Menu principal' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Início/ })).toBeVisible();
    await expectPageTranslated(page, data, 'the side menu at 375 px', 'pt-br-side-menu-375');
  });

  test('the detector catches untranslated interface text', () => {
    expect(englishWords('Salvar empresa')).toEqual([]);
    expect(englishWords('Save company')).toEqual(['save', 'company']);
    expect(untranslatedLines(['Menu de Harbor Plumbing Supply', 'Load more'], ['Harbor Plumbing Supply'])).toEqual(['Load more']);
    // A link's address is data, whatever its token spells; the words around it are not.
    expect(untranslatedLines(['Link: http://127.0.0.1/v4/especbook/53?token=M7OR5', 'Load more http://x.example/a'], [])).toEqual(['Load more http://x.example/a']);
  });
});
