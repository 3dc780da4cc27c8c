import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { ERP_MESSAGES } from '#shared/lib/erp';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';

let t: TestServer;
let w: Workspace;
let harbor: { token: string; userId: number };
let otherGroupId: number;
let manufacturerId: number;

const create = (PriceGroup: Record<string, unknown>, as?: { token: string; userId: number } | null) =>
  w.api('POST', '/pricegroup', { createPriceGroupRequest: { PriceGroup } }, as);
const update = (id: number, PriceGroup: Record<string, unknown>) => w.api('PATCH', `/pricegroup/${id}`, { createPriceGroupRequest: { PriceGroup } });
const entryBody = (PriceGroupManufacturer: Record<string, unknown>) => ({ updatePriceGroupManufacturerRequest: { PriceGroupManufacturer } });

beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  harbor = { token: w.otherToken, userId: w.otherUserId };
  await w.q('delete from price_groups');
  otherGroupId = (await create({ name: 'Harbor Trade' }, harbor)).json().data.id;
  manufacturerId = (await w.q<{ id: number }>('select id from manufacturers where account_id is null order by name limit 1'))[0]!.id;
});
afterAll(() => t.close());

describe('POST/GET/PATCH/DELETE {u}/pricegroup', () => {
  it('401 without a token', async () => {
    expect((await create({ name: 'X' }, null)).statusCode).toBe(401);
    expect((await w.api('GET', '/pricegroup', undefined, null)).statusCode).toBe(401);
    expect((await w.api('DELETE', `/pricegroup/${otherGroupId}`, undefined, null)).statusCode).toBe(401);
  });

  it('400 with the messages of the rules', async () => {
    const res = await create({ name: ' ', multiplier: 0, profit: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([M.nameRequired, M.multiplierInvalid, M.profitInvalid]),
    );
    expect((await create({ name: 'n'.repeat(101) })).json().errors[0].message).toBe(M.nameMax);
    expect((await create({ name: 'Trade', multiplier: '0.12345' })).json().errors[0].message).toBe(M.multiplierInvalid);
    expect((await w.api('POST', '/pricegroup', { PriceGroup: { name: 'x' } })).statusCode).toBe(400);
  });

  it('creates, lists, reads, updates and deletes', async () => {
    const created = await create({ name: 'Trade', multiplier: '0.8', profit: 35 });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    expect(group).toMatchObject({ name: 'Trade', types: 'custom', multiplier: '0.8000', profit: '35.00', specbookCount: 0, userId: w.userId });
    await create({ name: 'Designer' });
    const list = await w.api('GET', '/pricegroup?perPage=1');
    expect(list.json().data.map((g: { name: string }) => g.name)).toEqual(['Designer']);
    const next = list.json()._pagination.next as string;
    expect((await t.app.inject({ method: 'GET', url: next, headers: { authorization: `Bearer ${w.token}` } })).json().data[0].name).toBe('Trade');
    expect((await w.api('GET', '/pricegroup/custom?search=tra')).json().data.map((g: { name: string }) => g.name)).toEqual(['Trade']);
    expect((await w.api('GET', `/pricegroup/${group.id}`)).json().data.name).toBe('Trade');
    const changed = await update(group.id, { name: 'Trade Pro', profit: null });
    expect(changed.json().data).toMatchObject({ name: 'Trade Pro', multiplier: '0.8000', profit: null });
    expect((await update(group.id, { multiplier: -1 })).json().errors[0].message).toBe(M.multiplierInvalid);
    expect((await w.api('DELETE', `/pricegroup/${group.id}`)).statusCode).toBe(204);
    expect((await w.api('GET', `/pricegroup/${group.id}`)).statusCode).toBe(404);
  });

  it('asks before deleting a group that specbooks use', async () => {
    const group = (await create({ name: 'In use' })).json().data;
    await w.q('update specbooks set price_group_id = $1 where id = $2', [group.id, w.specbookId]);
    const ask = await w.api('DELETE', `/pricegroup/${group.id}`);
    expect(ask.statusCode).toBe(412);
    expect(ask.json().message).toBe(M.deleteConfirm(1));
    expect((await w.api('DELETE', `/pricegroup/${group.id}?forceDelete=true`)).statusCode).toBe(204);
    expect(await w.q('select price_group_id from specbooks where id = $1', [w.specbookId])).toEqual([{ price_group_id: null }]);
  });

  it('404 for another account’s group', async () => {
    expect((await w.api('GET', `/pricegroup/${otherGroupId}`)).statusCode).toBe(404);
    expect((await update(otherGroupId, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await w.api('DELETE', `/pricegroup/${otherGroupId}`)).statusCode).toBe(404);
    expect((await w.api('GET', '/pricegroup')).json().data.map((g: { name: string }) => g.name)).not.toContain('Harbor Trade');
  });
});

describe('{u}/pricegroup/{id}/manufacturers', () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await create({ name: 'Builder', multiplier: '0.9', profit: '25' })).json().data.id;
  });

  it('401 without a token', async () => {
    expect((await w.api('GET', `/pricegroup/${groupId}/manufacturers`, undefined, null)).statusCode).toBe(401);
    expect((await w.api('PATCH', `/pricegroup/${groupId}/manufacturers/${manufacturerId}`, entryBody({ multiplier: 1 }), null)).statusCode).toBe(401);
  });

  it('lists every manufacturer built from the group until it has its own entry', async () => {
    const list = await w.api('GET', `/pricegroup/${groupId}/manufacturers?perPage=100`);
    expect(list.statusCode).toBe(200);
    const first = list.json().data[0];
    expect(first).toMatchObject({ id: null, custom: false, base: 'list', multiplier: '0.9000', profit: '25.00', priceGroup: { id: groupId } });
  });

  it('400 with the messages of the rules', async () => {
    const res = await w.api('PATCH', `/pricegroup/${groupId}/manufacturers/${manufacturerId}`, entryBody({ base: 'msrp', multiplier: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining([M.baseInvalid, M.multiplierInvalid]));
  });

  it('sets, reads and resets a manufacturer’s own entry', async () => {
    const set = await w.api('PATCH', `/pricegroup/${groupId}/manufacturers/${manufacturerId}`, entryBody({ base: 'cost', multiplier: '0.75', profit: 40 }));
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ custom: true, base: 'cost', multiplier: '0.7500', profit: '40.00', manufacturer: { id: manufacturerId } });
    expect(set.json().data.id).toEqual(expect.any(Number));
    const again = await w.api('PATCH', `/pricegroup/${groupId}/manufacturers/${manufacturerId}`, entryBody({ multiplier: '0.7' }));
    expect(again.json().data).toMatchObject({ base: 'cost', multiplier: '0.7000', profit: null });
    const custom = await w.api('GET', `/pricegroup/${groupId}/manufacturers?custom=true`);
    expect(custom.json().data.map((e: { manufacturer: { id: number } }) => e.manufacturer.id)).toEqual([manufacturerId]);
    expect((await w.api('GET', `/pricegroup/${groupId}/manufacturers/${manufacturerId}`)).json().data.multiplier).toBe('0.7000');
    const reset = await w.api('DELETE', `/pricegroup/${groupId}/manufacturers/${manufacturerId}`);
    expect(reset.json().data).toMatchObject({ id: null, custom: false, multiplier: '0.9000' });
  });

  it('404 for another account’s group or manufacturer', async () => {
    expect((await w.api('GET', `/pricegroup/${otherGroupId}/manufacturers`)).statusCode).toBe(404);
    expect((await w.api('PATCH', `/pricegroup/${otherGroupId}/manufacturers/${manufacturerId}`, entryBody({ multiplier: 1 }))).statusCode).toBe(404);
    const [own] = await w.q<{ id: number }>(
      `insert into manufacturers (account_id, name) select account_id, 'Harbor House Brand' from users where id = $1 returning id`,
      [w.otherUserId],
    );
    expect((await w.api('GET', `/pricegroup/${groupId}/manufacturers/${own!.id}`)).statusCode).toBe(404);
  });
});

