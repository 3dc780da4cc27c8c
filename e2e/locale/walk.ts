import type { Page } from '@playwright/test';
import { expect, screenshot } from '../support/test';
import { callApi } from '../support/workspace';
import { englishWords, pageTexts, untranslatedLines } from './english-words';

/**
 * The pt-BR walks' common steps (docs/decisions/068): sign in as the pt-BR demo user, visit routes
 * and fail on any line a user reads or hears there that holds English outside product and demo
 * data. Each area of the interface has its walk (`pt-br-<area>.spec.ts`); a route is one line.
 */
export const PT_BR_USER = { email: 'brasil@specfolio.test', password: 'specfolio-demo' };

/** The pt-BR trade professional (Studio Verde Interiors): a marketplace buyer, for the cart and checkout walk. */
export const PT_BR_BUYER = { email: 'pro-brasil@specfolio.test', password: 'specfolio-demo' };

/** A route walked signed in: its path (or how to find it), the heading that says it has loaded, a screenshot name. */
export interface TWalkRoute {
  path: string | ((page: Page) => Promise<string>);
  heading: string | RegExp;
  shot: string;
}

/** Product and demo data of the signed-in user: their name and e-mail, company, profiles (names, e-mails, phones), plus `more`. */
export async function demoData(page: Page, more: string[] = []): Promise<string[]> {
  const me = await callApi<{ id: number; name: string; email: string; companyName: string | null; phone: string | null }>(page, 'GET', '/v4/user/me');
  const profiles = await callApi<{ name: string; email: string | null; phone: string | null }[]>(page, 'GET', `/v4/user/${me.id}/profile?perPage=100`);
  const account = await callApi<{ name: string; email: string | null; website: string | null }>(page, 'GET', `/v4/user/${me.id}/account`);
  // Role codes (accounting_tab) are identifiers, shown as the role badges' tooltips.
  const roles = await callApi<{ name: string }[]>(page, 'GET', `/v4/user/${me.id}/roles`);
  return [...roles.map((r) => r.name), me.name, me.email, me.companyName ?? '', me.phone ?? '', account.name, account.email ?? '', account.website ?? '', ...profiles.flatMap((p) => [p.name, p.email ?? '', p.phone ?? ''])]
    .concat(['Specfolio', 'Facebook', 'Instagram', 'Houzz', 'Twitter', 'Pinterest', 'YouTube', 'X-SPECBOOKS-API-KEY', 'https://', 'specfolio-demo'])
    .concat(more);
}

/** Signs in as a pt-BR demo user (the seller by default) through the (Portuguese) sign-in form; answers their demo data. */
export async function signInPtBr(page: Page, user: { email: string; password: string } = PT_BR_USER): Promise<string[]> {
  await page.goto('/login');
  const loginForm = page.getByRole('form', { name: 'Entrar' });
  await loginForm.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await loginForm.getByRole('textbox', { name: 'Senha' }).fill(user.password);
  await loginForm.getByRole('button', { name: 'Entrar' }).click();
  // The first page after sign-in loads the user, the pt-BR catalogue and the menu: slow on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 30_000 });
  return demoData(page);
}

/** Waits until the page has nothing loading (loaders, visible skeletons). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
}

/** Fails with every line that still holds English (the words found, then the line). */
export function expectTranslated(texts: string[], data: string[], where: string): void {
  const lines = untranslatedLines(texts, data).map((line) => `${englishWords(line).join(', ')} ← ${line}`);
  expect(lines, `English on ${where}`).toEqual([]);
}

/** Checks what the page shows now (an open dialog, menu or drawer too) and screenshots it. */
export async function expectPageTranslated(page: Page, data: string[], where: string, shot: string): Promise<void> {
  await settled(page);
  expectTranslated(await pageTexts(page), data, where);
  await screenshot(page, shot);
}

/** Visits each route, waits for its heading, and checks it is all Portuguese. */
export async function walkRoutes(page: Page, routes: TWalkRoute[], data: string[]): Promise<void> {
  for (const route of routes) {
    const path = typeof route.path === 'string' ? route.path : await route.path(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
    await expectPageTranslated(page, data, path, route.shot);
  }
}
