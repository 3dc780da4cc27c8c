import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { assignBody, roomBody, updateBody, workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';

let t: TestServer;
let w: Workspace;
let base: string;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  base = `/specbook/${w.specbookId}/categories`;
});
afterAll(() => t.close());
beforeEach(async () => {
  await w.q('delete from spec_specbooks');
  await w.q('delete from categories');
  await w.q('delete from notifications');
});

// The error plugin should strip the envelope keys ('name'); until its pattern covers operation keys
// with capitals inside (updateSpecbookCategoryRequest), the full path may come back.
const field = (name: string) => expect.stringMatching(new RegExp(`(^|\\.)${name}$`));
const other = () => ({ token: w.otherToken, userId: w.otherUserId });
const createRoom = async (name: string): Promise<number> => {
  const res = await w.api('POST', base, roomBody(name));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
};
const assign = async (specIndex: number, room: number | null, quantity = 1): Promise<number> => {
  const res = await w.api('POST', `/specbook/${w.specbookId}/specs`, assignBody(w.globalSpecs[specIndex]!.id, room, quantity));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
};
const roomNames = async () => (await w.q<{ name: string; sort_order: number }>('select name, sort_order from categories where specbook_id = $1 order by sort_order, id', [w.specbookId])).map((r) => `${r.sort_order}:${r.name}`);
const updatedAt = async () => (await w.q<{ updated_at: Date }>('select updated_at from specbooks where id = $1', [w.specbookId]))[0]!.updated_at.getTime();

describe('POST …/categories (create room)', () => {
  it('creates a room at the end with id and categoryID, and bumps the specbook', async () => {
    const before = await updatedAt();
    await createRoom('Vanity');
    const res = await w.api('POST', base, roomBody('  Shower  '));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ categoryID: res.json().data.id, specbookID: w.specbookId, name: 'Shower', order: 1, orderID: 1, specCount: 0, isMiscellaneousCategory: false, note: null });
    expect(await roomNames()).toEqual(['0:Vanity', '1:Shower']);
    expect(await updatedAt()).toBeGreaterThan(before);
  });

  it('answers 400 with the Category rule messages and writes nothing', async () => {
    for (const [name, message] of [['', M.categoryNameMin], ['   ', M.categoryNameMin], ['x'.repeat(101), M.categoryNameMax]] as const) {
      const res = await w.api('POST', base, roomBody(name));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: field('name'), message }] });
    }
    expect((await w.api('POST', base, { name: 'Plain' })).statusCode).toBe(400);
    expect((await w.api('POST', base, roomBody('x'.repeat(100)))).statusCode).toBe(201);
    expect(await roomNames()).toHaveLength(1);
  });

  it('answers 401 without a token and 404 for another account’s or a missing specbook', async () => {
    expect((await w.api('POST', base, roomBody('A'), null)).statusCode).toBe(401);
    expect((await w.api('POST', `/specbook/${w.specbookId}/categories`, roomBody('A'), other())).statusCode).toBe(404);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/categories`, roomBody('A'))).statusCode).toBe(404);
    expect((await w.api('POST', '/specbook/999999/categories', roomBody('A'))).statusCode).toBe(404);
    expect(await w.q('select * from categories')).toEqual([]);
  });
});

describe('GET …/categories', () => {
  it('lists rooms in order with spec counts, Miscellaneous last only when it holds specs', async () => {
    const a = await createRoom('Vanity');
    const b = await createRoom('Shower');
    await assign(0, a);
    await assign(1, a);
    let data = (await w.api('GET', base)).json().data;
    expect(data.map((r: { name: string; specCount: number }) => [r.name, r.specCount])).toEqual([['Vanity', 2], ['Shower', 0]]);
    await assign(2, null);
    const res = await w.api('GET', base);
    expect(res.statusCode).toBe(200);
    data = res.json().data;
    expect(data.map((r: { id: number | null }) => r.id)).toEqual([a, b, null]);
    expect(data[2]).toMatchObject({ id: null, categoryID: null, name: 'Miscellaneous', isMiscellaneousCategory: true, specCount: 1, order: 2 });
  });

  it('answers 401, and 404 for another account’s specbook', async () => {
    expect((await w.api('GET', base, undefined, null)).statusCode).toBe(401);
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/categories`)).statusCode).toBe(404);
    expect((await w.api('GET', `/specbook/${w.specbookId}/categories`, undefined, other())).statusCode).toBe(404);
    expect((await w.api('GET', '/specbook/abc/categories')).statusCode).toBe(404);
  });
});

