import type { Page } from '@playwright/test';
import type { TCart } from '#shared/schemas/cart';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { expect, readToken, screenshot, test } from '../support/test';
import { callApi } from '../support/workspace';
import { expectPageTranslated, PT_BR_BUYER, settled, signInPtBr } from './walk';

/**
 * The pt-BR walk of the Specmarket cart and checkout (issue 22 item 6): the pt-BR trade
 * professional (a marketplace buyer) fills the open cart through the API, then the Specmarket home,
 * the cart drawer, the cart page, the checkout page and the confirmation page (of a cart not ordered)
 * are all Portuguese outside product data, with money written the Brazilian way. No order is placed
 * (no payment, no mail).
 */

/** Two orderable products, of two sellers when the account's vendors offer that. */
function pickProducts(products: TSpecmarketProduct[]): TSpecmarketProduct[] {
  const orderable = products.filter((p) => p.price !== null && (p.inventory.quantity === null || p.inventory.quantity >= 1));
  const first = orderable[0];
  expect(first, 'an orderable product').toBeDefined();
  const second = orderable.find((p) => p.seller.id !== first!.seller.id) ?? orderable[1];
  expect(second, 'a second orderable product').toBeDefined();
  return [first!, second!];
}

/** Empties the open cart through the API (an earlier run may have left items) and answers it. */
async function emptyCart(page: Page, userPath: string): Promise<TCart> {
  const cart = await callApi<TCart>(page, 'GET', `${userPath}/cart`);
  const token = await readToken(page);
  for (const item of cart.items) {
    const res = await page.request.delete(`/api${userPath}/cart/${cart.id}/items/${item.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
  }
  return cart;
}

/** The product data the cart screens show: names, brands, manufacturers, sellers, model numbers, finishes. */
function productData(products: TSpecmarketProduct[]): string[] {
  return products.flatMap((p) => [p.name, p.brand.name, p.manufacturerName, p.seller.name, p.modelNumber, p.finish ?? '']).filter(Boolean);
}

/** Checks the page, then screenshots it again at 375 px. */
async function checkAtBothWidths(page: Page, data: string[], where: string, shot: string): Promise<void> {
  await expectPageTranslated(page, data, where, shot);
  await page.setViewportSize({ width: 375, height: 800 });
  await settled(page);
  await screenshot(page, `${shot}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('pt-BR walk of the cart and checkout', () => {
  test.use({ locale: 'pt-BR' });

  test('the Specmarket, the cart drawer, the cart page and the checkout are in Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    // The interface text 'Cart' must not pass as data: the cart profile's stored name is left out.
    const demo = (await signInPtBr(page, PT_BR_BUYER)).filter((text) => text !== 'Cart');
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;
    const cart = await emptyCart(page, u);
    const cartName = `Obra Jardins ${Date.now() % 1_000_000}`;
    await callApi(page, 'PATCH', `${u}/cart/${cart.id}`, { name: cartName });
    const offered = await callApi<TSpecmarketProduct[]>(page, 'GET', `${u}/specmarket/products?perPage=96`);
    const products = pickProducts(offered);
    for (const product of products) await callApi(page, 'POST', `${u}/cart/${cart.id}/items`, { spec: { id: product.id }, quantity: 1 });
    // The home shows offered products too: all of them are product data.
    const data = [...demo, cartName, ...productData(offered)];

    // The Specmarket home with the marketplace bar and the cart button.
    await page.goto('/v4/specmarket');
    const cartButton = page.getByRole('button', { name: 'Carrinho, 2 itens' });
    await expect(cartButton).toBeVisible();
    await expectPageTranslated(page, data, '/v4/specmarket', 'pt-br-specmarket-buyer');

    // The cart drawer.
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Adicionado ao carrinho' });
    await expect(drawer.getByRole('listitem', { name: `${products[0]!.name} ${products[0]!.modelNumber}` })).toBeVisible();
    await expect(drawer.getByText(/US\$/).first()).toBeVisible();
    await expectPageTranslated(page, data, 'the cart drawer', 'pt-br-cart-drawer');

    // The cart page: one section per seller, ship to me.
    await drawer.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(new RegExp(`/v4/specmarket/cart/${cart.id}$`));
    await expect(page.getByRole('region', { name: products[0]!.seller.name, exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Mim', exact: true })).toBeChecked();
    await checkAtBothWidths(page, data, 'the cart page', 'pt-br-cart-page');

    // The checkout page: payment by card chosen, the order total in the Brazilian way; no order placed.
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(new RegExp(`/v4/specmarket/cart/${cart.id}/checkout\\?`));
    await expect(page.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Fazer pedido' })).toBeVisible();
    await expect(page.getByText(/US\$\s?\d{1,3}(\.\d{3})*,\d{2}/).first()).toBeVisible();
    await checkAtBothWidths(page, data, 'the checkout page', 'pt-br-checkout');

    // The confirmation of a cart not ordered yet: the order is not found, said in Portuguese.
    await page.goto(`/v4/specmarket/cart/${cart.id}/confirmation`);
    await expect(page.getByText('Pedido não encontrado')).toBeVisible();
    await expectPageTranslated(page, data, 'the confirmation of an open cart', 'pt-br-confirmation-not-ordered');
  });
});
