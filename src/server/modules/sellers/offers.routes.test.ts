import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlCount, sqlOne } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { callAs, demoSellerId, globalSpecId, messagesOf, sellerTestActors, type SellerTestActors } from './sellers-test-kit';

let t: TestServer;
let a: SellerTestActors;
let peachtree: number;
let harborSeller: number;
let harborSpec: number;
let tub: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, payload?: object, token: string | null = a.seller, user = a.sellerId) => callAs(t, method, user, path, token, payload);
const createOffer = (sellerId: number, Offer: object, token: string | null = a.seller, user = a.sellerId) =>
  call('POST', `/seller/${sellerId}/offers`, { createSellerOfferRequest: { Offer } }, token, user);
const patchOffer = (sellerId: number, offerId: number, Offer: object, token: string | null = a.seller, user = a.sellerId) =>
  call('PATCH', `/seller/${sellerId}/offers/${offerId}`, { updateSellerOfferRequest: { Offer } }, token, user);

beforeAll(async () => {
  t = await createTestServer();
  a = await sellerTestActors(t);
  peachtree = await demoSellerId(t, 'Peachtree Supply Co.');
  harborSeller = await demoSellerId(t, 'Buckeye Valve & Fitting');
  tub = await globalSpecId(t, 'AQ-3300-WH');
  harborSpec = (
    await sqlOne<{ id: number }>(
      t,
      `insert into specs (account_id, manufacturer_id, model_number, name)
       select u.account_id, (select id from manufacturers order by id limit 1), 'HB-PRIVATE-1', 'Harbor private spec' from users u where u.id = $1 returning id`,
      [a.otherId],
    )
  ).id;
});
afterAll(() => t.close());

