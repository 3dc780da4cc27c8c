import { expect, test } from '../support/test';
import { callApi } from '../support/workspace';
import { expectPageTranslated, signInPtBr, walkRoutes, type TWalkRoute } from './walk';

/**
 * The pt-BR walk of the app area (issue 22 item 6): the home page with the specbooks list, the
 * Add Specbook dialog and the not-found page are all Portuguese. (The ERP page is not walked yet:
 * the e2e database's list answered no specbook to open it with.)
 */
const ROUTES: TWalkRoute[] = [
  { path: '/', heading: 'Início', shot: 'pt-br-app-home' },
  { path: '/v4/no-such-page', heading: 'Esta página não foi encontrada', shot: 'pt-br-app-not-found' },
];

test.describe('pt-BR walk: app', () => {
  test.use({ locale: 'pt-BR' });

  test('home, the specbooks list, the Add Specbook dialog and not-found are Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    const data = await signInPtBr(page);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const specbooks = await callApi<{ name: string; description: string | null; profileName: string | null }[]>(page, 'GET', `/v4/user/${me.id}/specbook?perPage=100`);
    const more = data.concat(specbooks.flatMap((s) => [s.name, s.description ?? '', s.profileName ?? '']));

    await walkRoutes(page, ROUTES, more);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar specbook' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Adicionar specbook' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome do specbook' })).toBeVisible();
    await expectPageTranslated(page, more, 'the Add Specbook dialog', 'pt-br-app-add-specbook');
  });
});