describe('GET …/categories: room totals', () => {
  type Room = { id: number | null; specCount: number; totalSalesPrice: string; totalListPrice: string; totalShippingCost: string };
  const totalsOf = (room: Room) => [room.specCount, room.totalListPrice, room.totalSalesPrice, room.totalShippingCost];
  const setLine = (id: number, fields: string) => w.q(`update spec_specbooks set ${fields} where id = $1`, [id]);

  it('carries each room’s spec count and quoted list, sale and shipping totals, as the room totals call answers them', async () => {
    const [a, b, empty] = [await createRoom('Vanity'), await createRoom('Shower'), await createRoom('Empty')];
    const s1 = await assign(0, a, 2);
    const s2 = await assign(1, a, 3);
    const optional = await assign(2, a, 5);
    const rejected = await assign(3, b, 7);
    const s5 = await assign(4, b, 1);
    const inMisc = await assign(5, null, 4);
    await setLine(s1, "list_price = 100, sale_price = 65.5, shipping_cost = 5");
    await setLine(s2, 'list_price = null, sale_price = null, shipping_cost = null'); // falls back to the catalogue's list price
    await setLine(optional, "is_optional = true, list_price = 900, sale_price = 900, shipping_cost = 9");
    await setLine(rejected, "status = 'rejected', list_price = 800, sale_price = 800");
    await setLine(s5, "list_price = 10.01, sale_price = 9.99, shipping_cost = 0.35");
    await setLine(inMisc, "list_price = 20, sale_price = 15, shipping_cost = 1.25");
    const catalogue = Number(w.globalSpecs[1]!.listPrice);
    const money = (n: number) => n.toFixed(2);

    const res = await w.api('GET', base);
    expect(res.statusCode).toBe(200);
    const rooms: Room[] = res.json().data;
    expect(rooms.map((r) => r.id)).toEqual([a, b, empty, null]);
    expect(rooms.map(totalsOf)).toEqual([
      [3, money(200 + catalogue * 3), money(131 + catalogue * 3), '10.00'],
      [2, '10.01', '9.99', '0.35'],
      [0, '0.00', '0.00', '0.00'],
      [1, '80.00', '60.00', '5.00'],
    ]);
    for (const room of rooms) {
      const totals = (await w.api('GET', `${base}/${room.id ?? 'misc'}/totals`)).json().data;
      expect(totalsOf(room).slice(1)).toEqual([totals.quoted.list, totals.quoted.sale, totals.quoted.summary.all.shipping]);
    }
  });

  it('counts no shipping when the specbook’s shipping calculation is off, like the summaries', async () => {
    const a = await createRoom('Vanity');
    await setLine(await assign(0, a, 2), 'shipping_cost = 5');
    await w.q('update specbooks set shipping_calculation = false where id = $1', [w.specbookId]);
    try {
      const [room] = (await w.api('GET', base)).json().data;
      expect(room.totalShippingCost).toBe('0.00');
      expect((await w.api('GET', `${base}/${a}/totals`)).json().data.quoted.summary.all.shipping).toBe('0.00');
    } finally {
      await w.q('update specbooks set shipping_calculation = true where id = $1', [w.specbookId]);
    }
  });

  it('carries the quoted cost and the profit margin of those sums', async () => {
    const a = await createRoom('Vanity');
    await setLine(await assign(0, a, 2), 'list_price = 100, sale_price = 80, cost = 50');
    await setLine(await assign(1, a, 1), 'list_price = 40, sale_price = 40, cost = 30.5');
    await setLine(await assign(2, a, 3), "is_optional = true, list_price = 10, sale_price = 10, cost = 9");
    const [room] = (await w.api('GET', base)).json().data;
    // sale 200.00, cost 130.50: (200 − 130.5) / 200 = 34.75 %
    expect(room).toMatchObject({ totalSalesPrice: '200.00', totalCost: '130.50', totalProfitMargin: '34.75' });
    expect((await w.api('GET', `${base}/${a}/totals`)).json().data.quoted.cost).toBe('130.50');
    const empty = await createRoom('Empty');
    const listed = (await w.api('GET', base)).json().data.find((r: { id: number }) => r.id === empty);
    expect(listed).toMatchObject({ totalCost: '0.00', totalProfitMargin: '0.00' });
  });

  it('answers the totals in the room of a PATCH too', async () => {
    const a = await createRoom('Vanity');
    await setLine(await assign(0, a, 2), 'list_price = 10, sale_price = 8');
    const res = await w.api('PATCH', `${base}/${a}`, { updateSpecbookCategoryRequest: { Category: { name: 'Guest Vanity' } } });
    expect(res.json().data).toMatchObject({ name: 'Guest Vanity', specCount: 1, totalListPrice: '20.00', totalSalesPrice: '16.00', totalShippingCost: '0.00' });
  });

  it('asks the database the same number of queries for 1 room as for 12 (no query per room)', async () => {
    const queries = async () => {
      await w.api('GET', base); // warm: the session check is cached after the first request
      const spy = vi.spyOn(t.database.pool, 'query');
      try {
        expect((await w.api('GET', base)).statusCode).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    await assign(0, await createRoom('Room 0'), 1);
    const one = await queries();
    for (let i = 1; i < 12; i += 1) await assign(i, await createRoom(`Room ${i}`), 1);
    await assign(12, null, 1);
    expect(await queries()).toBe(one);
    expect(one).toBeGreaterThan(0);
  });
});

describe('PATCH …/categories/{categoryId}', () => {
  it('renames, sets the note and moves a room, renumbering the others', async () => {
    const [a, b, c] = [await createRoom('A'), await createRoom('B'), await createRoom('C')];
    const res = await w.api('PATCH', `${base}/${c}`, { updateSpecbookCategoryRequest: { Category: { name: 'Primary Bath', note: 'Tile TBD', order: 0 } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: c, name: 'Primary Bath', note: 'Tile TBD', order: 0 });
    expect(await roomNames()).toEqual(['0:Primary Bath', '1:A', '2:B']);
    await w.api('PATCH', `${base}/${a}`, { updateSpecbookCategoryRequest: { Category: { orderID: 99 } } });
    expect(await roomNames()).toEqual(['0:Primary Bath', '1:B', '2:A']);
    expect(b).toBeGreaterThan(0);
  });

  it('sets, trims and clears the note (null or blank clears it)', async () => {
    const a = await createRoom('A');
    const patch = (note: unknown) => w.api('PATCH', `${base}/${a}`, { updateSpecbookCategoryRequest: { Category: { note } } });
    const note = async () => (await w.q<{ note: string | null }>('select note from categories where id = $1', [a]))[0]!.note;
    expect((await patch('  Tile to be chosen by the client.  ')).json().data.note).toBe('Tile to be chosen by the client.');
    expect(await note()).toBe('Tile to be chosen by the client.');
    expect((await patch('x'.repeat(1000))).statusCode).toBe(200);
    expect((await patch('   ')).json().data.note).toBeNull();
    expect(await note()).toBeNull();
    await patch('Again');
    expect((await patch(null)).json().data.note).toBeNull();
    expect(await note()).toBeNull();
  });

  it('answers 400 for a note over 1,000 characters or not text, and keeps the note', async () => {
    const a = await createRoom('A');
    await w.api('PATCH', `${base}/${a}`, { updateSpecbookCategoryRequest: { Category: { note: 'Keep me' } } });
    for (const [note, message] of [['x'.repeat(1001), M.noteMax], [42, M.noteText]] as const) {
      const res = await w.api('PATCH', `${base}/${a}`, { updateSpecbookCategoryRequest: { Category: { name: 'Renamed', note } } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: field('note'), message }] });
    }
    expect(await w.q('select name, note from categories where id = $1', [a])).toEqual([{ name: 'A', note: 'Keep me' }]);
  });

  it('answers 400 for a bad name or order and changes nothing', async () => {
    const a = await createRoom('A');
    const res = await w.api('PATCH', `${base}/${a}`, { updateSpecbookCategoryRequest: { Category: { name: '', order: 0 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: field('name'), message: M.categoryNameMin });
    expect((await w.api('PATCH', `${base}/${a}`, { updateSpecbookCategoryRequest: { Category: { order: -1 } } })).statusCode).toBe(400);
    expect(await roomNames()).toEqual(['0:A']);
  });

  it('answers 401, 404 for another account’s room or a missing one, 422 for Miscellaneous', async () => {
    const a = await createRoom('A');
    const body = { updateSpecbookCategoryRequest: { Category: { name: 'X' } } };
    expect((await w.api('PATCH', `${base}/${a}`, body, null)).statusCode).toBe(401);
    expect((await w.api('PATCH', `/specbook/${w.otherSpecbookId}/categories/${a}`, body)).statusCode).toBe(404);
    expect((await w.api('PATCH', `${base}/999999`, body)).statusCode).toBe(404);
    const otherRoom = (await w.api('POST', `/specbook/${w.otherSpecbookId}/categories`, roomBody('Theirs'), other())).json().data.id;
    expect((await w.api('PATCH', `${base}/${otherRoom}`, body)).statusCode).toBe(404);
    const misc = await w.api('PATCH', `${base}/misc`, body);
    expect(misc.statusCode).toBe(422);
    expect(misc.json().message).toBe(M.miscellaneousFixed);
    expect((await w.q<{ name: string }>('select name from categories where id = $1', [otherRoom]))[0]!.name).toBe('Theirs');
  });
});

describe('POST …/categories/reorder', () => {
  it('sets the whole room order at once', async () => {
    const [a, b, c] = [await createRoom('A'), await createRoom('B'), await createRoom('C')];
    const res = await w.api('POST', `${base}/reorder`, { order: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: number; order: number }) => [r.id, r.order])).toEqual([[c, 0], [a, 1], [b, 2]]);
    expect(await roomNames()).toEqual(['0:C', '1:A', '2:B']);
  });

  it('answers 400 when the list is not every room exactly once, and changes nothing', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    for (const order of [[b], [b, a, a], [b, 999999], []]) {
      const res = await w.api('POST', `${base}/reorder`, { order });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.roomOrderMismatch);
    }
    expect(await roomNames()).toEqual(['0:A', '1:B']);
    expect((await w.api('POST', `${base}/reorder`, { order: [a] }, null)).statusCode).toBe(401);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/categories/reorder`, { order: [a] })).statusCode).toBe(404);
  });
});

describe('POST …/categories/{categoryId}/duplicate', () => {
  it('copies the room right after it with its specs, quantities and prices; copies are Open', async () => {
    const a = await createRoom('Vanity');
    await createRoom('Shower');
    const s1 = await assign(0, a, 2);
    await assign(1, a, 3);
    await w.api('PATCH', `/specbook/${w.specbookId}/specs/${s1}`, updateBody({ status: { value: 'approved' } }));
    await w.q('update spec_specbooks set sale_price = 300 where id = $1', [s1]);
    const res = await w.api('POST', `${base}/${a}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ name: 'Vanity (copy)', order: 1, specCount: 2 });
    expect(await roomNames()).toEqual(['0:Vanity', '1:Vanity (copy)', '2:Shower']);
    const rows = await w.q<{ spec_id: number; quantity: number; sale_price: string; status: string; sort_order: number }>(
      'select spec_id, quantity, sale_price, status, sort_order from spec_specbooks where category_id = $1 order by sort_order', [copy.id]);
    expect(rows).toEqual([
      { spec_id: w.globalSpecs[0]!.id, quantity: 2, sale_price: '300.00', status: 'open', sort_order: 0 },
      { spec_id: w.globalSpecs[1]!.id, quantity: 3, sale_price: w.globalSpecs[1]!.listPrice, status: 'open', sort_order: 1 },
    ]);
    const named = await w.api('POST', `${base}/${a}/duplicate`, { name: 'Guest Vanity' });
    expect(named.json().data.name).toBe('Guest Vanity');
  });

  it('keeps a long copy name within 100 characters; 400 for a bad name; 401/404/422', async () => {
    const a = await createRoom('x'.repeat(100));
    const res = await w.api('POST', `${base}/${a}/duplicate`);
    expect(res.json().data.name).toBe(`${'x'.repeat(93)} (copy)`);
    expect((await w.api('POST', `${base}/${a}/duplicate`, { name: '' })).statusCode).toBe(400);
    expect((await w.api('POST', `${base}/${a}/duplicate`, undefined, null)).statusCode).toBe(401);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/categories/${a}/duplicate`)).statusCode).toBe(404);
    expect((await w.api('POST', `${base}/999999/duplicate`)).statusCode).toBe(404);
    expect((await w.api('POST', `${base}/misc/duplicate`)).statusCode).toBe(422);
    expect(await roomNames()).toHaveLength(2);
  });
});

describe('DELETE …/categories/{categoryId}', () => {
  it('deletes an empty room at once and renumbers the rest', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    const res = await w.api('DELETE', `${base}/${a}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: M.categoryDeleted, id: a, removedSpecs: 0 });
    expect(await roomNames()).toEqual(['0:B']);
    expect(b).toBeGreaterThan(a);
  });

  it('asks first (412) for a room holding specs, then deletes it with them on forceDelete', async () => {
    const a = await createRoom('Vanity');
    await assign(0, a);
    await assign(1, a);
    const keep = await assign(2, null);
    const asked = await w.api('DELETE', `${base}/${a}`);
    expect(asked.statusCode).toBe(412);
    expect(asked.json().message).toBe('This room has 2 specs. Delete the room and remove them from this specbook?');
    expect(await w.q('select id from spec_specbooks where category_id = $1', [a])).toHaveLength(2);
    expect(await roomNames()).toEqual(['0:Vanity']);
    const forced = await w.api('DELETE', `${base}/${a}?forceDelete=true`);
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data.removedSpecs).toBe(2);
    expect(await roomNames()).toEqual([]);
    expect((await w.q<{ id: number }>('select id from spec_specbooks')).map((r) => r.id)).toEqual([keep]);
  });

  it('answers 422 for Miscellaneous, 401 without a token, 404 for another account’s or a missing room', async () => {
    const a = await createRoom('A');
    const misc = await w.api('DELETE', `${base}/misc?forceDelete=true`);
    expect(misc.statusCode).toBe(422);
    expect(misc.json().message).toBe(M.miscellaneousFixed);
    expect((await w.api('DELETE', `${base}/${a}`, undefined, null)).statusCode).toBe(401);
    expect((await w.api('DELETE', `/specbook/${w.otherSpecbookId}/categories/${a}`)).statusCode).toBe(404);
    expect((await w.api('DELETE', `${base}/${a}`, undefined, other())).statusCode).toBe(404);
    expect((await w.api('DELETE', `${base}/999999`)).statusCode).toBe(404);
    expect((await w.api('DELETE', `${base}/${a}?forceDelete=maybe`)).statusCode).toBe(400);
    expect(await roomNames()).toEqual(['0:A']);
  });
});

