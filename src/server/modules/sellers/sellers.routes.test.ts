import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlCount, sqlOne } from '#server/modules/notifications/collab-test-kit';
import { createNominatimGeocoder, createZipGeocoder } from '#server/lib/geocoding/index';
import { startFakeGeocoder, type FakeGeocoder } from '#server/test/fakes/geocoder';
import { createTestServer, type TestServer } from '#server/test/server';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { callAs, demoSellerId, messagesOf, sellerTestActors, type SellerTestActors } from './sellers-test-kit';

let t: TestServer;
let fake: FakeGeocoder;
let a: SellerTestActors;
let harborSellerId: number;

const PROVIDER_ADDRESS = '77 Provider Pl, Austin, TX 78701';
const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, token: string | null = a.seller, user = a.sellerId) =>
  callAs(t, method, user, path, token, payload);
const create = (Seller: object, token: string | null = a.seller, user = a.sellerId) => call('POST', '/seller', { createSellerRequest: { Seller } }, token, user);
const patch = (id: number, Seller: object, token: string | null = a.seller, user = a.sellerId) =>
  call('PATCH', `/seller/${id}`, { updateSellerRequest: { Seller } }, token, user);

beforeAll(async () => {
  fake = await startFakeGeocoder({ places: { [PROVIDER_ADDRESS]: { lat: 30.25, lon: -97.75 } } });
  t = await createTestServer({ geocoder: createNominatimGeocoder({ url: fake.url, fallback: createZipGeocoder() }) });
  a = await sellerTestActors(t);
  harborSellerId = await demoSellerId(t, 'Buckeye Valve & Fitting');
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('GET {u}/seller', () => {
  it('401 without a token, 404 under another account’s user and for an e-Specbook viewer', async () => {
    expect((await call('GET', '/seller', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/seller', undefined, a.other)).statusCode).toBe(404);
    expect((await call('GET', '/seller', undefined, a.viewer)).statusCode).toBe(404);
  });

  it('lists the account’s vendors by name with their counts, paginated, never another account’s', async () => {
    const res = await call('GET', '/seller?perPage=4');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((s: { name: string }) => s.name)).toEqual([
      'Front Range Building Supply',
      'Garden State Kitchen & Bath Wholesale',
      'Great Lakes Plumbing Supply',
      'Lone Star Bath Distributors',
    ]);
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 4, total: 6 });
    expect(body._pagination.next).toContain('page=2');
    const greatLakes = body.data[2];
    expect(greatLakes).toMatchObject({
      name: 'Great Lakes Plumbing Supply',
      company: 'Great Lakes Plumbing Supply',
      paymentTerms: 30,
      terms: 30,
      preferred: true,
      ownStock: false,
      hasTermsAndConditions: true,
      hasReturnPolicy: true,
      openPurchaseOrderCount: 0,
      address: { shipping: { line1: '2150 S Canalport Ave', city: 'Chicago', state: 'IL', zipCode: '60608' } },
    });
    const [{ n }] = [await sqlOne<{ n: number }>(t, 'select count(*)::int as n from seller_offers where seller_id = $1', [greatLakes.id])];
    expect(greatLakes.offerCount).toBe(n);
    expect(n).toBeGreaterThan(5);
    expect(greatLakes.location.lat).toBeCloseTo(41.85, 1);
    const frontRange = body.data[0];
    expect(frontRange).toMatchObject({ hasTermsAndConditions: false, hasReturnPolicy: false, policies: { terms: null, return: null } });
    const harbor = (await call('GET', '/seller', undefined, a.other, a.otherId)).json();
    expect(harbor.data.map((s: { name: string }) => s.name)).toEqual(['Buckeye Valve & Fitting']);
  });

  it('searches, filters preferred, and leaves the own-stock seller out unless asked for', async () => {
    expect((await call('GET', '/seller?search=denver')).json().data.map((s: { name: string }) => s.name)).toEqual(['Front Range Building Supply']);
    expect((await call('GET', '/seller?search=100%25')).json().data).toEqual([]);
    expect((await call('GET', '/seller?filter[preferred]=true')).json().data.map((s: { name: string }) => s.name)).toEqual(['Great Lakes Plumbing Supply']);
    expect((await call('GET', '/seller?filter[preferred]=false')).json().meta.total).toBe(5);
    // The demo's inventory center made the showroom's own-stock seller (named after the company).
    expect((await call('GET', '/seller')).json().data.some((s: { ownStock: boolean }) => s.ownStock)).toBe(false);
    const withStock = (await call('GET', '/seller?filter[ownStock]=true')).json();
    expect(withStock.meta.total).toBe(7);
    expect(withStock.data.filter((s: { ownStock: boolean }) => s.ownStock)).toMatchObject([{ name: 'Lakeside Bath & Kitchen', ownStock: true }]);
  });

  it('400 for a malformed filter value or an unknown filter', async () => {
    const bad = await call('GET', '/seller?filter[preferred]=maybe');
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual(['"filter.preferred" must be true or false.']);
    expect((await call('GET', '/seller?filter[city]=Denver')).statusCode).toBe(400);
  });
});

describe('GET {u}/seller/{id}', () => {
  it('answers one of the account’s sellers; 401, 404 for another account’s, a missing or malformed id, and for a viewer', async () => {
    const id = await demoSellerId(t, 'Peachtree Supply Co.');
    const res = await call('GET', `/seller/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Peachtree Supply Co.', paymentTerms: null, terms: null, address: { shipping: { state: 'GA' } } });
    expect((await call('GET', `/seller/${id}`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/seller/${harborSellerId}`)).statusCode).toBe(404);
    expect((await call('GET', `/seller/${id}`, undefined, a.other, a.otherId)).statusCode).toBe(404);
    expect((await call('GET', '/seller/99999999')).statusCode).toBe(404);
    expect((await call('GET', '/seller/abc')).statusCode).toBe(404);
    expect((await call('GET', `/seller/${id}`, undefined, a.viewer)).statusCode).toBe(404);
  });
});

