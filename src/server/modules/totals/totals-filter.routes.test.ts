import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';

let t: TestServer;
let w: Workspace;
let second: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  second = (await w.q<{ id: number }>(`select id from specbooks where name = 'Oak Street Kitchen'`))[0]!.id;
  await w.q('delete from spec_specbooks where specbook_id = any($1::int[])', [[w.specbookId, second]]);
  const insert = `insert into spec_specbooks (account_id, specbook_id, spec_id, quantity, list_price, sale_price, cost, status, is_optional)
    select account_id, id, $2, $3, $4, $5, $6, $7, $8 from specbooks where id = $1`;
  const spec = w.globalSpecs[0]!.id;
  await w.q(insert, [w.specbookId, spec, 2, '100.00', '80.00', '50.00', 'approved', false]);
  await w.q(insert, [w.specbookId, spec, 1, '10.00', '10.00', null, 'open', true]);
  await w.q(insert, [second, spec, 1, '300.00', '240.00', '100.00', 'open', false]);
  await w.q(`update specbooks set status = 'draft' where id = $1`, [w.specbookId]);
  await w.q(`update specbooks set status = 'sent' where id = $1`, [second]);
});
afterAll(() => t.close());

const totals = (body: unknown, as?: { token: string; userId: number } | null) => w.api('POST', '/specbook/totals/filter', body, as);

describe('POST {u}/specbook/totals/filter (filterSpecbookTotalsRequest)', () => {
  it('sums the matching specbooks, one group without groupBy', async () => {
    const res = await totals({ filterSpecbookTotalsRequest: { filter: { id: [w.specbookId, second] } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ group: 'all', specbookCount: 2, quoted: expect.objectContaining({ list: '500.00', sale: '400.00', cost: '200.00' }) }),
    ]);
    expect(res.json().data[0].approved).toMatchObject({ list: '200.00', sale: '160.00', cost: '100.00' });
  });

  it('groups by the specbook status', async () => {
    const res = await totals({ filterSpecbookTotalsRequest: { filter: { id: { in: [w.specbookId, second] } }, groupBy: 'status' } });
    const groups = res.json().data as { group: string; specbookCount: number; quoted: { sale: string } }[];
    expect(groups.map((g) => [g.group, g.specbookCount, g.quoted.sale])).toEqual([
      ['draft', 1, '160.00'],
      ['sent', 1, '240.00'],
    ]);
  });

  it('answers 400 for an unknown grouping or filter field, and needs its envelope', async () => {
    const group = await totals({ filterSpecbookTotalsRequest: { groupBy: 'color' } });
    expect(group.statusCode).toBe(400);
    expect(group.json().errors[0].message).toBe(M.groupByInvalid);
    const field = await totals({ filterSpecbookTotalsRequest: { filter: { price: 1 } } });
    expect(field.json().errors[0]).toMatchObject({ field: 'filter.price' });
    expect((await totals({ filter: {} })).statusCode).toBe(400);
  });

  it("never counts another account's specbooks; 401 without a token; 404 under another user", async () => {
    const res = await totals({ filterSpecbookTotalsRequest: { filter: { id: w.otherSpecbookId } } });
    expect(res.json().data).toEqual([]);
    expect((await totals({ filterSpecbookTotalsRequest: {} }, null)).statusCode).toBe(401);
    expect((await totals({ filterSpecbookTotalsRequest: {} }, { token: w.token, userId: w.otherUserId })).statusCode).toBe(404);
  });
});
