import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlCount, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { requester } from '#server/modules/invoices/invoices.test-kit';
import type { FakeStripe } from '#server/test/fakes/stripe';
import { fakeStripeWithAdapter, forwardEvents } from '#server/test/fakes/stripe-app';
import { readMails } from '#server/test/mails';
import { buildTestApp, createTestServer, type TestServer } from '#server/test/server';
import { orderNumber, SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { cartFixture, cartProducts, checkoutBody, setOffer } from './checkout.test-kit';

let t: TestServer;
let fake: FakeStripe;
let req: ReturnType<typeof requester>;
let pro: string;
let proId: number;
let seller: string;
let sellerId: number;
let rival: string;
let rivalId: number;
let delivered = 0;
let keys = 0;

const u = (id = proId) => `/api/v4/user/${id}`;
const checkoutUrl = (cartId: number, user = proId) => `${u(user)}/cart/${cartId}/checkout`;
const key = () => ({ 'idempotency-key': `checkout-test-${++keys}` });
const sessionOf = (url: string) => /\/checkout\/([^/?]+)/.exec(url)?.[1] ?? '';
const orderOf = (cartId: number) =>
  sqlOne<{ id: number; payment_status: string; emailed_to: string | null; provider_checkout_id: string | null; provider_payment_id: string | null; paid_at: Date | null } | undefined>(
    t,
    'select * from specmarket_orders where cart_specbook_id = $1',
    [cartId],
  );

/** Delivers the events the fake sent since the last delivery. */
async function deliver(): Promise<void> {
  await fake.settled();
  delivered = await forwardEvents(t, fake, delivered);
}

/** Nothing of an order was written for the cart: no order, no purchase orders, items unchanged. */
async function expectNothingWritten(cartId: number): Promise<void> {
  expect(await sqlCount(t, 'specmarket_orders', 'cart_specbook_id = $1', [cartId])).toBe(0);
  expect(await sqlCount(t, 'purchase_orders', 'source_specbook_id = $1', [cartId])).toBe(0);
  expect(await sqlCount(t, 'spec_specbooks', "specbook_id = $1 and status = 'ordered'", [cartId])).toBe(0);
}

beforeAll(async () => {
  const stripe = await fakeStripeWithAdapter();
  fake = stripe.fake;
  t = await createTestServer({ stripe: stripe.adapter, publicUrl: 'http://specfolio.test' });
  req = requester(t);
  await t.database.pool.query("insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = 'other@specfolio.test' and r.name in ('ROLE_PRO', 'ROLE_SPECMARKET_BUYER') on conflict do nothing");
  [pro, proId, seller, sellerId, rival, rivalId] = await Promise.all([
    t.login('pro@specfolio.test'),
    userIdOf(t, 'pro@specfolio.test'),
    t.login('seller@specfolio.test'),
    userIdOf(t, 'seller@specfolio.test'),
    t.login('other@specfolio.test'),
    userIdOf(t, 'other@specfolio.test'),
  ]);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  delivered = fake.events.length;
});

describe('POST {u}/cart/{id}/checkout', () => {
  it('checks out the open cart built with the cart calls, and GET {u}/cart then answers a new, empty cart', async () => {
    const { specs } = await cartProducts(t, 'pro@specfolio.test', 'Journey');
    const open = await req('GET', `${u()}/cart`, pro);
    expect(open.statusCode).toBe(200);
    const cartId = open.json().data.id;
    for (const [spec, quantity] of [
      [specs.a, 2],
      [specs.b, 1],
    ] as const) {
      expect((await req('POST', `${u()}/cart/${cartId}/items`, pro, { spec: { id: spec }, quantity })).statusCode).toBe(201);
    }
    const res = await req('POST', checkoutUrl(cartId), pro, checkoutBody(), key());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order.total).toBe('215.50');
    expect(res.json().data.purchaseOrders).toHaveLength(2);
    const next = (await req('GET', `${u()}/cart`, pro)).json().data;
    expect(next.id).not.toBe(cartId);
    expect(next).toMatchObject({ count: 0, items: [] });
  });

  it('answers 401, 400 for a bad body, 403 without role 11, 404 for another account’s cart and for a specbook that is not a cart', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Guarded');
    expect((await req('POST', checkoutUrl(cart.id), null, checkoutBody())).statusCode).toBe(401);
    for (const body of [{}, { checkoutRequest: { payment: { method: 'bitcoin' }, shipTo: 'me' } }, { checkoutRequest: { payment: { method: 'card' }, shipTo: 'moon' } }, checkoutBody('on_account', 'me', [{ seller: { id: cart.sellers.beta }, method: 'teleport' }])]) {
      expect((await req('POST', checkoutUrl(cart.id), pro, body)).statusCode).toBe(400);
    }
    const forbidden = await req('POST', checkoutUrl(cart.id, sellerId), seller, checkoutBody());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(M.marketplaceRoleRequired);
    expect((await req('POST', checkoutUrl(cart.id, rivalId), rival, checkoutBody())).statusCode).toBe(404);
    const plain = await sqlOne<{ id: number }>(t, "select id from specbooks where name = 'Hillside Loft Bathrooms'");
    expect((await req('POST', checkoutUrl(plain.id), pro, checkoutBody())).statusCode).toBe(404);
    await expectNothingWritten(cart.id);
  });

  it('answers one 422 listing every withdrawn or short item before anything is written', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Short');
    await t.database.pool.query('delete from seller_offers where spec_id = $1', [cart.specs.b]);
    await setOffer(t, cart.accountId, cart.sellers.beta, cart.specs.c, '12.25', { status: 'in_stock', quantity: 2 });
    const sessions = fake.state.sessions.size;
    const res = await req('POST', checkoutUrl(cart.id), pro, checkoutBody('card'), key());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: `items.${cart.items.b}`, message: M.offerWithdrawn('Short product 2', 'Short-2') },
      { field: `items.${cart.items.c}`, message: M.notEnoughStock('Short product 3', 'Short-3', 2) },
    ]);
    expect(fake.state.sessions.size).toBe(sessions);
    await expectNothingWritten(cart.id);
    // An offer marked 'available' has no stock limit.
    await setOffer(t, cart.accountId, cart.sellers.beta, cart.specs.b, '35.50');
    await setOffer(t, cart.accountId, cart.sellers.beta, cart.specs.c, '12.25', { status: 'available', quantity: 0 });
    expect((await req('POST', checkoutUrl(cart.id), pro, checkoutBody(), key())).statusCode).toBe(201);
  });

  it('answers 422 for an empty cart, and for shipping to a customer the cart lacks or who has no shipping address', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Shipless');
    const noCustomer = await req('POST', checkoutUrl(cart.id), pro, checkoutBody('on_account', 'customer'), key());
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().message).toBe(M.noCustomer);
    const customer = await sqlOne<{ id: number }>(t, "insert into customers (account_id, user_id, name, email) values ($1, $2, 'Hana Home', 'hana@example.com') returning id", [cart.accountId, proId]);
    await t.database.pool.query('update specbooks set customer_id = $2 where id = $1', [cart.id, customer.id]);
    const noAddress = await req('POST', checkoutUrl(cart.id), pro, checkoutBody('on_account', 'customer'), key());
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().message).toBe(M.noShipToAddress);
    await expectNothingWritten(cart.id);
    await t.database.pool.query(
      "insert into customer_addresses (account_id, customer_id, type_id, label, contact, line1, city, state, zip_code) values ($1, $2, 2, 'Home', 'Hana Home', '9 Elm St', 'Oak Park', 'IL', '60302')",
      [cart.accountId, customer.id],
    );
    const placed = await req('POST', checkoutUrl(cart.id), pro, checkoutBody('on_account', 'customer'), key());
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order).toMatchObject({ shipTo: 'customer', shipToAddress: { name: 'Hana Home', line1: '9 Elm St', city: 'Oak Park', email: 'hana@example.com' } });

    const empty = await cartFixture(t, 'pro@specfolio.test', 'Emptied');
    await t.database.pool.query('delete from spec_specbooks where specbook_id = $1', [empty.id]);
    const res = await req('POST', checkoutUrl(empty.id), pro, checkoutBody(), key());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.emptyCheckout);
  });

  it('places an order on account: one purchase order per seller with the order and shipping method, the cart ordered, the buyer e-mailed', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Placed');
    const shipping = [{ seller: { id: cart.sellers.beta }, method: 'schedule_delivery' }];
    const res = await req('POST', checkoutUrl(cart.id), pro, checkoutBody('on_account', 'me', shipping), key());
    expect(res.statusCode).toBe(201);
    const { order, purchaseOrders, checkout } = res.json().data;
    expect(checkout).toBeNull();
    expect(order).toMatchObject({
      number: orderNumber(order.id),
      cart: { id: cart.id, name: `Cart #${cart.id}` },
      payment: { method: 'on_account', status: 'on_account' },
      shipTo: 'me',
      shipToAddress: { name: 'Studio Verde Interiors', line1: '215 W Superior St, Suite 4', city: 'Chicago', state: 'IL', zipCode: '60654' },
      total: '252.25',
      emailedTo: 'pro@specfolio.test',
    });
    expect(purchaseOrders.map((po: { seller: { id: number }; total: string; status: string; specCount: number }) => [po.seller.id, po.total, po.status, po.specCount])).toEqual([
      [cart.sellers.alpha, '180.00', 'ready_to_order', 1],
      [cart.sellers.beta, '72.25', 'ready_to_order', 2],
    ]);
    expect(purchaseOrders[0].links.especbook).toBe(`/v4/especbook/${purchaseOrders[0].id}`);
    const rows = await t.database.pool.query<{ order_id: number; shipping_method: string; seller_id: number }>('select order_id, shipping_method, seller_id from purchase_orders where source_specbook_id = $1 order by specbook_id', [cart.id]);
    expect(rows.rows).toEqual([
      { order_id: order.id, shipping_method: 'ship_now', seller_id: cart.sellers.alpha },
      { order_id: order.id, shipping_method: 'schedule_delivery', seller_id: cart.sellers.beta },
    ]);
    expect(await sqlCount(t, 'spec_specbooks', "specbook_id = $1 and shipping_method = 'schedule_delivery'", [purchaseOrders[1].id])).toBe(2);
    expect(await sqlCount(t, 'spec_specbooks', "specbook_id = $1 and status <> 'ordered'", [cart.id])).toBe(0);
    expect((await orderOf(cart.id))?.emailed_to).toBe('pro@specfolio.test');
    const mail = (await readMails(t.dataDir)).find((m) => m.includes(`Subject: ${M.orderEmailSubject(order.number)}`));
    expect(mail).toBeDefined();
    expect(mail).toContain(`http://specfolio.test/v4/especbook/${purchaseOrders[0].id}`);
    expect(mail).toContain(`http://specfolio.test/v4/especbook/${purchaseOrders[1].id}`);
    expect(mail).toContain('$252.25');

    const confirmation = await req('GET', `${u()}/cart/${cart.id}/order`, pro);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json().data).toEqual({ ...res.json().data, order: { ...order } });
    const pay = await req('POST', `${u()}/cart/${cart.id}/order/pay`, pro);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(M.orderOnAccount);
  });

  it("words the confirmation in the buyer's locale (pt-BR)", async () => {
    const setLocale = async (locale: string | null) => expect((await req('PATCH', '/api/v4/user/me', pro, { locale })).statusCode).toBe(200);
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Em português');
    await setLocale('pt-br');
    try {
      const res = await req('POST', checkoutUrl(cart.id), pro, checkoutBody(), key());
      expect(res.statusCode).toBe(201);
      const { number } = res.json().data.order as { number: string };
      const raw = (await readMails(t.dataDir)).find((m) => m.includes(`Subject: Seu pedido Specmarket ${number}`));
      // readMails decodes bytes as Latin-1: read them back as the UTF-8 they are.
      const mail = Buffer.from(raw ?? '', 'latin1').toString('utf8').replace(/\s+/g, ' ');
      for (const words of [`Obrigado pelo seu pedido ${number}.`, ': pedido de compra "', ' item, total US$', 'Entrega em: ', 'Pagamento: A prazo', 'Total: US$', 'Abrir o e-Specbook']) expect(mail).toContain(words);
      expect(mail).not.toContain('Thank you for your order');
    } finally {
      await setLocale(null);
    }
  });

  it('repeats a keyed request with the stored answer and one order; another checkout of the ordered cart answers 409', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Twice');
    const headers = key();
    const first = await req('POST', checkoutUrl(cart.id), pro, checkoutBody(), headers);
    const again = await req('POST', checkoutUrl(cart.id), pro, checkoutBody(), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await sqlCount(t, 'specmarket_orders', 'cart_specbook_id = $1', [cart.id])).toBe(1);
    expect(await sqlCount(t, 'purchase_orders', 'source_specbook_id = $1', [cart.id])).toBe(2);
    const second = await req('POST', checkoutUrl(cart.id), pro, checkoutBody(), key());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(M.cartAlreadyOrdered);
    expect(await sqlCount(t, 'purchase_orders', 'source_specbook_id = $1', [cart.id])).toBe(2);
  });

  it('answers 422 cardUnavailable without a card processor, before anything is written', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Cardless');
    const { app } = await buildTestApp(t.database);
    try {
      const res = await app.inject({ method: 'POST', url: checkoutUrl(cart.id), headers: { authorization: `Bearer ${pro}` }, payload: checkoutBody('card') });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.cardUnavailable);
      await expectNothingWritten(cart.id);
    } finally {
      await app.close();
    }
  });
});

