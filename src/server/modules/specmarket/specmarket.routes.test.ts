import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { callAs, globalSpecId, messagesOf, sellerTestActors, type SellerTestActors } from '#server/modules/sellers/sellers-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { SPECMARKET_MESSAGES as M, SPECMARKET_TOP_CATEGORIES } from '#shared/lib/specmarket';
import type { TSpecmarketCategory, TSpecmarketProduct } from '#shared/schemas/specmarket';
import { DEMO_SPECS } from '#server/db/seed/catalogue-data';

let t: TestServer;
let a: SellerTestActors;
let pro: string;
let proId: number;

type ProductPage = { data: TSpecmarketProduct[]; meta: { total: number; last_page: number }; _pagination: { next: string | null } };

/** A call as the pro (role 11, Studio Verde) unless another token and user are given. */
const get = (path: string, token: string | null = pro, user = proId) => callAs(t, 'GET', user, `/specmarket${path}`, token);
const products = async (query: string, token: string | null = pro, user = proId): Promise<ProductPage> => {
  const res = await get(`/products?${query}`, token, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const models = (page: ProductPage) => page.data.map((p) => p.modelNumber);
const sellerId = async (name: string) => (await sqlOne<{ id: number }>(t, 'select id from sellers where name = $1', [name])).id;

beforeAll(async () => {
  t = await createTestServer();
  a = await sellerTestActors(t);
  [pro, proId] = await Promise.all([t.login('pro@specfolio.test'), userIdOf(t, 'pro@specfolio.test')]);
});
afterAll(() => t.close());

describe('GET {u}/specmarket/categories', () => {
  it('401 without a token, 404 under another account’s user and for an e-Specbook viewer', async () => {
    expect((await get('/categories', null)).statusCode).toBe(401);
    expect((await get('/categories', a.other, proId)).statusCode).toBe(404);
    expect((await get('/categories', a.viewer, a.sellerId)).statusCode).toBe(404);
  });

  it('answers the departments in the spec’s order, each followed by its product types, with urls, parents, images and product counts', async () => {
    const res = await get('/categories');
    expect(res.statusCode).toBe(200);
    const data: TSpecmarketCategory[] = res.json().data;
    const departments = data.filter((c) => c.isTopLevel);
    expect(departments.map((c) => c.name)).toEqual([...SPECMARKET_TOP_CATEGORIES]);
    // The pro's vendors offer every demo spec: each department counts all of its demo catalogue.
    expect(departments.map((c) => c.productCount)).toEqual(SPECMARKET_TOP_CATEGORIES.map((name) => DEMO_SPECS.filter((s) => s.category === name).length));
    let department = data[0]!;
    for (const category of data) {
      if (category.isTopLevel) {
        department = category;
        expect(category).toMatchObject({ parentId: null, parents: [], url: `/categories/${category.slug}`, image: `/specmarket/categories/${category.slug}.svg` });
      } else {
        expect(category.parentId).toBe(department.id);
        expect(category.parents).toEqual([{ id: department.id, name: department.name, url: department.url }]);
        expect(category.url).toBe(`${department.url}/${category.slug}`);
        expect(category.image).toBeNull();
      }
    }
    const bath = data.slice(data.indexOf(departments[0]!) + 1, data.indexOf(departments[1]!));
    expect(bath.map((c) => [c.name, c.productCount])).toEqual([
      ['Faucets', 27],
      ['Sinks', 24],
      ['Showers', 12],
      ['Tubs', 12],
      ['Toilets', 9],
    ]);
    expect(data.find((c) => c.url === '/categories/kitchen/pot-fillers')!.productCount).toBe(4);
    expect(data.find((c) => c.url === '/categories/kitchen/faucets')!.productCount).toBe(18);
  });

  it('answers everything to a user without role 11, images only with the flag, counts of that account’s own vendors', async () => {
    const res = await get('/categories', a.other, a.otherId);
    expect(res.statusCode).toBe(200);
    const data: TSpecmarketCategory[] = res.json().data;
    expect(data.filter((c) => c.isTopLevel).map((c) => c.name)).toEqual([...SPECMARKET_TOP_CATEGORIES]);
    expect(data.every((c) => c.image === null)).toBe(true);
    // Harbor's one vendor offers every demo spec (two to four sellers a spec, one seller here).
    expect(data.find((c) => c.slug === 'plumbing')!.productCount).toBe(DEMO_SPECS.filter((s) => s.category === 'Plumbing').length);
  });
});

describe('GET {u}/specmarket/products', () => {
  it('401 without a token, 404 under another account’s user and for an e-Specbook viewer', async () => {
    expect((await get('/products?category=bath', null)).statusCode).toBe(401);
    expect((await get('/products?category=bath', a.other, proId)).statusCode).toBe(404);
    expect((await get('/products?category=appliances', a.viewer, a.sellerId)).statusCode).toBe(404);
  });

  it('400 for a malformed category, page or page size', async () => {
    for (const query of ['category=Bath%21', 'category=bath//faucets', 'page=0', 'page=x', 'perPage=500']) {
      expect((await get(`/products?${query}`)).statusCode, query).toBe(400);
    }
    expect(messagesOf(await get('/products?category=BATH'))).toEqual(['Unknown category']);
  });

  it('404 for a category that does not exist', async () => {
    for (const category of ['garden', 'bath/lamps', 'lighting/faucets', 'bath/faucets/more']) {
      const res = await get(`/products?category=${category}`);
      expect(res.statusCode, category).toBe(404);
      expect(res.json().message).toBe(M.categoryNotFound);
    }
  });

  it('403 without role 11 outside Appliances (another department, a search alone); Appliances and its types are open', async () => {
    for (const query of ['category=bath', 'category=lighting/pendants', 'search=oven', '']) {
      const res = await get(`/products?${query}`, a.seller, a.sellerId);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().message).toBe(M.marketplaceRoleRequired);
    }
    expect((await products('category=appliances', a.seller, a.sellerId)).meta.total).toBe(DEMO_SPECS.filter((s) => s.category === 'Appliances').length);
    const ovens = models(await products('category=appliances/cooking&search=oven', a.seller, a.sellerId));
    expect(ovens).toHaveLength(15);
    expect(ovens).toEqual(expect.arrayContaining(['EK-WO30-SS', 'EK-DO30-SS', 'HA-RG30-SS', 'HA-RI30-WH']));
  });

  it('lists a department by name, then id, page by page, each product with its best offer', async () => {
    const first = await products('category=decorative-hardware&perPage=3');
    expect(first.meta).toEqual({ current_page: 1, last_page: 16, per_page: 3, total: 48 });
    expect(first._pagination.next).toContain('page=2');
    const all = await products('category=decorative-hardware');
    expect(all.data.map((p) => p.name).slice(0, 10)).toEqual([
      ...Array<string>(4).fill('Appliance Pull 12 in.'),
      ...Array<string>(4).fill('Bar Pull 4 in.'),
      'Bar Pull 6 in.',
      'Bar Pull 6 in.',
    ]);
    expect(all.data[0]!.id).toBeLessThan(all.data[1]!.id);
    expect(first.data).toEqual(all.data.slice(0, 3));
    const pull = all.data.find((p) => p.modelNumber === 'AH-BP6-SB')!;
    expect(pull).toMatchObject({ specID: pull.id, manufacturerName: 'Ashford Hardware', brand: { name: 'Ashford Hardware' }, listPrice: '18.50', category: 'Decorative Hardware' });
    expect(pull.image).toBe('/demo/products/ah-bp6-sb.svg');
    const offers = await t.database.pool.query(
      `select count(*)::int as n from seller_offers o join sellers s on s.id = o.seller_id where o.spec_id = $1 and s.account_id = (select account_id from users where id = $2)`,
      [pull.id, proId],
    );
    expect(pull.offerCount).toBe(offers.rows[0].n);
    const pulls = models(await products('category=decorative-hardware/cabinet-pulls'));
    expect(pulls).toHaveLength(22);
    expect(pulls.slice(8, 10)).toEqual(['AH-BP6-SB', 'AH-BP6-MB']);
    expect(pulls.every((m) => /^AH-(BP|CP|EP)/.test(m))).toBe(true);
  });

  it('shows the best offer as purchase orders assign it: preferred beats cheaper, then the lowest price, a price on request last', async () => {
    const specId = await globalSpecId(t, 'AH-LT3-SB');
    const preferred = await sellerId('Prairie State Trade Supply');
    const northShore = await sellerId('North Shore Design Hardware');
    const badger = await sellerId('Badger Kitchen & Lighting');
    const setOffers = async (offers: [number, string | null][]) => {
      await t.database.pool.query('delete from seller_offers where spec_id = $1 and seller_id = any($2)', [specId, [preferred, northShore, badger]]);
      for (const [seller, price] of offers) {
        await t.database.pool.query(
          `insert into seller_offers (account_id, seller_id, spec_id, price, lead_time, inventory_status, inventory_quantity)
           select account_id, id, $2, $3, '1-2 weeks', 'in_stock', 4 from sellers where id = $1`,
          [seller, specId, price],
        );
      }
    };
    const latch = async () => (await products('search=AH-LT3-SB')).data.find((p) => p.id === specId)!;
    await setOffers([[preferred, '30.00'], [northShore, '12.00'], [badger, '9.00']]);
    expect(await latch()).toMatchObject({ price: '30.00', seller: { id: preferred, name: 'Prairie State Trade Supply', preferred: true }, offerCount: 3, leadTime: '1-2 weeks', inventory: { status: 'in_stock', quantity: 4 } });
    await setOffers([[northShore, '12.00'], [badger, '9.00']]);
    expect(await latch()).toMatchObject({ price: '9.00', seller: { id: badger, preferred: false }, offerCount: 2 });
    await setOffers([[northShore, '12.00'], [badger, null]]);
    expect(await latch()).toMatchObject({ price: '12.00', seller: { id: northShore } });
  });

  it('searches by model number (whole, fragment or prefix) and by words, best match first', async () => {
    expect(models(await products('search=EK-WO30-SS'))[0]).toBe('EK-WO30-SS');
    expect(models(await products('search=ekwo'))).toEqual(['EK-WO27-SS', 'EK-WO27-BS', 'EK-WO27-WH', 'EK-WO30-SS']);
    expect(models(await products('search=handleset'))).toEqual(['AH-HS20-MB', 'AH-HS30-MB', 'AH-HS30-SN', 'AH-HS30-SB']);
    expect(models(await products('search=cabinet%20knob'))).toEqual(['AH-KN2-SB', 'AH-KN2-MB', 'AH-KN2-PN', 'AH-KN2-SN', 'AH-KN2-AB', 'AH-KN1-SB']);
    const bathFaucets = await products('category=bath&search=faucet&perPage=96');
    expect(bathFaucets.data).toHaveLength(27);
    expect(bathFaucets.data.every((p) => p.category === 'Bath')).toBe(true);
    expect(models(bathFaucets)).toEqual(expect.arrayContaining(['AQ-4512-BN', 'AQ-4512-MB', 'BF-305-MB', 'AQ-4610-PC', 'BF-320-RB']));
    expect((await products('search=zzqqxxnothing')).data).toEqual([]);
  });

  it('counts only the caller account’s vendors: another account’s offers, an archived vendor and the own stock never make a product', async () => {
    const harborSeller = await sellerId('Buckeye Valve & Fitting');
    const { id: specId } = await sqlOne<{ id: number }>(
      t,
      `insert into specs (manufacturer_id, model_number, name, category, list_price) select id, 'AH-ISO-1', 'Isolation Knob', 'Decorative Hardware', 10 from manufacturers where name = 'Ashford Hardware' returning id`,
    );
    await t.database.pool.query(`insert into seller_offers (account_id, seller_id, spec_id, price) select account_id, id, $2, 8 from sellers where id = $1`, [harborSeller, specId]);
    const own = await sqlOne<{ id: number }>(
      t,
      `insert into sellers (account_id, name, own_stock) select account_id, 'Studio Verde stock', true from users where id = $1 returning id`,
      [proId],
    );
    const archived = await sqlOne<{ id: number }>(t, `insert into sellers (account_id, name, archived) select account_id, 'Closed vendor', true from users where id = $1 returning id`, [proId]);
    for (const seller of [own.id, archived.id]) {
      await t.database.pool.query(`insert into seller_offers (account_id, seller_id, spec_id, price) select account_id, id, $2, 7 from sellers where id = $1`, [seller, specId]);
    }
    expect((await products('search=isolation')).data).toEqual([]);
    const proHardware = (await get('/categories')).json().data.find((c: TSpecmarketCategory) => c.slug === 'decorative-hardware');
    expect(proHardware.productCount).toBe(48);
    const harbor = (await get('/categories', a.other, a.otherId)).json().data.find((c: TSpecmarketCategory) => c.slug === 'decorative-hardware');
    expect(harbor.productCount).toBe(49);
  });
});