describe('ERP price groups', () => {
  let erpId: number;
  beforeAll(async () => {
    const [row] = await w.q<{ id: number }>(
      `insert into price_groups (account_id, user_id, name, types, erp_price_class_id, erp_refreshed_at, multiplier)
       select account_id, id, 'ERP RETAIL', 'erp', 'RETAIL', '2026-02-03T04:05:06Z', 0.9 from users where id = $1 returning id`,
      [w.userId],
    );
    erpId = row!.id;
  });

  it('lists with their kind: all, custom only, ERP only', async () => {
    const all = (await w.api('GET', '/pricegroup?perPage=100')).json().data as { name: string; types: string }[];
    expect(all.find((g) => g.name === 'ERP RETAIL')).toMatchObject({ types: 'erp', erpPriceClassId: 'RETAIL', erpRefreshedAt: '2026-02-03T04:05:06.000Z' });
    expect(all.some((g) => g.types === 'custom')).toBe(true);
    const custom = (await w.api('GET', '/pricegroup/custom?perPage=100')).json().data as { types: string }[];
    expect(custom.length).toBeGreaterThan(0);
    expect(custom.every((g) => g.types === 'custom')).toBe(true);
    expect((await w.api('GET', '/pricegroup/erp')).json().data.map((g: { id: number }) => g.id)).toEqual([erpId]);
    expect((await w.api('GET', '/pricegroup/erp', undefined, harbor)).json().data).toEqual([]);
    expect((await w.api('GET', '/pricegroup/erp', undefined, null)).statusCode).toBe(401);
  });

  it('answers 409 to every edit of an ERP group and changes nothing', async () => {
    const refused = [
      await update(erpId, { name: 'Mine' }),
      await w.api('DELETE', `/pricegroup/${erpId}?forceDelete=true`),
      await w.api('PATCH', `/pricegroup/${erpId}/manufacturers/${manufacturerId}`, entryBody({ multiplier: 1 })),
      await w.api('DELETE', `/pricegroup/${erpId}/manufacturers/${manufacturerId}`),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERP_MESSAGES.priceGroupReadOnly);
    }
    expect((await w.api('GET', `/pricegroup/${erpId}`)).json().data).toMatchObject({ name: 'ERP RETAIL', multiplier: '0.9000' });
    expect((await w.api('GET', `/pricegroup/${erpId}/manufacturers?custom=true`)).json().data).toEqual([]);
  });

  it('404 for another account’s ERP group', async () => {
    expect((await w.api('PATCH', `/pricegroup/${erpId}`, { createPriceGroupRequest: { PriceGroup: { name: 'x' } } }, harbor)).statusCode).toBe(404);
  });
});
