import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { callApi } from '../support/workspace';
import { expectPageTranslated, settled, signInPtBr, walkRoutes, type TWalkRoute } from './walk';

/**
 * The pt-BR walk of the catalogue area (issue 22 item 6): the Products search with its filters,
 * Brands with Create Spec and a manufacturer's edit dialog, and the Specmarket page the pt-BR demo
 * user reaches (Appliances' "shop all": the user has no marketplace role, so no cart) — all
 * Portuguese outside product data.
 */
const ROUTES: TWalkRoute[] = [
  { path: '/v4/matrix', heading: 'Produtos', shot: 'pt-br-products' },
  { path: '/v4/brands', heading: 'Marcas', shot: 'pt-br-brands' },
  // Without the marketplace role (ROLE_PRO) every Specmarket page sends the user to Appliances' "shop all".
  { path: '/v4/specmarket', heading: 'Eletrodomésticos: todos os produtos', shot: 'pt-br-specmarket' },
];

type TNamed = Record<string, unknown>;

/** Every string of an API answer (names, models, sellers, addresses): product and demo data. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value as TNamed).flatMap(strings);
  return [];
}

/** The product data the walked screens show: catalogue results, manufacturers, marketplace products. */
async function productData(page: Page, userId: number): Promise<string[]> {
  const u = `/v4/user/${userId}`;
  const specs = await callApi<TNamed[]>(page, 'GET', `${u}/specs?perPage=48`);
  const brands = await callApi<TNamed[]>(page, 'GET', `${u}/manufacturer?perPage=100`);
  const products = await callApi<TNamed[]>(page, 'GET', `${u}/specmarket/products?perPage=96&category=appliances`);
  const pick = (rows: TNamed[], keys: string[]) => rows.flatMap((r) => keys.flatMap((k) => strings(r[k])));
  return [
    ...pick(specs, ['name', 'manufacturerName', 'modelNumber', 'finishName', 'collectionName', 'categoryName']),
    ...pick(brands, ['name', 'url']),
    ...pick(products, ['name', 'brand', 'seller', 'modelNumber', 'leadTime']),
  ];
}

test.describe('pt-BR walk of the catalogue and the Specmarket', () => {
  test.use({ locale: 'pt-BR' });

  test('every screen of the area is in Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    const demo = await signInPtBr(page);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    // An own manufacturer of Harbor's (unique name) so that Brands shows its edit dialog.
    const mfrName = `Casa ${Date.now() % 1_000_000}`;
    await callApi(page, 'POST', `/v4/user/${me.id}/manufacturer`, { company: mfrName, url: 'https://casa.example.com' });
    const data = [...demo, mfrName, 'casa.example.com', ...(await productData(page, me.id))];

    await walkRoutes(page, ROUTES, data);

    // Products: the price filter (amounts in the locale's money) and the results.
    await page.goto('/v4/matrix');
    await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filtros' }).getByText('Preço', { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ resultados?/)).toBeVisible();

    // Brands: Create Spec and the edit dialog of the account's own manufacturer.
    await page.goto('/v4/brands');
    await page.getByRole('button', { name: 'Criar especificação' }).click();
    await expect(page.getByRole('textbox', { name: /Selecione o fabricante/ })).toBeVisible();
    await expectPageTranslated(page, data, 'Create Spec', 'pt-br-create-spec');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Buscar marcas' }).fill(mfrName);
    await page.getByRole('button', { name: `Editar ${mfrName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Editar fabricante' })).toBeVisible();
    await expectPageTranslated(page, data, 'Edit Manufacturer', 'pt-br-edit-manufacturer');
    await page.keyboard.press('Escape');

    // At 375 px: the Specmarket home and the products search.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/v4/specmarket/shopall/appliances', '/v4/matrix']) {
      await page.goto(path);
      await settled(page);
      await expectPageTranslated(page, data, `${path} at 375 px`, `pt-br-${path.split('/').pop()}-375`);
    }
  });
});
