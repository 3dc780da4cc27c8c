import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import { assignBody, roomBody, workspace, type Workspace } from './workspace.test-helpers';

let t: TestServer;
let w: Workspace;
let specsPath: string;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  specsPath = `/specbook/${w.specbookId}/specs`;
});
afterAll(() => t.close());
beforeEach(async () => {
  await w.q('delete from spec_specbooks');
  await w.q('delete from categories');
  await w.q('delete from notifications');
});

const other = () => ({ token: w.otherToken, userId: w.otherUserId });
const createRoom = async (name: string): Promise<number> => (await w.api('POST', `/specbook/${w.specbookId}/categories`, roomBody(name))).json().data.id;
const assign = async (specIndex: number, room: number | null): Promise<number> =>
  (await w.api('POST', specsPath, assignBody(w.globalSpecs[specIndex]!.id, room))).json().data.id;
const bulk = (SpecSpecbook: Record<string, unknown>, filter: unknown) => ({ createSpecSpecbookRequest: { SpecSpecbook, filter } });
const rows = () => w.q<{ id: number; category_id: number | null; quantity: number; status: string }>('select id, category_id, quantity, status from spec_specbooks order by id');

describe('PATCH …/specs (update by filter)', () => {
  it('patches every spec of a room and nothing else, in one write, and bumps the specbook', async () => {
    const bath = await createRoom('Bath');
    const kitchen = await createRoom('Kitchen');
    const a = await assign(0, bath);
    const b = await assign(1, bath);
    const c = await assign(2, kitchen);
    // Read the room once so that the cached answer must be recomputed after the write.
    const before = await w.api('GET', `${specsPath}?categoryID=${bath}`);
    expect(before.json().data.map((s: { qty: number }) => s.qty)).toEqual([1, 1]);
    const res = await w.api('PATCH', specsPath, bulk({ quantity: 4, status: { value: 'approved' } }, { 'category.id': bath }));
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().data.map((s: { id: number; qty: number; status: { value: string } }) => [s.id, s.qty, s.status.value])).toEqual([
      [a, 4, 'approved'],
      [b, 4, 'approved'],
    ]);
    expect(await rows()).toEqual([
      { id: a, category_id: bath, quantity: 4, status: 'approved' },
      { id: b, category_id: bath, quantity: 4, status: 'approved' },
      { id: c, category_id: kitchen, quantity: 1, status: 'open' },
    ]);
    const logged = await w.q<{ spec_specbook_id: number }>('select spec_specbook_id from status_log where status = $1 order by spec_specbook_id', ['approved']);
    expect(logged.map((r) => r.spec_specbook_id)).toEqual([a, b]);
    const after = await w.api('GET', `${specsPath}?categoryID=${bath}`);
    expect(after.json().data.map((s: { qty: number }) => s.qty)).toEqual([4, 4]);
  });

  it('with miscCategoryHack patches the Miscellaneous specs only', async () => {
    const bath = await createRoom('Bath');
    const inBath = await assign(0, bath);
    const misc = await assign(1, null);
    const res = await w.api('PATCH', `${specsPath}?miscCategoryHack=true`, bulk({ isOptional: true }, { 'category.id': 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number; isOptional: boolean }) => [s.id, s.isOptional])).toEqual([[misc, true]]);
    const [bathRow] = await w.q<{ is_optional: boolean }>('select is_optional from spec_specbooks where id = $1', [inBath]);
    expect(bathRow!.is_optional).toBe(false);
  });

  it('moves the matched specs to the end of another room, keeping their order', async () => {
    const bath = await createRoom('Bath');
    const kitchen = await createRoom('Kitchen');
    const k = await assign(0, kitchen);
    const a = await assign(1, bath);
    const b = await assign(2, bath);
    const res = await w.api('PATCH', specsPath, bulk({ category: { id: kitchen } }, { categoryID: bath }));
    expect(res.statusCode).toBe(200);
    const list = await w.api('GET', `${specsPath}?categoryID=${kitchen}`);
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([k, a, b]);
  });

  it('answers an empty list when nothing matches', async () => {
    await assign(0, null);
    const res = await w.api('PATCH', specsPath, bulk({ quantity: 2 }, { status: 'approved' }));
    expect(res.json()).toEqual({ data: [], count: 0 });
    expect((await rows())[0]!.quantity).toBe(1);
  });

  it('refuses a missing filter, an unknown filter field, no changes or a bad quantity with 400, writing nothing', async () => {
    await assign(0, null);
    const noFilter = await w.api('PATCH', specsPath, bulk({ quantity: 2 }, {}));
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json().errors[0].message).toBe(M.filterRequired);
    const unknown = await w.api('PATCH', specsPath, bulk({ quantity: 2 }, { price: 5 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'filter.price', message: 'Unknown filter field "price".' });
    const nothing = await w.api('PATCH', specsPath, bulk({}, { status: 'open' }));
    expect(nothing.json().errors[0].message).toBe(M.nothingToUpdate);
    const quantity = await w.api('PATCH', specsPath, bulk({ quantity: 0 }, { status: 'open' }));
    expect(quantity.json().errors[0].message).toBe('Quantity must be at least 1');
    const status = await w.api('PATCH', specsPath, bulk({ status: { value: 'paid' } }, { status: 'open' }));
    expect(status.statusCode).toBe(400);
    expect((await rows())[0]).toMatchObject({ quantity: 1, status: 'open' });
  });

  it('answers 401 without a token and 404 for another account’s specbook or a room not in the specbook', async () => {
    expect((await w.api('PATCH', specsPath, bulk({ quantity: 2 }, { status: 'open' }), null)).statusCode).toBe(401);
    const foreign = await w.api('PATCH', `/specbook/${w.otherSpecbookId}/specs`, bulk({ quantity: 2 }, { status: 'open' }));
    expect(foreign.statusCode).toBe(404);
    await assign(0, null);
    const room = await w.api('PATCH', specsPath, bulk({ category: { id: 999999 } }, { status: 'open' }));
    expect(room.statusCode).toBe(404);
    expect((await rows())[0]!.category_id).toBeNull();
    const asOther = await w.api('PATCH', `/specbook/${w.specbookId}/specs`, bulk({ quantity: 2 }, { status: 'open' }), other());
    expect(asOther.statusCode).toBe(404);
  });
});

describe('GET …/specs/by-category', () => {
  it('keys every spec by its room, with the rooms in their order and Miscellaneous last', async () => {
    const kitchen = await createRoom('Kitchen');
    const bath = await createRoom('Bath');
    const misc = await assign(0, null);
    const b = await assign(1, bath);
    const k = await assign(2, kitchen);
    const res = await w.api('GET', `${specsPath}/by-category`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order).toEqual([String(kitchen), String(bath), 'null']);
    expect(body.data[String(kitchen)].map((s: { id: number }) => s.id)).toEqual([k]);
    expect(body.data[String(bath)].map((s: { id: number }) => s.id)).toEqual([b]);
    expect(body.data.null.map((s: { id: number; categoryName: string }) => [s.id, s.categoryName])).toEqual([[misc, 'Miscellaneous']]);
  });

  it('answers 401 without a token and 404 for another account’s specbook', async () => {
    expect((await w.api('GET', `${specsPath}/by-category`, undefined, null)).statusCode).toBe(401);
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/specs/by-category`)).statusCode).toBe(404);
  });
});
