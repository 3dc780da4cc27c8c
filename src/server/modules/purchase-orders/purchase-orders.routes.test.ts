import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMails } from '#server/test/mails';
import { createTestServer, type TestServer } from '#server/test/server';
import { sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { requester } from '#server/modules/invoices/invoices.test-kit';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import { especbookViewerToken, executeBody, orderFixture, type OrderFixture } from './purchase-orders.test-kit';

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: OrderFixture;
let otherSb: OrderFixture;
let alphaOrder: { id: number; name: string };
let otherOrderId: number;

const u = (id = sellerId) => `/api/v4/user/${id}`;
const specbookOrders = (id = sb.id, user = sellerId) => `${u(user)}/specbook/${id}/purchaseorders`;
const orderUrl = (id: number, rest = '', user = sellerId) => `${u(user)}/purchaseorder/${id}${rest}`;
const key = (k: string) => ({ 'idempotency-key': k });
const statusOf = async (joinId: number) => (await sqlOne<{ status: string }>(t, 'select status from spec_specbooks where id = $1', [joinId])).status;

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await orderFixture(t, 'seller@specfolio.test', 'PO Route Book');
  otherSb = await orderFixture(t, 'other@specfolio.test', 'Harbor PO Book');
  const res = await req('POST', specbookOrders(otherSb.id, otherId), other, executeBody({ id: otherSb.sellers.alpha, specs: [otherSb.lines.a] }));
  otherOrderId = res.json().data.id;
});
afterAll(() => t.close());

describe('POST {u}/specbook/{id}/purchaseorders (execute)', () => {
  it('answers 401 without a token and 400 for a malformed body or two sellers', async () => {
    expect((await req('POST', specbookOrders(), null, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.a] }))).statusCode).toBe(401);
    expect((await req('POST', specbookOrders(), seller, { PurchaseOrder: {} })).statusCode).toBe(400);
    const two = { executePurchaseOrderRequest: { PurchaseOrder: { sellers: [{ id: sb.sellers.alpha, specs: [sb.lines.a] }, { id: sb.sellers.beta, specs: [sb.lines.b] }] } } };
    expect((await req('POST', specbookOrders(), seller, two)).statusCode).toBe(400);
  });

  it("answers 404 for another account's specbook or seller, and for an e-Specbook viewer", async () => {
    expect((await req('POST', specbookOrders(otherSb.id), seller, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.a] }))).statusCode).toBe(404);
    expect((await req('POST', specbookOrders(), seller, executeBody({ id: otherSb.sellers.alpha, specs: [sb.lines.a] }))).statusCode).toBe(404);
    const viewer = await especbookViewerToken(t, seller, sellerId, sb.id);
    expect((await req('POST', specbookOrders(), viewer, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.a] }))).statusCode).toBe(404);
    expect((await req('GET', specbookOrders(), viewer)).statusCode).toBe(404);
  });

  it('answers 422 when none of the chosen specs is the seller’s, 400 when nothing is chosen, and writes nothing', async () => {
    const before = await sqlCount(t, 'purchase_orders');
    const none = await req('POST', specbookOrders(), seller, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.rejected, sb.lines.optional] }));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(M.sellerHasNoSpecs);
    const nothing = await req('POST', specbookOrders(), seller, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.a] }, { filter: { any: [{ 'category.id': { in: [] } }] } }));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(M.nothingSelected);
    const own = await req('POST', specbookOrders(), seller, executeBody({ id: sb.sellers.ownStock, specs: [sb.lines.c] }));
    expect(own.statusCode).toBe(422);
    expect(await sqlCount(t, 'purchase_orders')).toBe(before);
    expect(await statusOf(sb.lines.a)).toBe('approved');
  });

  it('creates the purchase-order specbook "{name} #{id}" with the seller’s specs at its prices; the source specs become ordered', async () => {
    const res = await req('POST', specbookOrders(), seller, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.a, sb.lines.rejected] }), key('po-alpha'));
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    alphaOrder = order;
    expect(order).toMatchObject({
      name: `PO Route Book #${order.id}`,
      status: 'ready_to_order',
      archived: false,
      shippingCost: '10.00',
      shippingCalculation: true,
      sourceSpecbook: { id: sb.id, name: 'PO Route Book' },
      seller: { id: sb.sellers.alpha, email: 'orders@alpha.example', preferred: true },
      links: { especbook: `/v4/especbook/${order.id}` },
      user: { id: sellerId, email: 'seller@specfolio.test' },
      specCount: 1,
      subtotal: '180.00',
      total: '190.00',
      sentAt: null,
    });
    expect(order.specs).toHaveLength(1);
    expect(order.specs[0]).toMatchObject({ price: '90.00', total: '180.00', quantity: 2, status: 'ordered', categoryName: 'Kitchen', source: { specbook: sb.id, specbookSpec: sb.lines.a } });
    const book = await sqlOne<{ type: string; profileName: string; status: string }>(
      t,
      'select p.type, p.name as "profileName", s.status from specbooks s join profiles p on p.id = s.profile_id where s.id = $1',
      [order.id],
    );
    expect(book).toEqual({ type: 'purchase_order', profileName: 'Purchase Orders', status: 'ready_to_order' });
    const copy = await sqlOne<{ sale: string; cost: string; list: string }>(t, 'select sale_price as sale, cost, list_price as list from spec_specbooks where specbook_id = $1', [order.id]);
    expect(copy).toEqual({ sale: '90.00', cost: '90.00', list: '200.00' });
    expect(await statusOf(sb.lines.a)).toBe('ordered');
    expect(await statusOf(sb.lines.rejected)).toBe('rejected');
    expect(await sqlCount(t, 'status_log', "spec_specbook_id = $1 and status = 'ordered'", [sb.lines.a])).toBe(1);
  });

  it('answers the stored order again for the same Idempotency-Key and body, and 422 for another body', async () => {
    const before = await sqlCount(t, 'purchase_orders');
    const again = await req('POST', specbookOrders(), seller, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.a, sb.lines.rejected] }), key('po-alpha'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(alphaOrder.id);
    expect((await req('POST', specbookOrders(), seller, executeBody({ id: sb.sellers.beta, specs: [sb.lines.b] }), key('po-alpha'))).statusCode).toBe(422);
    expect(await sqlCount(t, 'purchase_orders')).toBe(before);
  });

  it('takes a given name and the shipping calculation; one Purchase Orders profile per account', async () => {
    const res = await req('POST', specbookOrders(), seller, executeBody({ id: sb.sellers.beta, specs: [sb.lines.b, sb.lines.c, sb.lines.d] }, { name: 'Beta order', shippingCalculation: false }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Beta order', shippingCost: '0.00', shippingCalculation: false, specCount: 3, subtotal: '65.50', total: '65.50' });
    expect(res.json().data.specs.map((s: { price: string | null }) => s.price)).toEqual(['35.50', '10.00', null]);
    expect(await sqlCount(t, 'profiles', "type = 'purchase_order' and account_id = $1", [sb.accountId])).toBe(1);
  });
});