describe('POST …/categories/{categoryId}/approve', () => {
  it('approves every spec of that room only, with status log rows and notifications', async () => {
    const [a, b] = [await createRoom('Vanity'), await createRoom('Shower')];
    const inA = [await assign(0, a), await assign(1, a)];
    const inB = await assign(2, b);
    const inMisc = await assign(3, null);
    const res = await w.api('POST', `${base}/${a}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number; status: { value: string } }) => [s.id, s.status.value])).toEqual(inA.map((id) => [id, 'approved']));
    expect(res.json().data[0].statusLog).toEqual([expect.objectContaining({ status: 'approved', email: 'seller@specfolio.test' })]);
    const statuses = await w.q<{ id: number; status: string }>('select id, status from spec_specbooks order by id');
    expect(statuses).toEqual([
      { id: inA[0], status: 'approved' },
      { id: inA[1], status: 'approved' },
      { id: inB, status: 'open' },
      { id: inMisc, status: 'open' },
    ]);
    expect(await w.q('select spec_specbook_id from status_log order by spec_specbook_id')).toEqual(inA.map((id) => ({ spec_specbook_id: id })));
    const notes = await w.q<{ type: string; user_id: number; ref: { spec_specbook_id: number; category_id: number } }>("select type, user_id, ref from notifications order by (ref->>'spec_specbook_id')::int, id");
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ type: 'SpecSpecbookApproved', user_id: w.userId, ref: { spec_specbook_id: inA[0], category_id: a } });
    // Approving again changes nothing and logs nothing more.
    await w.api('POST', `${base}/${a}/approve`);
    expect(await w.q('select id from status_log')).toHaveLength(2);
  });

  it('approves Miscellaneous with misc and leaves system statuses alone', async () => {
    const a = await createRoom('Vanity');
    const inA = await assign(0, a);
    const m1 = await assign(1, null);
    const m2 = await assign(2, null);
    await w.q("update spec_specbooks set status = 'invoiced' where id = $1", [m2]);
    const res = await w.api('POST', `${base}/misc/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number }) => s.id)).toEqual([m1, m2]);
    const statuses = await w.q<{ id: number; status: string }>('select id, status from spec_specbooks order by id');
    expect(statuses).toEqual([{ id: inA, status: 'open' }, { id: m1, status: 'approved' }, { id: m2, status: 'invoiced' }]);
  });

  it('changes only specs before approval: an ordered, shipped or complete spec keeps its status', async () => {
    const a = await createRoom('Kitchen');
    const ids = [await assign(0, a), await assign(1, a), await assign(2, a), await assign(3, a), await assign(4, a)];
    const before = ['open', 'rejected', 'ordered', 'shipped', 'completed'];
    for (const [i, status] of before.entries()) await w.q('update spec_specbooks set status = $1 where id = $2', [status, ids[i]]);
    expect((await w.api('POST', `${base}/${a}/approve`)).statusCode).toBe(200);
    const after = await w.q<{ id: number; status: string }>('select id, status from spec_specbooks order by id');
    expect(after.map((r) => r.status)).toEqual(['approved', 'approved', 'ordered', 'shipped', 'completed']);
    expect(await w.q('select spec_specbook_id from status_log order by spec_specbook_id')).toEqual([{ spec_specbook_id: ids[0] }, { spec_specbook_id: ids[1] }]);
  });

  it('answers 401, 404 for another account’s or a missing room, and changes nothing', async () => {
    const a = await createRoom('A');
    await assign(0, a);
    expect((await w.api('POST', `${base}/${a}/approve`, undefined, null)).statusCode).toBe(401);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/categories/${a}/approve`)).statusCode).toBe(404);
    expect((await w.api('POST', `${base}/999999/approve`)).statusCode).toBe(404);
    expect((await w.api('POST', `${base}/nope/approve`)).statusCode).toBe(404);
    expect(await w.q("select id from spec_specbooks where status <> 'open'")).toEqual([]);
    expect(await w.q('select id from status_log')).toEqual([]);
  });
});

describe('POST …/categories/{categoryId}/reject', () => {
  it('rejects every spec of that room only, with status log rows and notifications', async () => {
    const [a, b] = [await createRoom('Vanity'), await createRoom('Shower')];
    const inA = [await assign(0, a), await assign(1, a)];
    const inB = await assign(2, b);
    const res = await w.api('POST', `${base}/${a}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number; status: { value: string } }) => [s.id, s.status.value])).toEqual(inA.map((id) => [id, 'rejected']));
    const statuses = await w.q<{ id: number; status: string }>('select id, status from spec_specbooks order by id');
    expect(statuses).toEqual([
      { id: inA[0], status: 'rejected' },
      { id: inA[1], status: 'rejected' },
      { id: inB, status: 'open' },
    ]);
    const notes = await w.q<{ type: string }>('select type from notifications');
    expect(notes).toEqual([{ type: 'SpecSpecbookRejected' }, { type: 'SpecSpecbookRejected' }]);
  });

  it('answers 401, 404 for another account’s or a missing room, and changes nothing', async () => {
    const a = await createRoom('A');
    await assign(0, a);
    expect((await w.api('POST', `${base}/${a}/reject`, undefined, null)).statusCode).toBe(401);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/categories/${a}/reject`)).statusCode).toBe(404);
    expect((await w.api('POST', `${base}/999999/reject`)).statusCode).toBe(404);
    expect(await w.q("select id from spec_specbooks where status <> 'open'")).toEqual([]);
  });
});
