import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { assignBody, workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';

let t: TestServer;
let w: Workspace;
let groupId: number;
let otherGroupId: number;
/** joinId → the spec's catalogue list price and manufacturer. */
let specsIn: { joinId: number; list: string; manufacturerId: number }[];

const bulk = (request: Record<string, unknown>, id = w.specbookId, as?: null) =>
  w.api('POST', `/specbook/${id}/specs/prices/bulk`, { bulkUpdatePricesRequest: request }, as);
const updatable = (query: string, id = w.specbookId, as?: null) => w.api('GET', `/specbook/${id}/specs/updatable?${query}`, undefined, as);
const stored = async (joinId: number) =>
  (await w.q<{ list_price: string | null; sale_price: string | null; multiplier: string | null; price_updated_by: string | null }>(
    'select list_price, sale_price, multiplier, price_updated_by from spec_specbooks where id = $1',
    [joinId],
  ))[0]!;

beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  await w.q('delete from spec_specbooks where specbook_id = $1', [w.specbookId]);
  await w.q('update specbooks set price_group_id = null');
  await w.q('delete from price_groups');
  const picks = await w.q<{ id: number; list_price: string; manufacturer_id: number }>(
    `select distinct on (manufacturer_id) id, list_price, manufacturer_id from specs where account_id is null and list_price > 10 order by manufacturer_id, id limit 2`,
  );
  specsIn = [];
  for (const p of picks) {
    const res = await w.api('POST', `/specbook/${w.specbookId}/specs`, assignBody(p.id, null, 2));
    specsIn.push({ joinId: res.json().data.joinID, list: p.list_price, manufacturerId: p.manufacturer_id });
  }
  const create = async (PriceGroup: Record<string, unknown>, as?: { token: string; userId: number }) =>
    (await w.api('POST', '/pricegroup', { createPriceGroupRequest: { PriceGroup } }, as)).json().data.id as number;
  groupId = await create({ name: 'Trade', multiplier: '0.5' });
  otherGroupId = await create({ name: 'Harbor', multiplier: '0.9' }, { token: w.otherToken, userId: w.otherUserId });
  // The second spec's manufacturer has its own rule: × 0.25.
  await w.api('PATCH', `/pricegroup/${groupId}/manufacturers/${specsIn[1]!.manufacturerId}`, {
    updatePriceGroupManufacturerRequest: { PriceGroupManufacturer: { multiplier: '0.25' } },
  });
});
afterAll(() => t.close());

const half = (money: string, factor: number) => (Math.round(Number(money) * 100 * factor) / 100).toFixed(2);