describe('the source specbook and its specs show their purchase orders; a spec takes a shipping method', () => {
  const specUrl = (joinId: number) => `${u()}/specbook/${sb.id}/specs/${joinId}`;

  it('GET one specbook: hasPurchaseOrders and purchaseOrderLinks / purchaseOrders, newest first; none to a viewer', async () => {
    const book = (await req('GET', `${u()}/specbook/${sb.id}`, seller)).json().data;
    expect(book.hasPurchaseOrders).toBe(true);
    expect(book.purchaseOrderLinks.map((o: { name: string }) => o.name)).toEqual(['Beta order', alphaOrder.name]);
    expect(book.purchaseOrders).toEqual(book.purchaseOrderLinks);
    expect(book.purchaseOrderLinks[1]).toEqual({ id: alphaOrder.id, name: alphaOrder.name, status: 'ready_to_order', links: { especbook: `/v4/especbook/${alphaOrder.id}` } });
    expect((await req('GET', `${u()}/specbook/${otherSb.id + 1000000}`, seller)).statusCode).toBe(404);
    const plain = (await req('GET', `${u()}/specbook/${alphaOrder.id}`, seller)).json().data;
    expect(plain).toMatchObject({ hasPurchaseOrders: false, purchaseOrderLinks: [] });
    const viewer = await especbookViewerToken(t, seller, sellerId, sb.id);
    const seen = (await req('GET', `${u()}/specbook/${sb.id}`, viewer)).json().data;
    expect(seen.purchaseOrderLinks).toBeUndefined();
    expect(seen.erp).toBeUndefined();
  });

  it('GET the specbook list: each row carries its purchase orders as GET one does (one statement for the page)', async () => {
    const book = (await req('GET', `${u()}/specbook/${sb.id}`, seller)).json().data;
    const rows = (await req('GET', `${u()}/specbook?perPage=100&includeArchived=true`, seller)).json().data;
    const row = rows.find((r: { id: number }) => r.id === sb.id);
    expect(row).toMatchObject({ hasPurchaseOrders: true, purchaseOrderLinks: book.purchaseOrderLinks, purchaseOrders: book.purchaseOrderLinks });
    expect(rows.find((r: { id: number }) => r.id === alphaOrder.id)).toMatchObject({ hasPurchaseOrders: false, purchaseOrders: [] });
  });

  it('GET one spec: purchaseOrderLinks of the orders that order it', async () => {
    expect((await req('GET', specUrl(sb.lines.a), seller)).json().data.purchaseOrderLinks).toEqual([{ id: alphaOrder.id, links: { especbook: `/v4/especbook/${alphaOrder.id}` } }]);
    expect((await req('GET', specUrl(sb.lines.optional), seller)).json().data.purchaseOrderLinks).toEqual([]);
  });

  it('PATCH a spec: shipping{method} is set, answered as shipping{method} and shippingMethod in the list and one, cleared by null; 400 for another', async () => {
    const patch = (method: unknown) => req('PATCH', specUrl(sb.lines.b), seller, { updateSpecSpecbookRequest: { SpecSpecbook: { shipping: { method } } } });
    const set = await patch('schedule_pickup');
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ shipping: { method: 'schedule_pickup' }, shippingMethod: 'schedule_pickup' });
    const list = (await req('GET', `${u()}/specbook/${sb.id}/specs?showPagination=false`, seller)).json().data;
    expect(list.find((s: { id: number }) => s.id === sb.lines.b)).toMatchObject({ shippingMethod: 'schedule_pickup' });
    expect(list.find((s: { id: number }) => s.id === sb.lines.a)).toMatchObject({ shipping: { method: null }, shippingMethod: null });
    const bad = await patch('by_drone');
    expect(bad.statusCode).toBe(400);
    expect((await patch(null)).json().data.shippingMethod).toBeNull();
  });
});