describe('card payment of an order', () => {
  it('answers the checkout link, and the paid session marks the order paid', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Carded');
    const res = await req('POST', checkoutUrl(cart.id), pro, checkoutBody('card'), key());
    expect(res.statusCode).toBe(201);
    const { order, checkout } = res.json().data;
    expect(order.payment).toEqual({ method: 'card', status: 'pending' });
    expect(checkout.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_`));
    const session = fake.state.session(sessionOf(checkout.url));
    expect(session).toMatchObject({ amount_total: 25_225, success_url: `http://specfolio.test/v4/specmarket/cart/${cart.id}/confirmation?payment=paid`, cancel_url: `http://specfolio.test/v4/specmarket/cart/${cart.id}/confirmation?payment=cancelled` });
    expect(session.metadata).toEqual({ specmarketOrderId: String(order.id), accountId: String(cart.accountId) });
    expect((await orderOf(cart.id))?.provider_checkout_id).toBe(session.id);
    expect((await req('GET', `${u()}/cart/${cart.id}/order`, pro)).json().data.checkout).toEqual({ url: checkout.url });

    await fake.state.pay(session.id as string);
    await deliver();
    const paid = await orderOf(cart.id);
    expect(paid).toMatchObject({ payment_status: 'paid', provider_payment_id: expect.stringMatching(/^pi_/) });
    expect(paid?.paid_at).not.toBeNull();
    const confirmation = (await req('GET', `${u()}/cart/${cart.id}/order`, pro)).json().data;
    expect(confirmation.order.payment.status).toBe('paid');
    expect(confirmation.checkout).toBeNull();
    // A replayed event changes nothing; paying again is refused.
    await forwardEvents(t, fake, delivered - 2);
    expect((await orderOf(cart.id))?.payment_status).toBe('paid');
    const pay = await req('POST', `${u()}/cart/${cart.id}/order/pay`, pro);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(M.orderAlreadyPaid);
  });

  it('a declined card marks the order failed; paying again expires the old session and answers a new one', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Declined');
    const res = await req('POST', checkoutUrl(cart.id), pro, checkoutBody('card'), key());
    const first = sessionOf(res.json().data.checkout.url);
    await fake.state.decline(first);
    await deliver();
    expect((await orderOf(cart.id))?.payment_status).toBe('failed');
    expect((await req('GET', `${u()}/cart/${cart.id}/order`, pro)).json().data.checkout).toBeNull();

    const again = await req('POST', `${u()}/cart/${cart.id}/order/pay`, pro);
    expect(again.statusCode).toBe(200);
    const second = sessionOf(again.json().data.url);
    expect(second).not.toBe(first);
    expect(fake.state.session(first).status).toBe('expired');
    expect(await orderOf(cart.id)).toMatchObject({ payment_status: 'pending', provider_checkout_id: second });
    await fake.state.pay(second);
    await deliver();
    expect((await orderOf(cart.id))?.payment_status).toBe('paid');
  });

  it('GET and pay answer 401, 403 without role 11, 404 for another account’s cart and for a cart without an order', async () => {
    const cart = await cartFixture(t, 'pro@specfolio.test', 'Unordered');
    for (const [method, path] of [
      ['GET', 'order'],
      ['POST', 'order/pay'],
    ] as const) {
      expect((await req(method, `${u()}/cart/${cart.id}/${path}`, null)).statusCode).toBe(401);
      expect((await req(method, `${u(sellerId)}/cart/${cart.id}/${path}`, seller)).statusCode).toBe(403);
      expect((await req(method, `${u(rivalId)}/cart/${cart.id}/${path}`, rival)).statusCode).toBe(404);
      const none = await req(method, `${u()}/cart/${cart.id}/${path}`, pro);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(M.orderNotFound);
    }
  });
});