describe('openPurchaseOrderCount', () => {
  it('counts the seller’s purchase orders whose specbook is not archived', async () => {
    const id = await demoSellerId(t, 'Peachtree Supply Co.');
    const po = await sqlOne<{ id: number }>(
      t,
      `insert into specbooks (account_id, user_id, name) select account_id, id, 'PO for count' from users where id = $1 returning id`,
      [a.sellerId],
    );
    await t.database.pool.query(
      `insert into purchase_orders (specbook_id, account_id, seller_id, user_id) select $1, account_id, $2, id from users where id = $3`,
      [po.id, id, a.sellerId],
    );
    expect((await call('GET', `/seller/${id}`)).json().data.openPurchaseOrderCount).toBe(1);
    await t.database.pool.query('update specbooks set archived = true where id = $1', [po.id]);
    expect((await call('GET', `/seller/${id}`)).json().data.openPurchaseOrderCount).toBe(0);
  });
});

describe('POST {u}/seller', () => {
  it('creates a vendor from company and terms, placed by the configured provider', async () => {
    const res = await create({
      company: '  Hill Country Supply ',
      title: 'Sales',
      email: 'sales@hillcountry.example.com',
      terms: 15,
      policies: { terms: ' Net 15. ', return: '' },
      address: { shipping: { line1: '77 Provider Pl', city: 'Austin', state: 'TX', zipCode: '78701' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Hill Country Supply',
      company: 'Hill Country Supply',
      paymentTerms: 15,
      terms: 15,
      policies: { terms: 'Net 15.', return: null },
      hasTermsAndConditions: true,
      hasReturnPolicy: false,
      preferred: false,
      location: { lat: 30.25, lon: -97.75 },
      offerCount: 0,
      openPurchaseOrderCount: 0,
    });
    expect(fake.requests.at(-1)?.get('q')).toBe(PROVIDER_ADDRESS);
  });

  it('falls back to the ZIP centroid, and leaves a seller without an address off the map', async () => {
    const placed = (await create({ name: 'Zip Only Co', address: { shipping: { zipCode: '80216' } } })).json().data;
    expect(placed.location.lat).toBeCloseTo(39.78, 1);
    const unplaced = (await create({ name: 'No Address Co' })).json().data;
    expect(unplaced.location).toBeNull();
  });

  it('400 with the rule’s message and nothing written; 401; 404 under another user and for a viewer', async () => {
    const before = await sqlCount(t, 'sellers');
    const cases: [object, string][] = [
      [{}, M.nameRequired],
      [{ name: '   ' }, M.nameRequired],
      [{ name: 'x'.repeat(121) }, M.nameMax],
      [{ name: 'A', email: 'not-an-email' }, M.emailInvalid],
      [{ name: 'A', paymentTerms: 400 }, M.paymentTermsInvalid],
      [{ name: 'A', terms: 1.5 }, M.paymentTermsInvalid],
      [{ name: 'A', policies: { terms: 'Read <script>alert(1)</script>' } }, M.policyMarkup],
      [{ name: 'A', policies: { return: 'x'.repeat(20_001) } }, M.policyMax],
    ];
    for (const [input, message] of cases) {
      const res = await create(input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(messagesOf(res)).toContain(message);
    }
    expect((await call('POST', '/seller', { name: 'Unwrapped' })).statusCode).toBe(400);
    expect((await create({ name: 'Nobody' }, null)).statusCode).toBe(401);
    expect((await create({ name: 'Nobody' }, a.other)).statusCode).toBe(404);
    expect((await create({ name: 'Nobody' }, a.viewer)).statusCode).toBe(404);
    expect(await sqlCount(t, 'sellers')).toBe(before);
  });
});

describe('PATCH {u}/seller/{id}', () => {
  it('toggles preferred and keeps the other fields', async () => {
    const id = await demoSellerId(t, 'Lone Star Bath Distributors');
    const set = await patch(id, { preferred: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ preferred: true, title: 'Showroom Accounts', paymentTerms: 30, hasTermsAndConditions: true });
    expect((await call('GET', '/seller?filter[preferred]=true')).json().meta.total).toBe(2);
    expect((await patch(id, { preferred: false })).json().data.preferred).toBe(false);
  });

  it('geocodes a changed shipping address again, and only then', async () => {
    const id = await demoSellerId(t, 'Pacific Coast Fixtures');
    const asked = fake.requests.length;
    expect((await patch(id, { title: 'Dealer Desk West' })).json().data.title).toBe('Dealer Desk West');
    expect(fake.requests.length).toBe(asked);
    const moved = (await patch(id, { address: { shipping: { line1: '77 Provider Pl', line2: null, city: 'Austin', state: 'TX', zipCode: '78701' } } })).json().data;
    expect(moved.location).toEqual({ lat: 30.25, lon: -97.75 });
    expect(moved.address.shipping).toEqual({ line1: '77 Provider Pl', line2: null, city: 'Austin', state: 'TX', zipCode: '78701' });
    const lost = (await patch(id, { address: { shipping: { line1: null, city: null, state: null, zipCode: '00000' } } })).json().data;
    expect(lost.location).toBeNull();
  });

  it('clears a policy and an e-mail sent empty; 400 with nothing changed', async () => {
    const id = await demoSellerId(t, 'Garden State Kitchen & Bath Wholesale');
    const cleared = (await patch(id, { policies: { return: '' }, email: '' })).json().data;
    expect(cleared).toMatchObject({ hasReturnPolicy: false, hasTermsAndConditions: true, email: null });
    const bad = await patch(id, { name: '', preferred: true });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toContain(M.nameRequired);
    expect((await call('GET', `/seller/${id}`)).json().data).toMatchObject({ name: 'Garden State Kitchen & Bath Wholesale', preferred: false });
  });

  it('401; 404 for another account’s seller (unchanged), under another user and for a viewer', async () => {
    const id = await demoSellerId(t, 'Front Range Building Supply');
    expect((await patch(id, { preferred: true }, null)).statusCode).toBe(401);
    expect((await patch(harborSellerId, { preferred: true })).statusCode).toBe(404);
    expect((await patch(id, { preferred: true }, a.other, a.otherId)).statusCode).toBe(404);
    expect((await patch(id, { preferred: true }, a.viewer)).statusCode).toBe(404);
    const harbor = await sqlOne<{ preferred: boolean }>(t, 'select preferred from sellers where id = $1', [harborSellerId]);
    expect(harbor.preferred).toBe(false);
  });
});

describe('GET {u}/geocode', () => {
  it('places an address, answers null when it cannot, 400 without one', async () => {
    expect((await call('GET', `/geocode?address=${encodeURIComponent(PROVIDER_ADDRESS)}`)).json().data).toEqual({ lat: 30.25, lon: -97.75 });
    expect((await call('GET', '/geocode?address=30318')).json().data.lat).toBeCloseTo(33.79, 1);
    expect((await call('GET', '/geocode?address=Nowhere')).json()).toEqual({ data: null });
    const missing = await call('GET', '/geocode');
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing)).toEqual([M.addressRequired]);
    expect((await call('GET', '/geocode?address=%20')).statusCode).toBe(400);
  });

  it('401 without a token, 404 under another user and for a viewer', async () => {
    expect((await call('GET', '/geocode?address=30318', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/geocode?address=30318', undefined, a.other)).statusCode).toBe(404);
    expect((await call('GET', '/geocode?address=30318', undefined, a.viewer)).statusCode).toBe(404);
  });
});