describe('GET {u}/specbook/{id}/purchaseorders', () => {
  it('answers 401, 404 for another account, and the orders newest first', async () => {
    expect((await req('GET', specbookOrders(), null)).statusCode).toBe(401);
    expect((await req('GET', specbookOrders(otherSb.id), seller)).statusCode).toBe(404);
    const res = await req('GET', specbookOrders(), seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { name: string }) => o.name)).toEqual(['Beta order', alphaOrder.name]);
    expect(res.json().data[0].specs).toBeUndefined();
  });
});

describe('GET {u}/purchaseorder (search)', () => {
  const search = (query = '', token = seller) => req('GET', `${u()}/purchaseorder${query}`, token);

  it('answers 401 and 400 for an unknown status', async () => {
    expect((await search('', null as unknown as string)).statusCode).toBe(401);
    expect((await search('?filter[status]=paid')).statusCode).toBe(400);
  });

  it("lists the account's orders only, paginated, by name or seller, status, seller and archived", async () => {
    const all = (await search()).json();
    expect(all.data.map((o: { id: number }) => o.id)).not.toContain(otherOrderId);
    expect(all.meta).toMatchObject({ current_page: 1, total: 2 });
    expect(all._pagination).toMatchObject({ total: 2, perPage: 24 });
    const names = async (query: string) => (await search(query)).json().data.map((o: { name: string }) => o.name);
    expect(await names('?search=alpha%20supply')).toEqual([alphaOrder.name]);
    expect(await names('?search=beta%20order')).toEqual(['Beta order']);
    expect(await names(`?filter[seller.id]=${sb.sellers.alpha}`)).toEqual([alphaOrder.name]);
    expect(await names('?filter[status]=confirmed,shipped')).toEqual([]);
    expect(await names('?perPage=1&page=2')).toEqual([alphaOrder.name]);
  });
});

