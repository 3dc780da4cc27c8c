import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { assignBody, workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { DEMO_SPECS } from '#server/db/seed/catalogue-data';

let t: TestServer;
let w: Workspace;
let ownSpecId: number;
let otherSpecId: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  const [mfr] = await w.q<{ id: number }>("select id from manufacturers where name = 'Aquaterra'");
  const account = async (email: string) => (await w.q<{ account_id: number }>('select account_id from users where email = $1', [email]))[0]!.account_id;
  const insert = async (accountId: number, model: string, name: string, archived = false) =>
    (await w.q<{ id: number }>(
      'insert into specs (account_id, manufacturer_id, model_number, name, finish, list_price, archived) values ($1, $2, $3, $4, $5, 10, $6) returning id',
      [accountId, mfr!.id, model, name, 'Satin Brass', archived],
    ))[0]!.id;
  ownSpecId = await insert(await account('seller@specfolio.test'), 'LS-100 X', 'Lakeside Custom Vanity');
  await insert(await account('seller@specfolio.test'), 'LS-200', 'Lakeside Archived Mirror', true);
  otherSpecId = await insert(await account('other@specfolio.test'), 'HB-900', 'Harbor Private Vanity');
});
afterAll(() => t.close());

type Hit = { id: number; name: string; modelNumber: string; global: boolean; archived: boolean; price: { list: string | null } | null; inSpecbook?: boolean };
const search = async (query: string) => {
  const res = await w.api('GET', `/specs?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Hit[]; meta: { total: number; last_page: number; per_page: number; current_page: number }; _pagination: { next: string | null } };
};

describe('GET /api/v4/user/{userId}/specs (Assign Spec search)', () => {
  it('lists global specs and the account’s own, never another account’s, page-numbered with meta', async () => {
    const body = await search('perPage=10&page=1');
    // The demo catalogue and the account's own spec.
    const total = DEMO_SPECS.length + 1;
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 10), per_page: 10, total });
    expect(body._pagination.next).toContain('page=2');
    const pages = Array.from({ length: Math.ceil(total / 100) }, (_, i) => search(`perPage=100&page=${i + 1}`));
    const all = (await Promise.all(pages)).flatMap((page) => page.data);
    expect(all).toHaveLength(total);
    expect(all.some((h) => h.id === ownSpecId && !h.global)).toBe(true);
    expect(all.some((h) => h.id === otherSpecId)).toBe(false);
  });

  it('matches name, model number with or without dashes and spaces, manufacturer and finish', async () => {
    expect((await search('searchTerm=vessel%20faucet')).data.map((h) => h.modelNumber)).toEqual(['AQ-4512-BN', 'AQ-4512-MB']);
    expect((await search('searchTerm=AQ4512BN')).data.map((h) => h.modelNumber)).toEqual(['AQ-4512-BN']);
    expect((await search('searchTerm=aq-4512')).data).toHaveLength(2);
    expect((await search('searchTerm=LS100X')).data.map((h) => h.id)).toEqual([ownSpecId]);
    expect((await search('searchTerm=Halden')).meta.total).toBe(DEMO_SPECS.filter((s) => s.mfr === 'halden').length);
    const champagne = DEMO_SPECS.filter((s) => s.finish === 'Champagne Bronze').map((s) => s.model);
    expect((await search('searchTerm=champagne%20bronze&perPage=100')).data.map((h) => h.modelNumber).sort()).toEqual(champagne.sort());
    expect((await search('searchTerm=HB-900')).data).toEqual([]);
    // LIKE wildcards are never wildcards: a text of only '%' and '_' matches nothing.
    expect((await search('searchTerm=%25_%25')).data).toEqual([]);
  });

  it('finds a manufacturer’s specs by its name with other words, and by its new name after a rename', async () => {
    const [halden] = await w.q<{ id: number }>("select id from manufacturers where name = 'Halden Appliances'");
    const dishwashers = (await search('searchTerm=halden%20dishwasher')).data;
    expect(dishwashers.length).toBeGreaterThan(0);
    expect(dishwashers.every((h) => h.name.toLowerCase().includes('dishwasher'))).toBe(true);
    await w.q("update manufacturers set name = 'Northwind Appliances' where id = $1", [halden!.id]);
    try {
      expect((await search('searchTerm=northwind%20dishwasher')).data.map((h) => h.id)).toEqual(dishwashers.map((h) => h.id));
      expect((await search('searchTerm=halden')).data).toEqual([]);
    } finally {
      await w.q("update manufacturers set name = 'Halden Appliances' where id = $1", [halden!.id]);
    }
  });

  it('matches the word being typed by prefix, also in specs added or renamed later', async () => {
    expect((await search('searchTerm=vessel%20fauc')).data.map((h) => h.modelNumber)).toEqual(['AQ-4512-BN', 'AQ-4512-MB']);
    expect((await search('searchTerm=vessel%20faucets')).data.map((h) => h.modelNumber)).toEqual(['AQ-4512-BN', 'AQ-4512-MB']);
    expect((await search('searchTerm=vessel%20zzq')).data).toEqual([]);
    // The lexemes of new and changed documents are added by the specs triggers as they are written.
    expect((await search('searchTerm=quuxfrob')).data).toEqual([]);
    await w.q("update specs set name = 'Quuxfrobnicator Vanity' where id = $1", [ownSpecId]);
    try {
      expect((await search('searchTerm=lakeside%20quuxfrob')).data.map((h) => h.id)).toEqual([]);
      expect((await search('searchTerm=vanity%20quuxfrob')).data.map((h) => h.id)).toEqual([ownSpecId]);
    } finally {
      await w.q("update specs set name = 'Lakeside Custom Vanity' where id = $1", [ownSpecId]);
    }
  });

  it('includes archived specs only on request and hides prices with showPrice=false', async () => {
    expect((await search('searchTerm=Archived%20Mirror')).data).toEqual([]);
    const archived = (await search('searchTerm=Archived%20Mirror&includeArchived=true')).data;
    expect(archived).toHaveLength(1);
    expect(archived[0]).toMatchObject({ archived: true, price: { list: '10.00' } });
    expect((await search('searchTerm=AQ-4512-BN&showPrice=false')).data[0]!.price).toBeNull();
    expect((await search('searchTerm=AQ-4512-BN')).data[0]).toMatchObject({ price: { list: '389.00' }, manufacturerName: 'Aquaterra', finishName: 'Brushed Nickel', collectionName: 'Linea', global: true });
  });

  it('with specbookId says which specs are already in that specbook', async () => {
    const spec = w.globalSpecs[0]!;
    expect((await w.api('POST', `/specbook/${w.specbookId}/specs`, assignBody(spec.id, null))).statusCode).toBe(201);
    const hits = (await search(`searchTerm=AQ-4512&specbookId=${w.specbookId}`)).data;
    expect(hits.map((h) => [h.id, h.inSpecbook])).toEqual([[spec.id, true], [w.globalSpecs[1]!.id, false]]);
  });

  it('answers 400 for bad paging, 401 without a token, 404 for another user or another account’s specbook', async () => {
    const bad = await w.api('GET', '/specs?perPage=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'perPage', message: 'perPage must be at least 1.' });
    expect((await w.api('GET', '/specs?page=x')).statusCode).toBe(400);
    expect((await w.api('GET', '/specs', undefined, null)).statusCode).toBe(401);
    expect((await w.api('GET', '/specs', undefined, { token: w.otherToken, userId: w.userId })).statusCode).toBe(404);
    expect((await w.api('GET', `/specs?specbookId=${w.otherSpecbookId}`)).statusCode).toBe(404);
    expect((await w.api('GET', '/specs?specbookId=999999')).statusCode).toBe(404);
  });
});
