import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test, TOKEN_KEY } from '../support/test';
import { callApi } from '../support/workspace';
import { expectPageTranslated, expectTranslated, settled, signInPtBr, walkRoutes, type TWalkRoute } from './walk';

/**
 * The pt-BR walk of the buying side (issue 22 item 6): Fornecedores (/v4/vendors) with a vendor's
 * drawer and form, a specbook's purchase orders (list and one order, in the manage page's drawer),
 * the shipping center, the inventory center and the payment methods, as the pt-BR demo user of
 * Harbor Plumbing Supply. The records shown are created here (unique names); demo records are
 * left as they are.
 */
const FAUCET = { model: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet' } as const;

type TRecords = { vendor: { id: number; name: string; email: string }; book: { id: number; name: string }; order: { name: string }; names: string[] };

/** POST with an Idempotency-Key (a purchase order's execution asks for one), as the page's own session. */
async function postOnce<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key), TOKEN_KEY);
  const res = await page.request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() } });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A vendor with an offer for the faucet, a specbook with the faucet approved, its purchase order, a shipping cost and discount, stock and a payment account. */
async function createRecords(page: Page): Promise<TRecords> {
  const tag = Date.now().toString(36);
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const email = `pedidos-${tag}@distribuidora.example`;
  const vendor = await callApi<{ id: number; name: string }>(page, 'POST', `${u}/seller`, {
    createSellerRequest: { Seller: { name: `Distribuidora Paulista ${tag}`, email, paymentTerms: 30, address: { shipping: { line1: '100 State St', city: 'Madison', state: 'WI', zipCode: '53703' } } } },
  });
  const [spec] = await callApi<{ id: number; manufacturerName: string }[]>(page, 'GET', `${u}/specs?searchTerm=${FAUCET.model}&perPage=5`);
  await callApi(page, 'POST', `${u}/seller/${vendor.id}/offers`, {
    createSellerOfferRequest: { Offer: { spec: { id: spec!.id }, price: '1234.50', leadTime: '1-2 weeks', inventory: { status: 'in_stock', quantity: 1200 } } },
  });
  const [first] = await callApi<{ id: number; name: string }[]>(page, 'GET', `${u}/profile?perPage=100`);
  const profile = first ?? (await callApi<{ id: number; name: string }>(page, 'POST', `${u}/profile`, { createProfileRequest: { Profile: { name: `Residência Almeida ${tag}` } } }));
  const bookName = `Obra Jardins ${tag}`;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name: bookName, profile: { id: profile.id } } } });
  const base = `${u}/specbook/${book.id}`;
  const room = await callApi<{ id: number }>(page, 'POST', `${base}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Lavabo' } } });
  const line = await callApi<{ joinID: number }>(page, 'POST', `${base}/specs`, {
    createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec!.id }, category: { id: room.id }, quantity: 2 } },
  });
  await callApi(page, 'POST', `${base}/categories/${room.id}/approve`, {});
  const order = await postOnce<{ name: string }>(page, `${base}/purchaseorders`, { executePurchaseOrderRequest: { PurchaseOrder: { sellers: [{ id: vendor.id, specs: [line.joinID] }] } } });
  const cost = `Entrega Zona Sul ${tag}`;
  const discount = `Frete Amigo ${tag}`;
  await callApi(page, 'POST', `${u}/shipping-cost`, { createUserShippingCostRequest: { userShippingCost: { name: cost, method: 'schedule_delivery', cost: '1250.00', active: true } } });
  await callApi(page, 'POST', `${u}/shipping-discount`, {
    createUserShippingDiscountRequest: { userShippingDiscount: { name: discount, type: 'percent', value: '12.5', minimumSubtotal: '5000', active: true } },
  });
  // The platform's global discounts are data the shipping center shows as they are named.
  const global = await callApi<{ name: string }[]>(page, 'GET', `${u}/shipping-discount/global`);
  const label = `Caixa da loja ${tag}`;
  await callApi(page, 'POST', `${u}/paymentaccount`, { createPaymentAccountRequest: { PaymentAccount: { type: 'merchant', processor: 'manual', label } } });
  return {
    vendor: { id: vendor.id, name: vendor.name, email },
    book: { id: book.id, name: bookName },
    order,
    names: [vendor.name, email, '100 State St', 'Madison, WI 53703', 'Madison', bookName, order.name, 'Lavabo', FAUCET.name, FAUCET.model, spec!.manufacturerName, cost, discount, label, profile.name, ...global.map((d) => d.name)],
  };
}

/** Everything a user reads or hears inside `scope` (an open drawer or dialog): its text and the placeholders, names and titles of its elements. */
async function scopeTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
    const named = [...root.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? '').filter(Boolean));
    return [...(root as HTMLElement).innerText.split('\n'), ...named].map((line) => line.trim()).filter(Boolean);
  });
}

const ROUTES: TWalkRoute[] = [
  { path: '/v4/shipping', heading: 'Central de frete', shot: 'pt-br-shipping' },
  { path: '/v4/inventory', heading: 'Central de estoque', shot: 'pt-br-inventory' },
  { path: '/v4/payments', heading: 'Formas de pagamento', shot: 'pt-br-payments' },
];

test.describe('pt-BR walk: vendors, purchase orders, shipping, inventory, payments', () => {
  test.use({ locale: 'pt-BR' });

  test('every screen of the buying side is in Portuguese, amounts written the Brazilian way', async ({ page }) => {
    test.setTimeout(120_000);
    const demo = await signInPtBr(page);
    const records = await createRecords(page);
    const data = [...demo, ...records.names];

    // Fornecedores: the list, a vendor's drawer (offers, open purchase orders) and its form.
    await page.goto(`/v4/vendors`);
    await expect(page.getByRole('heading', { name: 'Fornecedores', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar fornecedores' }).fill(records.vendor.name);
    await page.getByRole('button', { name: records.vendor.name, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: records.vendor.name });
    await expect(drawer.getByRole('region', { name: 'Ofertas' })).toContainText(FAUCET.name);
    const open = drawer.getByRole('region', { name: 'Pedidos de compra em aberto' });
    await expect(open).toContainText(records.order.name);
    await expect(open).toContainText('1 especificação');
    await expect(open).toContainText('US$ 2.469,00');
    await expectPageTranslated(page, data, 'a vendor drawer', 'pt-br-vendor-drawer');
    await drawer.getByRole('button', { name: 'Adicionar oferta' }).click();
    await expect(drawer.getByRole('form', { name: 'Adicionar uma oferta' })).toBeVisible();
    await expectPageTranslated(page, data, 'the add-offer form', 'pt-br-vendor-add-offer');
    await drawer.getByRole('button', { name: 'Editar fornecedor' }).click();
    const form = page.getByRole('dialog', { name: `Editar ${records.vendor.name}` });
    await expect(form.getByRole('textbox', { name: 'CEP' })).toHaveValue('53703');
    await expectPageTranslated(page, data, 'the vendor form', 'pt-br-vendor-form');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectPageTranslated(page, data, '/v4/vendors', 'pt-br-vendors');

    // A specbook's purchase orders: the drawer's list, then the order (the manage page behind it is another area's).
    await page.goto(`/v4/specbooks/manage/${records.book.id}`);
    const ordersButton = page.getByRole('button', { name: 'Pedidos de compra' });
    // The manage page is the heaviest screen: give it the time a busy machine needs.
    await expect(ordersButton).toBeVisible({ timeout: 30_000 });
    await ordersButton.click();
    const orders = page.getByRole('dialog', { name: `Pedidos de compra · ${records.book.name}` });
    await expect(orders.getByTestId('purchase-order-row')).toContainText('Pronto para pedido');
    await settled(page);
    expectTranslated(await scopeTexts(orders), data, 'the purchase orders drawer');
    await screenshot(page, 'pt-br-purchase-orders');
    await orders.getByRole('button', { name: `Abrir ${records.order.name}` }).click();
    await expect(orders.getByLabel('Total', { exact: true })).toHaveText('US$ 2.469,00');
    await settled(page);
    expectTranslated(await scopeTexts(orders), data, 'a purchase order');
    await screenshot(page, 'pt-br-purchase-order');

    // The shipping center, the inventory center, the payment methods.
    await walkRoutes(page, ROUTES.slice(0, 1), data);
    await expect(page.getByText('12,5% de desconto')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar desconto' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar desconto de frete' })).toBeVisible();
    await expectPageTranslated(page, data, 'the shipping discount form', 'pt-br-shipping-discount-form');
    await page.keyboard.press('Escape');
    await walkRoutes(page, ROUTES.slice(1), data);
    await page.getByRole('button', { name: 'Adicionar conta de pagamento' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar conta de pagamento' })).toBeVisible();
    await expectPageTranslated(page, data, 'the payment account form', 'pt-br-payment-account-form');
    await page.keyboard.press('Escape');
    await page.goto('/v4/inventory');
    await page.getByRole('main').getByRole('button', { name: 'Adicionar produto' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar produto' })).toBeVisible();
    await expectPageTranslated(page, data, 'the add-stock dialog', 'pt-br-inventory-add');
    await page.keyboard.press('Escape');

    // At 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/v4/vendors', '/v4/shipping']) {
      await page.goto(path);
      await settled(page);
      await expectPageTranslated(page, data, `${path} at 375 px`, `pt-br-${path.split('/').at(-1)}-375`);
    }
  });
});