describe('GET and PATCH {u}/purchaseorder/{id}', () => {
  const patch = (id: number, PurchaseOrder: Record<string, unknown>, token = seller) => req('PATCH', orderUrl(id), token, { updatePurchaseOrderRequest: { PurchaseOrder } });

  it("answers 401 and 404 for another account's order", async () => {
    expect((await req('GET', orderUrl(alphaOrder.id), null)).statusCode).toBe(401);
    expect((await req('GET', orderUrl(otherOrderId), seller)).statusCode).toBe(404);
    expect((await patch(otherOrderId, { status: 'confirmed' })).statusCode).toBe(404);
    expect((await req('GET', orderUrl(sb.id), seller)).statusCode).toBe(404);
  });

  it('answers one order with its lines', async () => {
    const res = await req('GET', orderUrl(alphaOrder.id), seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: alphaOrder.id, total: '190.00', specs: [{ price: '90.00', leadTime: '1-2 weeks' }] });
  });

  it('answers 400 for a status orders do not use or a bad shipping cost, and changes nothing', async () => {
    expect((await patch(alphaOrder.id, { status: 'paid' })).statusCode).toBe(400);
    expect((await patch(alphaOrder.id, { shippingCost: '-1' })).statusCode).toBe(400);
    expect((await req('PATCH', orderUrl(alphaOrder.id), seller, { PurchaseOrder: { status: 'confirmed' } })).statusCode).toBe(400);
    expect((await req('GET', orderUrl(alphaOrder.id), seller)).json().data).toMatchObject({ status: 'ready_to_order', shippingCost: '10.00' });
  });

  it('sets status, name, shipping cost (the Total follows) and archived; archived orders are found only when asked', async () => {
    const res = await patch(alphaOrder.id, { status: 'confirmed', name: 'Alpha order', shippingCost: '12.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', name: 'Alpha order', shippingCost: '12.50', total: '192.50' });
    expect((await patch(alphaOrder.id, { shippingCalculation: false })).json().data.total).toBe('180.00');
    await patch(alphaOrder.id, { archived: true });
    const listed = async (query: string) => (await req('GET', `${u()}/purchaseorder${query}`, seller)).json().data.map((o: { id: number }) => o.id);
    expect(await listed('')).not.toContain(alphaOrder.id);
    expect(await listed('?filter[archived]=true')).toEqual([alphaOrder.id]);
    await patch(alphaOrder.id, { archived: false, shippingCalculation: true });
  });
});

describe('POST {u}/purchaseorder/{id}/send', () => {
  it("answers 401, 404 for another account's order, 422 when the vendor has no e-mail", async () => {
    expect((await req('POST', orderUrl(alphaOrder.id, '/send'), null)).statusCode).toBe(401);
    expect((await req('POST', orderUrl(otherOrderId, '/send'), seller)).statusCode).toBe(404);
    const beta = (await req('GET', specbookOrders(), seller)).json().data.find((o: { name: string }) => o.name === 'Beta order');
    const res = await req('POST', orderUrl(beta.id, '/send'), seller);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.noVendorEmail);
  });

  it('mails the vendor the purchase order with its PDF and records when', async () => {
    const before = (await readMails(t.dataDir)).length;
    const res = await req('POST', orderUrl(alphaOrder.id, '/send'), seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sentAt).toEqual(expect.any(String));
    const sent = (await readMails(t.dataDir)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('orders@alpha.example');
    expect(sent[0]).toContain(`Subject: Purchase order PO-${String(alphaOrder.id).padStart(6, '0')} from Lakeside Bath & Kitchen`);
    expect(sent[0]).toContain('Content-Type: application/pdf');
  });

  it("words the e-mail in the sending user's locale (pt-BR), English again without the setting", async () => {
    const setLocale = async (locale: string | null) => expect((await req('PATCH', '/api/v4/user/me', seller, { locale })).statusCode).toBe(200);
    const number = `PO-${String(alphaOrder.id).padStart(6, '0')}`;
    const send = async () => {
      const before = (await readMails(t.dataDir)).length;
      expect((await req('POST', orderUrl(alphaOrder.id, '/send'), seller)).statusCode).toBe(200);
      // readMails decodes bytes as Latin-1: read them back as the UTF-8 they are.
      return Buffer.from((await readMails(t.dataDir)).slice(before)[0] ?? '', 'latin1').toString('utf8').replace(/\s+/g, ' ');
    };
    await setLocale('pt-br');
    try {
      const mail = await send();
      expect(mail).toContain(`Subject: Pedido de compra ${number} de Lakeside Bath & Kitchen`);
      for (const words of ['Olá, ', 'enviou um pedido de compra para você.', `Pedido de compra ${number} ("Alpha order"): 1 item, total US$`, 'O pedido de compra segue anexo em PDF.']) expect(mail).toContain(words);
      expect(mail).not.toContain('sent you a purchase order');
    } finally {
      await setLocale(null);
    }
    const english = await send();
    for (const words of [`Subject: Purchase order ${number} from`, 'sent you a purchase order.', `Purchase order ${number} ("Alpha order"): 1 line, total $`]) expect(english).toContain(words);
  });
});
