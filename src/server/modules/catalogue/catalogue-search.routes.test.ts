import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import type { TCatalogueFacets } from '#shared/schemas/catalogue';
import { DEMO_SPECS } from '#server/db/seed/catalogue-data';

let t: TestServer;
let w: Workspace;
let otherSpecId: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  const [mfr] = await w.q<{ id: number }>("select id from manufacturers where name = 'Aquaterra'");
  const [other] = await w.q<{ account_id: number }>("select account_id from users where email = 'other@specfolio.test'");
  otherSpecId = (await w.q<{ id: number }>(
    "insert into specs (account_id, manufacturer_id, model_number, name, finish, list_price) values ($1, $2, 'AQ-4512-ZZ', 'Harbor Private Faucet', 'Brushed Nickel', 10) returning id",
    [other!.account_id, mfr!.id],
  ))[0]!.id;
});
afterAll(() => t.close());

type Hit = { id: number; modelNumber: string; finishName: string | null; manufacturerName: string };
type Answer = { data: Hit[]; count: number | null; facets: TCatalogueFacets; _pagination: { next: string | null; total: number | null; currentPage: number | null } };

const get = async (query: string) => {
  const res = await w.api('GET', `/specs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
};

describe('catalogue search: partial model numbers, ranking and depth', () => {
  it.each([['aq4512'], ['AQ-45'], ['4512%20bn'], ['aq%204512']])('finds AQ-4512-BN for %s', async (term) => {
    const models = (await get(`search=${term}`)).data.map((h) => h.modelNumber);
    expect(models).toContain('AQ-4512-BN');
    expect(models).not.toContain('AQ-4512-ZZ');
  });

  it('ranks the exact model first, then model prefixes, then text matches', async () => {
    expect((await get('search=AQ-4512-MB')).data[0]!.modelNumber).toBe('AQ-4512-MB');
    const cp = (await get('search=cp-5500')).data.map((h) => h.modelNumber);
    // CP-5500-XX is a model prefix; CP-7100-MB only names 'CP-5500' in its description.
    expect(cp[0]).toBe('CP-5500-XX');
  });

  it('depth 1 searches model numbers only; depth 3 (default) also descriptions', async () => {
    expect((await get('search=cp-5500&depth=1')).data.map((h) => h.modelNumber)).toEqual(['CP-5500-XX']);
    expect((await get('search=carrier')).data.length).toBeGreaterThan(0);
    expect((await get('search=carrier&depth=1')).data).toEqual([]);
  });
});

describe('filters and facets', () => {
  it('answers facets beside data with counts per manufacturer, finish, collection, category and price range', async () => {
    const body = await get('search=faucet&perPage=100');
    expect(body.count).toBe(body.data.length);
    const { facets } = body;
    expect(facets.sampled).toBe(false);
    // Every Brookline Faucet Co. product matches "faucet" by its manufacturer's name.
    expect(facets.manufacturer.find((m) => m.label === 'Brookline Faucet Co.')!.count).toBe(DEMO_SPECS.filter((s) => s.mfr === 'brookline').length);
    expect(facets.finish.find((f) => f.value === 'Matte Black')!.count).toBe(9);
    expect(facets.category.map((c) => c.value).sort()).toEqual(['Bath', 'Kitchen', 'Plumbing']);
    expect(facets.price.reduce((n, p) => n + p.count, 0)).toBe(body.count);
  });

  it('filters by facet values and by price operators', async () => {
    const mb = await get('search=faucet&filter[finish]=Matte%20Black');
    expect(mb.data.every((h) => h.finishName === 'Matte Black')).toBe(true);
    expect(mb.count).toBe(9);
    const cheap = await get('filter[price][gte]=100&filter[price][lte]=150&filter[category]=Plumbing');
    const inRange = DEMO_SPECS.filter((s) => s.category === 'Plumbing' && Number(s.price) >= 100 && Number(s.price) <= 150);
    expect(cheap.data.map((h) => h.modelNumber).sort()).toEqual(inRange.map((s) => s.model).sort());
    expect(inRange.map((s) => s.model)).toEqual(expect.arrayContaining(['CP-2010-PC', 'CP-7100-MB']));
    const [halden] = await w.q<{ id: number }>("select id from manufacturers where name = 'Halden Appliances'");
    const haldens = DEMO_SPECS.filter((s) => s.mfr === 'halden');
    expect((await get(`filter[manufacturer]=${halden!.id}`)).count).toBe(haldens.length);
    const notSteel = (await get(`filter[manufacturer][in][]=${halden!.id}&filter[finish][nq]=Stainless%20Steel`)).data.map((h) => h.modelNumber);
    expect(notSteel.sort()).toEqual(haldens.filter((s) => s.finish !== 'Stainless Steel').map((s) => s.model).sort());
  });

  it('GET {u}/specs/facets answers the facets alone', async () => {
    const res = await w.api('GET', '/specs/facets?search=pendant');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.category).toEqual([{ value: 'Lighting', label: 'Lighting', count: DEMO_SPECS.filter((s) => s.name.includes('Pendant')).length }]);
  });

  it('GET {u}/specs/facets answers empty facets for a search that matches nothing', async () => {
    const res = await w.api('GET', '/specs/facets?search=zzqqxxnothing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, data: { manufacturer: [], finish: [], collection: [], category: [], price: [], sampled: false } });
  });

  it('answers 400 for an unknown filter field, a bad operator or value, and a bad cursor', async () => {
    const unknown = await w.api('GET', '/specs?filter[colour]=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'filter.colour', message: 'Unknown filter field "colour".' });
    expect((await w.api('GET', '/specs?filter[price][near]=5')).statusCode).toBe(400);
    expect((await w.api('GET', '/specs?filter[price][gte]=cheap')).statusCode).toBe(400);
    expect((await w.api('GET', '/specs?cursor=nonsense')).json().errors[0]).toMatchObject({ field: 'cursor', message: 'Invalid cursor.' });
    expect((await w.api('GET', '/specs?depth=0')).statusCode).toBe(400);
  });
});

describe('cursor pagination and the POST variants', () => {
  it('pages through the whole catalogue by cursor without repeats (ranked and unranked)', async () => {
    for (const search of ['', '&search=faucet']) {
      const seen: number[] = [];
      let url: string | null = `/api/v4/user/${w.userId}/specs?cursor=&perPage=4${search}`;
      while (url) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${w.token}` } });
        const body = res.json() as Answer;
        expect(body._pagination.currentPage).toBeNull();
        seen.push(...body.data.map((h) => h.id));
        url = body._pagination.next;
      }
      const total = (await get(`cursor=${search}`)).count;
      expect(seen).toHaveLength(total!);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('POST search (searchSpecsRequest) and filter (filterProfilesRequest) answer the same results', async () => {
    const search = await w.api('POST', '/specs/search?perPage=2', { searchSpecsRequest: { search: 'faucet', filter: { category: 'Kitchen' } } });
    expect(search.statusCode).toBe(200);
    const body = search.json() as Answer;
    expect(body.data).toHaveLength(2);
    expect(body._pagination.next).toContain('cursor=');
    const filter = await w.api('POST', '/specs/filter?perPage=2', { filterProfilesRequest: { search: 'faucet', filter: { category: 'Kitchen' } } });
    expect(filter.json().data).toEqual(body.data);
    const cursor = new URL(body._pagination.next!, 'http://x').searchParams.get('cursor');
    const next = await w.api('POST', '/specs/filter?perPage=2', { filterProfilesRequest: { search: 'faucet', filter: { category: 'Kitchen' }, cursor } });
    expect(next.json().data.map((h: Hit) => h.id)).not.toContain(body.data[0]!.id);
  });

  it('answers 400 for a body without its envelope or with a bad filter, 401 without a token, 404 for another user', async () => {
    const bare = await w.api('POST', '/specs/search', { search: 'x' });
    expect(bare.statusCode).toBe(400);
    expect((await w.api('POST', '/specs/filter', { filterProfilesRequest: { filter: { nope: 1 } } })).statusCode).toBe(400);
    expect((await w.api('POST', '/specs/search', { searchSpecsRequest: {} }, null)).statusCode).toBe(401);
    expect((await w.api('POST', '/specs/search', { searchSpecsRequest: {} }, { token: w.otherToken, userId: w.userId })).statusCode).toBe(404);
    expect((await w.api('GET', '/specs/facets', undefined, null)).statusCode).toBe(401);
  });

  it('never shows another account’s specs, by search or by filter', async () => {
    expect((await get('search=AQ-4512-ZZ')).data).toEqual([]);
    expect((await get(`filter[id]=${otherSpecId}`)).data).toEqual([]);
  });
});