describe('GET {u}/specbook/{id}/specs/updatable', () => {
  it('401 without a token', async () => {
    expect((await updatable('priceGroupChanged=true', w.specbookId, null)).statusCode).toBe(401);
  });

  it('404 for another account’s specbook', async () => {
    expect((await updatable(`priceGroup=${groupId}`, w.otherSpecbookId)).statusCode).toBe(404);
  });

  it('400 for another account’s group or a bad id', async () => {
    const res = await updatable(`priceGroup=${otherGroupId}&priceGroupChanged=true`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(M.priceGroupInvalid);
    expect((await updatable('priceGroup=abc')).json().errors[0].message).toBe(M.priceGroupInvalid);
  });

  it('lists each spec’s before and after by the group and the manufacturer’s own rule, paged', async () => {
    const res = await updatable(`priceGroup=${groupId}&priceGroupChanged=true&showPagination=true&perPage=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(body.data).toHaveLength(1);
    const all = (await updatable(`priceGroup=${groupId}&priceGroupChanged=true`)).json();
    const [a, b] = specsIn;
    const first = all.data.find((c: { joinID: number }) => c.joinID === a!.joinId);
    const second = all.data.find((c: { joinID: number }) => c.joinID === b!.joinId);
    expect(first.before).toMatchObject({ listPrice: a!.list, salePrice: a!.list, multiplier: '1.0000' });
    expect(first.after).toMatchObject({ listPrice: a!.list, salePrice: half(a!.list, 0.5), multiplier: '0.5000', total: half(a!.list, 1) });
    expect(second.after).toMatchObject({ salePrice: half(b!.list, 0.25), multiplier: '0.2500' });
    expect(all.summary.count).toBe(2);
    expect(all.summary.after).toBe((Number(half(a!.list, 1)) + Number(half(b!.list, 0.5))).toFixed(2));
  });
});

describe('POST {u}/specbook/{id}/specs/prices/bulk', () => {
  it('401 without a token', async () => {
    expect((await bulk({ specs: [{ joinId: 1 }] }, w.specbookId, null)).statusCode).toBe(401);
  });

  it('404 for another account’s specbook', async () => {
    expect((await bulk({ specs: [{ joinId: specsIn[0]!.joinId }] }, w.otherSpecbookId)).statusCode).toBe(404);
  });

  it('400 with the messages: no specs, a spec of another specbook, another account’s group, no envelope', async () => {
    expect((await bulk({ specs: [] })).json().errors[0].message).toBe(M.noSpecs);
    expect((await bulk({ specs: [{ joinId: 999999 }] })).json().errors[0].message).toBe(M.specNotInSpecbook);
    const foreign = await bulk({ priceGroup: { id: otherGroupId }, priceGroupChanged: true, specs: [{ joinId: specsIn[0]!.joinId }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].message).toBe(M.priceGroupInvalid);
    const bare = await w.api('POST', `/specbook/${w.specbookId}/specs/prices/bulk`, { specs: [] });
    expect(bare.json().message).toBe('Request body must be {"bulkUpdatePricesRequest": {...}}.');
  });

  it('prices the reviewed specs by the group, sets the group, stamps the change and answers the spec’s toast', async () => {
    const [a, b] = specsIn;
    const untouched = await stored(b!.joinId);
    const res = await bulk({ priceGroup: { id: groupId }, priceGroupChanged: true, specs: [{ joinId: a!.joinId, salePrice: '1.00' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: 1, message: M.pricesSaved });
    expect(await stored(a!.joinId)).toMatchObject({ list_price: a!.list, sale_price: half(a!.list, 0.5), multiplier: '0.5000', price_updated_by: 'seller@specfolio.test' });
    expect(await stored(b!.joinId)).toEqual(untouched);
    expect((await w.api('GET', `/specbook/${w.specbookId}`)).json().data.priceGroup).toEqual({ id: groupId });
    const totals = (await w.api('GET', `/specbook/${w.specbookId}/totals`)).json().data;
    expect(totals.all.sale).toBe((Number(half(a!.list, 1)) + Number(b!.list) * 2).toFixed(2));
    const left = (await updatable('priceGroupChanged=true')).json();
    expect(left.data.map((c: { joinID: number }) => c.joinID)).toEqual([b!.joinId]);
  });

  it('with the group unchanged, runs the vendor refresh with it', async () => {
    const [a] = specsIn;
    await w.q('update specs set list_price = list_price + 10 where id = (select spec_id from spec_specbooks where id = $1)', [a!.joinId]);
    const newList = (Number(a!.list) + 10).toFixed(2);
    const review = (await updatable('')).json();
    const change = review.data.find((c: { joinID: number }) => c.joinID === a!.joinId);
    expect(change.after).toMatchObject({ listPrice: newList, salePrice: half(newList, 0.5) });
    await bulk({ specs: [{ joinId: a!.joinId }] });
    expect(await stored(a!.joinId)).toMatchObject({ list_price: newList, sale_price: half(newList, 0.5) });
  });
});

describe('POST {u}/specbook/{id}/specs/prices/refresh and PATCH {u}/specbook/{id}/specs/prices', () => {
  it('401 and 404', async () => {
    const url = (id: number) => `/specbook/${id}/specs/prices`;
    expect((await w.api('POST', `${url(w.specbookId)}/refresh`, { refreshPricesRequest: {} }, null)).statusCode).toBe(401);
    expect((await w.api('POST', `${url(w.otherSpecbookId)}/refresh`, { refreshPricesRequest: {} })).statusCode).toBe(404);
    expect((await w.api('PATCH', url(w.specbookId), { updatePricesRequest: { specs: [] } }, null)).statusCode).toBe(401);
    expect((await w.api('PATCH', url(w.otherSpecbookId), { updatePricesRequest: { specs: [{ joinId: 1, payload: [{ fieldType: 'qty', fieldValue: 2 }] }] } })).statusCode).toBe(404);
  });

  it('refreshes the vendors’ list prices, keeping each multiplier', async () => {
    const [, b] = specsIn;
    await w.q('update spec_specbooks set list_price = 1, multiplier = 0.5, sale_price = 0.5 where id = $1', [b!.joinId]);
    const res = await w.api('POST', `/specbook/${w.specbookId}/specs/prices/refresh`, { refreshPricesRequest: { specs: [{ joinId: b!.joinId }] } });
    expect(res.json().data.updated).toBe(1);
    expect(await stored(b!.joinId)).toMatchObject({ list_price: b!.list, sale_price: half(b!.list, 0.5), multiplier: '0.5000' });
  });

  it('applies raw edits with the price rules, all or nothing', async () => {
    const [a, b] = specsIn;
    const url = `/specbook/${w.specbookId}/specs/prices`;
    const bad = await w.api('PATCH', url, {
      updatePricesRequest: { specs: [{ joinId: a!.joinId, payload: [{ fieldType: 'multiplier', fieldValue: '0.6' }] }, { joinId: b!.joinId, payload: [{ fieldType: 'qty', fieldValue: 0 }] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('specs.1.qty');
    expect((await stored(a!.joinId)).multiplier).toBe('0.5000');
    const ok = await w.api('PATCH', url, { updatePricesRequest: { specs: [{ joinId: a!.joinId, payload: [{ fieldType: 'multiplier', fieldValue: '0.6' }] }] } });
    expect(ok.json().data.updated).toBe(1);
    expect((await stored(a!.joinId)).multiplier).toBe('0.6000');
  });
});

describe('GET {u}/specs/{specId}/price', () => {
  const price = (specId: number | string, query: string, as?: null) => w.api('GET', `/specs/${specId}/price?${query}`, undefined, as);

  it('401 without a token', async () => {
    expect((await price(1, '', null)).statusCode).toBe(401);
  });

  it('404 for another account’s specbook or an unknown spec', async () => {
    const specId = (await w.q<{ spec_id: number }>('select spec_id from spec_specbooks where id = $1', [specsIn[0]!.joinId]))[0]!.spec_id;
    expect((await price(specId, `specbook=${w.otherSpecbookId}`)).statusCode).toBe(404);
    expect((await price('x', '')).statusCode).toBe(404);
  });

  it('400 for a bad cost or another account’s group', async () => {
    expect((await price(1, 'cost=-3')).json().errors[0].message).toBe(M.costInvalid);
    expect((await price(1, `priceGroup=${otherGroupId}`)).json().errors[0].message).toBe(M.priceGroupInvalid);
  });

  it('prices by the group named, else the specbook’s, from the list price and the cost', async () => {
    const rows = await w.q<{ spec_id: number; list_price: string }>(
      'select s.id as spec_id, s.list_price from spec_specbooks j join specs s on s.id = j.spec_id where j.id = $1',
      [specsIn[0]!.joinId],
    );
    const { spec_id: specId, list_price: list } = rows[0]!;
    const bare = (await price(specId, '')).json().data;
    expect(bare).toMatchObject({ listPrice: list, salePrice: list, cost: '0.00' });
    const byGroup = (await price(specId, `priceGroup=${groupId}&cost=10`)).json().data;
    expect(byGroup).toMatchObject({ listPrice: list, salePrice: half(list, 0.5), multiplier: '0.5000', cost: '10.00' });
    expect((await price(specId, `specbook=${w.specbookId}`)).json().data.salePrice).toBe(half(list, 0.5));
  });
});

describe('OpenAPI', () => {
  it('documents the price group, customer panel and pricing calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const u = '/api/v4/user/{userId}';
    expect(Object.keys(paths[`${u}/specbook/{id}/specs/prices/bulk`]!)).toContain('post');
    expect(Object.keys(paths[`${u}/specbook/{id}/specs/prices`]!)).toContain('patch');
    expect(Object.keys(paths[`${u}/specbook/{id}/specs/updatable`]!)).toContain('get');
    expect(Object.keys(paths[`${u}/specbook/{id}/customer`]!)).toEqual(expect.arrayContaining(['get', 'patch']));
    expect(Object.keys(paths[`${u}/pricegroup/{id}/manufacturers/{manufacturerId}`]!)).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
  });
});