describe('GET {u}/specs/{specId}/sellers', () => {
  it('answers the account’s offers for a spec, preferred first, then price ascending with price on request last', async () => {
    await t.database.pool.query(
      `insert into seller_offers (account_id, seller_id, spec_id, price, lead_time, inventory_status, inventory_quantity)
       select account_id, id, $1, null, 'special order', 'available', null from sellers where name = 'Peachtree Supply Co.'
       on conflict (seller_id, spec_id) do update set price = null`,
      [tub],
    );
    const res = await call('GET', `/specs/${tub}/sellers`);
    expect(res.statusCode).toBe(200);
    const offers = res.json().data as { seller: { name: string; preferred: boolean }; price: string | null; spec: { id: number; modelNumber: string; manufacturerName: string } }[];
    expect(offers.length).toBeGreaterThanOrEqual(3);
    expect(offers[0]!.spec).toEqual({ id: tub, name: 'Freestanding Soaking Tub 67 in.', modelNumber: 'AQ-3300-WH', manufacturerName: 'Aquaterra' });
    const preferredCount = offers.filter((o) => o.seller.preferred).length;
    expect(offers.slice(0, preferredCount).every((o) => o.seller.preferred)).toBe(true);
    const rest = offers.slice(preferredCount);
    expect(rest.at(-1)).toMatchObject({ seller: { name: 'Peachtree Supply Co.' }, price: null, leadTime: 'special order', inventory: { status: 'available', quantity: null } });
    const prices = rest.filter((o) => o.price !== null).map((o) => Number(o.price));
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('shows each account only its own sellers for a global spec', async () => {
    const harbor = (await call('GET', `/specs/${tub}/sellers`, undefined, a.other, a.otherId)).json().data;
    expect(harbor.map((o: { seller: { name: string } }) => o.seller.name)).toEqual(['Buckeye Valve & Fitting']);
  });

  it('401; 404 for another account’s spec, a missing or malformed one, under another user and for a viewer', async () => {
    expect((await call('GET', `/specs/${tub}/sellers`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/specs/${harborSpec}/sellers`)).statusCode).toBe(404);
    expect((await call('GET', '/specs/99999999/sellers')).statusCode).toBe(404);
    expect((await call('GET', '/specs/x/sellers')).statusCode).toBe(404);
    expect((await call('GET', `/specs/${tub}/sellers`, undefined, a.other)).statusCode).toBe(404);
    expect((await call('GET', `/specs/${tub}/sellers`, undefined, a.viewer)).statusCode).toBe(404);
    expect((await call('GET', `/specs/${harborSpec}/sellers`, undefined, a.other, a.otherId)).json().data).toEqual([]);
  });
});

describe('seller offers', () => {
  it('creates, lists, updates and removes an offer', async () => {
    const spec = await globalSpecId(t, 'NL-2290-WH');
    await t.database.pool.query('delete from seller_offers where seller_id = $1 and spec_id = $2', [peachtree, spec]);
    const created = await createOffer(peachtree, { spec: { id: spec }, price: '41.5', leadTime: '1-3 days', inventory: { status: 'in_stock', quantity: 120 } });
    expect(created.statusCode).toBe(201);
    const offer = created.json().data;
    expect(offer).toMatchObject({
      seller: { id: peachtree, name: 'Peachtree Supply Co.' },
      spec: { id: spec, modelNumber: 'NL-2290-WH' },
      price: '41.50',
      leadTime: '1-3 days',
      inventory: { status: 'in_stock', quantity: 120 },
      location: null,
    });
    const listed = (await call('GET', `/seller/${peachtree}/offers`)).json().data;
    expect(listed.map((o: { id: number }) => o.id)).toContain(offer.id);
    expect(listed[0].seller).toEqual({ id: peachtree, name: 'Peachtree Supply Co.', preferred: expect.any(Boolean), ownStock: false });
    const patched = await patchOffer(peachtree, offer.id, { price: null, inventory: { status: 'overstock' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ price: null, leadTime: '1-3 days', inventory: { status: 'overstock', quantity: 120 } });
    const removed = await call('DELETE', `/seller/${peachtree}/offers/${offer.id}`);
    expect(removed.json()).toEqual({ data: { id: offer.id } });
    expect(await sqlCount(t, 'seller_offers', 'id = $1', [offer.id])).toBe(0);
    expect((await call('DELETE', `/seller/${peachtree}/offers/${offer.id}`)).statusCode).toBe(404);
  });

  it('409 for a second offer of one seller for one spec, nothing written', async () => {
    const [{ spec_id: spec }] = [await sqlOne<{ spec_id: number }>(t, 'select spec_id from seller_offers where seller_id = $1 limit 1', [peachtree])];
    const before = await sqlCount(t, 'seller_offers');
    const res = await createOffer(peachtree, { spec: { id: spec }, price: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.offerExists);
    expect(await sqlCount(t, 'seller_offers')).toBe(before);
  });

  it('400 with the rule’s message and nothing written', async () => {
    const spec = await globalSpecId(t, 'CP-7100-MB');
    const before = await sqlCount(t, 'seller_offers');
    const cases: [object, string][] = [
      [{}, M.specRequired],
      [{ spec: { id: 'x' } }, M.specRequired],
      [{ spec: { id: spec }, price: '-1' }, M.priceInvalid],
      [{ spec: { id: spec }, price: '1.234' }, M.priceInvalid],
      [{ spec: { id: spec }, leadTime: 'tomorrow' }, M.leadTimeInvalid],
      [{ spec: { id: spec }, inventory: { status: 'gone' } }, M.inventoryStatusInvalid],
      [{ spec: { id: spec }, inventory: { quantity: -2 } }, M.quantityInvalid],
    ];
    for (const [input, message] of cases) {
      const res = await createOffer(peachtree, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(messagesOf(res)).toContain(message);
    }
    const offerId = (await sqlOne<{ id: number }>(t, 'select id from seller_offers where seller_id = $1 limit 1', [peachtree])).id;
    const bad = await patchOffer(peachtree, offerId, { leadTime: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toContain(M.leadTimeInvalid);
    expect(await sqlCount(t, 'seller_offers')).toBe(before);
  });

  it('401; 404 for another account’s seller, offer or spec, an offer of another seller, under another user and for a viewer', async () => {
    const spec = await globalSpecId(t, 'HA-RG30-SS');
    const harborOffer = (await sqlOne<{ id: number }>(t, 'select id from seller_offers where seller_id = $1 limit 1', [harborSeller])).id;
    const mine = (await sqlOne<{ id: number }>(t, 'select id from seller_offers where seller_id = $1 limit 1', [peachtree])).id;
    const greatLakes = await demoSellerId(t, 'Great Lakes Plumbing Supply');
    expect((await call('GET', `/seller/${peachtree}/offers`, undefined, null)).statusCode).toBe(401);
    expect((await createOffer(peachtree, { spec: { id: spec } }, null)).statusCode).toBe(401);
    expect((await call('GET', `/seller/${harborSeller}/offers`)).statusCode).toBe(404);
    expect((await createOffer(harborSeller, { spec: { id: spec } })).statusCode).toBe(404);
    expect((await createOffer(peachtree, { spec: { id: harborSpec } })).statusCode).toBe(404);
    expect((await patchOffer(harborSeller, harborOffer, { price: 1 })).statusCode).toBe(404);
    expect((await patchOffer(peachtree, harborOffer, { price: 1 })).statusCode).toBe(404);
    expect((await patchOffer(greatLakes, mine, { price: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/seller/${harborSeller}/offers/${harborOffer}`)).statusCode).toBe(404);
    expect((await call('GET', `/seller/${peachtree}/offers`, undefined, a.other)).statusCode).toBe(404);
    expect((await createOffer(peachtree, { spec: { id: spec } }, a.viewer)).statusCode).toBe(404);
    expect((await call('DELETE', `/seller/${peachtree}/offers/${mine}`, undefined, a.viewer)).statusCode).toBe(404);
    expect(await sqlCount(t, 'seller_offers', 'id in ($1, $2) and price is distinct from 1', [harborOffer, mine])).toBe(2);
  });
});

describe('GET {u}/seller/{sellerId}/offers paged and searched on the server', () => {
  let vendor: number;
  const list = (query: string, token: string | null = a.seller) => call('GET', `/seller/${vendor}/offers${query}`, undefined, token);
  const models = (res: { json(): { data: { spec: { modelNumber: string } }[] } }) => res.json().data.map((o) => o.spec.modelNumber);

  beforeAll(async () => {
    vendor = (
      await sqlOne<{ id: number }>(
        t,
        `insert into sellers (account_id, name, email) select account_id, 'Paging Supply', 'orders@paging.example' from users where id = $1 returning id`,
        [a.sellerId],
      )
    ).id;
    // 25 products: PG-01…PG-25 priced 101…125, the odd ones by a manufacturer named 'Zephyr Paging Works';
    // PG-25 on request (last).
    await t.database.pool.query(`insert into manufacturers (name) values ('Zephyr Paging Works')`);
    await t.database.pool.query(
      `insert into specs (account_id, manufacturer_id, model_number, name)
       select null, case when g % 2 = 1 then (select id from manufacturers where name = 'Zephyr Paging Works')
                         else (select id from manufacturers where name <> 'Zephyr Paging Works' order by id limit 1) end,
              'PG-' || lpad(g::text, 2, '0'), case when g = 7 then 'Paging faucet 100% brass' else 'Paging basin ' || g end
       from generate_series(1, 25) g`,
    );
    await t.database.pool.query(
      `insert into seller_offers (account_id, seller_id, spec_id, price)
       select s.account_id, s.id, sp.id, case when sp.model_number = 'PG-25' then null else 100 + substr(sp.model_number, 4)::int end
       from sellers s, specs sp where s.id = $1 and sp.model_number like 'PG-%'`,
      [vendor],
    );
  });

  it('answers one page with the pagination envelope, cheapest first, price on request last', async () => {
    const first = await list('?perPage=10');
    expect(first.statusCode).toBe(200);
    expect(models(first)).toEqual(['PG-01', 'PG-02', 'PG-03', 'PG-04', 'PG-05', 'PG-06', 'PG-07', 'PG-08', 'PG-09', 'PG-10']);
    expect(first.json()._pagination).toMatchObject({ currentPage: 1, perPage: 10, total: 25, lastPage: 3, prev: null });
    expect(first.json()._pagination.next).toContain('page=2');
    expect(first.json().meta).toEqual({ current_page: 1, last_page: 3, per_page: 10, total: 25 });
    const last = await list('?perPage=10&page=3');
    expect(models(last)).toEqual(['PG-21', 'PG-22', 'PG-23', 'PG-24', 'PG-25']);
    expect(last.json().data[4].price).toBeNull();
    expect((await list('')).json()._pagination).toMatchObject({ perPage: 24, lastPage: 2 });
  });

  it('names the seller in brief in each offer, not its whole record', async () => {
    const [offer] = (await list('?perPage=1')).json().data;
    expect(offer.seller).toEqual({ id: vendor, name: 'Paging Supply', preferred: false, ownStock: false });
    expect(Object.keys(offer).sort()).toEqual(['id', 'inventory', 'leadTime', 'location', 'price', 'seller', 'spec', 'updatedAt']);
  });

  it('searches every word in the product name, model number or manufacturer, case-insensitive, and counts only matches', async () => {
    const byManufacturer = await list('?perPage=5&search=zephyr');
    expect(byManufacturer.json()._pagination).toMatchObject({ total: 13, lastPage: 3 });
    expect(models(byManufacturer)).toEqual(['PG-01', 'PG-03', 'PG-05', 'PG-07', 'PG-09']);
    expect(models(await list('?search=pg-1'))).toEqual(['PG-10', 'PG-11', 'PG-12', 'PG-13', 'PG-14', 'PG-15', 'PG-16', 'PG-17', 'PG-18', 'PG-19']);
    expect(models(await list('?search=basin%20zephyr%20pg-2'))).toEqual(['PG-21', 'PG-23', 'PG-25']);
    expect(models(await list('?search=FAUCET'))).toEqual(['PG-07']);
    // LIKE's wildcards match only themselves.
    expect(models(await list('?search=100%25'))).toEqual(['PG-07']);
    const none = await list('?search=nothing-like-this');
    expect(none.json()).toMatchObject({ data: [], _pagination: { total: 0, lastPage: 1 } });
  });

  it('400 for a bad page size; 401; 404 for another account', async () => {
    expect((await list('?perPage=0')).statusCode).toBe(400);
    expect((await list('?perPage=10', null)).statusCode).toBe(401);
    expect((await call('GET', `/seller/${vendor}/offers?search=zephyr`, undefined, a.other, a.otherId)).statusCode).toBe(404);
  });
});

describe('availability[] of one spec in a specbook', () => {
  async function tubJoinId(): Promise<number> {
    return (await sqlOne<{ id: number }>(t, 'select id from spec_specbooks where specbook_id = $1 and spec_id = $2', [a.viewedSpecbookId, tub])).id;
  }
  const getSpec = async (token = a.seller) => call('GET', `/specbook/${a.viewedSpecbookId}/specs/${await tubJoinId()}`, undefined, token);

  it('summarises the spec’s offers in sellers order, and follows an offer’s and a seller’s changes past the answer cache', async () => {
    const first = (await getSpec()).json().data;
    const offers = (await call('GET', `/specs/${tub}/sellers`)).json().data;
    expect(first.availability).toEqual(
      offers.map((o: { seller: { id: number; name: string; preferred: boolean; ownStock: boolean }; price: string; leadTime: string; inventory: object }) => ({
        seller: { id: o.seller.id, name: o.seller.name, preferred: o.seller.preferred, ownStock: o.seller.ownStock },
        price: o.price,
        leadTime: o.leadTime,
        inventory: o.inventory,
      })),
    );
    const last = offers.at(-1);
    await patchOffer(last.seller.id, last.id, { price: '1.00' });
    const second = (await getSpec()).json().data;
    expect(second.availability.find((x: { seller: { id: number } }) => x.seller.id === last.seller.id).price).toBe('1.00');
    await call('PATCH', `/seller/${last.seller.id}`, { updateSellerRequest: { Seller: { name: 'Renamed Vendor' } } });
    const third = (await getSpec()).json().data;
    expect(third.availability.map((x: { seller: { name: string } }) => x.seller.name)).toContain('Renamed Vendor');
  });

  it('is not on the specs page, and a token viewer gets none', async () => {
    const page = (await call('GET', `/specbook/${a.viewedSpecbookId}/specs?showPagination=true&page=1`)).json().data;
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((s: object) => !('availability' in s))).toBe(true);
    const viewed = await getSpec(a.viewer);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().data.availability).toBeUndefined();
  });
});
