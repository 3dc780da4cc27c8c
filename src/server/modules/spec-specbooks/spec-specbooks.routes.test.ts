import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { assignBody, roomBody, updateBody, workspace, type Workspace } from './workspace.test-helpers';

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
const field = (name: string) => expect.stringMatching(new RegExp(`(^|\\.)${name.replace('.', '\\.')}$`));
const createRoom = async (name: string, specbookId = w.specbookId, as?: { token: string; userId: number }): Promise<number> => {
  const res = await w.api('POST', `/specbook/${specbookId}/categories`, roomBody(name), as);
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
};
const assign = async (specIndex: number, room: number | null, quantity?: number): Promise<number> => {
  const res = await w.api('POST', specsPath, assignBody(w.globalSpecs[specIndex]!.id, room, quantity));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
};
type Row = { id: number; category_id: number | null; sort_order: number; quantity: number; status: string };
const rows = () => w.q<Row>('select id, category_id, sort_order, quantity, status from spec_specbooks order by id');
const layout = async () =>
  (await w.q<{ id: number; category_id: number | null }>('select id, category_id from spec_specbooks order by category_id nulls last, sort_order, id')).map(
    (r) => `${r.category_id ?? 'misc'}:${r.id}`,
  );
const logs = () => w.q<{ spec_specbook_id: number; status: string; email: string }>('select spec_specbook_id, status, email from status_log order by id');
const notices = () => w.q<{ type: string; user_id: number; specbook_id: number; data: { name: string }; ref: { join_id: number } }>('select type, user_id, specbook_id, data, ref from notifications order by id');
const updatedAt = async () => (await w.q<{ updated_at: Date }>('select updated_at from specbooks where id = $1', [w.specbookId]))[0]!.updated_at.getTime();

describe('POST …/specs (assign a spec)', () => {
  it('places a global spec last in its room with catalogue prices, and bumps the specbook', async () => {
    const room = await createRoom('Vanity');
    const first = await assign(0, room);
    const before = await updatedAt();
    const spec = w.globalSpecs[1]!;
    const res = await w.api('POST', specsPath, assignBody(spec.id, room, 3));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      joinID: data.id,
      specID: spec.id,
      categoryID: room,
      qty: 3,
      quantity: 3,
      order: 1,
      status: { value: 'open', name: 'Open', color: '#333333' },
      statusLog: [],
      price: { list: spec.listPrice, sale: spec.listPrice, multiplier: '1.0000', qty: 3, profitMargin: '100.00' },
      modelNumber: 'AQ-4512-MB',
      manufacturerName: 'Aquaterra',
      global: true,
    });
    expect(data.total).toBe((Number(spec.listPrice) * 3).toFixed(2));
    expect(first).toBeLessThan(data.id);
    expect(await updatedAt()).toBeGreaterThan(before);
    const [row] = await w.q<{ list_price: string; sale_price: string; multiplier: string }>('select list_price, sale_price, multiplier from spec_specbooks where id = $1', [data.id]);
    expect(row).toEqual({ list_price: spec.listPrice, sale_price: spec.listPrice, multiplier: '1.0000' });
  });

  it('puts a spec with category id null (or no category) into Miscellaneous, quantity 1 by default', async () => {
    const res = await w.api('POST', specsPath, assignBody(w.globalSpecs[0]!.id, null));
    expect(res.json().data).toMatchObject({ categoryID: null, categoryName: 'Miscellaneous', qty: 1 });
    const bare = await w.api('POST', specsPath, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: w.globalSpecs[0]!.id } } } });
    expect(bare.json().data).toMatchObject({ categoryID: null, order: 1 });
  });

  it('takes an array of room entries (Select Room): one placement per room, an existing one gets the quantity', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    const existing = await assign(0, a, 1);
    const spec = { id: w.globalSpecs[0]!.id };
    const res = await w.api('POST', specsPath, {
      createSpecSpecbookRequest: { SpecSpecbook: [{ spec, category: { id: a }, quantity: 4 }, { spec, category: { id: b }, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { id: number; categoryID: number; qty: number }[];
    expect(data.map((d) => [d.categoryID, d.qty])).toEqual([[a, 4], [b, 2]]);
    expect(data[0]!.id).toBe(existing);
    expect(await rows()).toHaveLength(2);
  });

  it('answers 400 for a bad body and writes nothing', async () => {
    const room = await createRoom('A');
    const spec = { id: w.globalSpecs[0]!.id };
    const cases: [unknown, string][] = [
      [{ spec, category: { id: room }, quantity: 0 }, M.quantityMin],
      [{ spec, category: { id: room }, quantity: 1.5 }, M.quantityWhole],
      [[], M.selectRoom],
      [[{ spec, category: { id: null }, quantity: 1 }], M.roomRequired],
    ];
    for (const [entry, message] of cases) {
      const res = await w.api('POST', specsPath, { createSpecSpecbookRequest: { SpecSpecbook: entry } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await w.api('POST', specsPath, { spec })).statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('answers 404 for another account’s spec, a missing spec, another specbook’s room or specbook; 401 without a token', async () => {
    const [mfr] = await w.q<{ id: number }>('select id from manufacturers limit 1');
    const [acct] = await w.q<{ account_id: number }>("select account_id from users where email = 'other@specfolio.test'");
    const [theirs] = await w.q<{ id: number }>(
      "insert into specs (account_id, manufacturer_id, model_number, name) values ($1, $2, 'HB-1', 'Theirs') returning id",
      [acct!.account_id, mfr!.id],
    );
    const theirRoom = await createRoom('Theirs', w.otherSpecbookId, other());
    const spec = w.globalSpecs[0]!.id;
    expect((await w.api('POST', specsPath, assignBody(theirs!.id, null))).statusCode).toBe(404);
    expect((await w.api('POST', specsPath, assignBody(999999, null))).json().message).toBe(M.specNotFound);
    expect((await w.api('POST', specsPath, assignBody(spec, theirRoom))).statusCode).toBe(404);
    expect((await w.api('POST', specsPath, assignBody(spec, 999999))).statusCode).toBe(404);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/specs`, assignBody(spec, null))).statusCode).toBe(404);
    expect((await w.api('POST', specsPath, assignBody(spec, null), other())).statusCode).toBe(404);
    expect((await w.api('POST', specsPath, assignBody(spec, null), null)).statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });
});

describe('GET …/specs', () => {
  it('pages 24 at a time with _pagination and meta, all specs in room order (Miscellaneous last)', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    const misc = await assign(0, null);
    const inB = await assign(1, b);
    const inA = [];
    for (let i = 0; i < 25; i += 1) inA.push(await assign(i % 30, a));
    const res = await w.api('GET', `${specsPath}?categoryID=&showPagination=true&page=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 24, total: 27 });
    expect(body._pagination).toMatchObject({ currentPage: 1, lastPage: 2, perPage: 24, total: 27 });
    expect(body.data.map((s: { id: number }) => s.id)).toEqual(inA.slice(0, 24));
    const page2 = (await w.api('GET', `${specsPath}?categoryID=&showPagination=true&page=2`)).json();
    expect(page2.data.map((s: { id: number }) => s.id)).toEqual([inA[24], inB, misc]);
    const all = (await w.api('GET', `${specsPath}?showPagination=false`)).json();
    expect(all.data).toHaveLength(27);
  });

  it('filters by room, with null or misc for Miscellaneous, and carries the spec’s and placement’s fields', async () => {
    const a = await createRoom('A');
    const inA = await assign(0, a, 2);
    const misc = await assign(1, null);
    await w.api('PATCH', `${specsPath}/${inA}`, updateBody({ status: { value: 'approved' } }));
    const res = await w.api('GET', `${specsPath}?categoryID=${a}&showPagination=true&page=1`);
    const [item] = res.json().data;
    expect(item).toMatchObject({
      id: inA,
      joinID: inA,
      specID: w.globalSpecs[0]!.id,
      categoryID: a,
      categoryName: 'A',
      name: 'Vessel Lavatory Faucet',
      modelNumber: 'AQ-4512-BN',
      model: 'AQ-4512-BN',
      manufacturer: { name: 'Aquaterra' },
      finishName: 'Brushed Nickel',
      collectionName: 'Linea',
      imageName: expect.stringContaining('aq-4512-bn'),
      upc: null,
      global: true,
      archived: false,
      qty: 2,
      order: 0,
      orderID: 0,
      isOptional: false,
      status: { value: 'approved', name: 'Approved', color: '#4068f1' },
      statusLog: [{ status: 'approved', email: 'seller@specfolio.test', created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) }],
      total: '778.00',
    });
    for (const q of ['null', 'misc']) {
      expect((await w.api('GET', `${specsPath}?categoryID=${q}`)).json().data.map((s: { id: number }) => s.id)).toEqual([misc]);
    }
  });

  it('answers 400 for a bad categoryID or page, 404 for another specbook’s room or specbook, 401 without a token', async () => {
    const theirRoom = await createRoom('Theirs', w.otherSpecbookId, other());
    const bad = await w.api('GET', `${specsPath}?categoryID=kitchen`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('categoryID');
    expect((await w.api('GET', `${specsPath}?page=0`)).statusCode).toBe(400);
    expect((await w.api('GET', `${specsPath}?categoryID=${theirRoom}`)).statusCode).toBe(404);
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/specs`)).statusCode).toBe(404);
    expect((await w.api('GET', '/specbook/999999/specs')).statusCode).toBe(404);
    expect((await w.api('GET', specsPath, undefined, null)).statusCode).toBe(401);
  });

  it('counts the comments on each spec (commentCount), not those on the specbook or on other specs', async () => {
    const [commented, quiet] = [await assign(0, null), await assign(1, null)];
    const comment = (path: string) => w.api('POST', path, { createSpecSpecbookCommentRequest: { Comment: { body: 'Check the finish' } } });
    await comment(`${specsPath}/${commented}/comments`);
    await comment(`${specsPath}/${commented}/comments`);
    await comment(`/specbook/${w.specbookId}/comments`);
    const list = (await w.api('GET', `${specsPath}?categoryID=misc`)).json().data;
    expect(list.map((s: { id: number; commentCount: number }) => [s.id, s.commentCount])).toEqual([
      [commented, 2],
      [quiet, 0],
    ]);
    expect((await w.api('GET', `${specsPath}/${commented}`)).json().data.commentCount).toBe(2);
  });
});

describe('GET …/specs?filter[spec.id]= (placements of one catalogue spec)', () => {
  const bySpec = (specIndex: number, extra = '') => `${specsPath}?filter[spec.id]=${w.globalSpecs[specIndex]!.id}&showPagination=false${extra}`;

  it('answers only that spec’s placements, in room order, with the quantity in each room', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    const inB = await assign(0, b, 4);
    const inA = await assign(0, a, 2);
    const inMisc = await assign(0, null, 1);
    await assign(1, a, 9);
    const res = await w.api('GET', bySpec(0));
    expect(res.statusCode).toBe(200);
    const items = res.json().data.map((s: { id: number; categoryID: number | null; qty: number; specID: number }) => [s.id, s.categoryID, s.qty, s.specID]);
    const specId = w.globalSpecs[0]!.id;
    expect(items).toEqual([[inA, a, 2, specId], [inB, b, 4, specId], [inMisc, null, 1, specId]]);
    expect(res.json().meta.total).toBe(3);
    expect((await w.api('GET', bySpec(0, `&categoryID=${b}`))).json().data.map((s: { id: number }) => s.id)).toEqual([inB]);
    expect((await w.api('GET', bySpec(2))).json().data).toEqual([]);
  });

  it('answers 400 for a filter that is not a spec id, 404 for another account’s specbook, 401 without a token', async () => {
    await assign(0, null);
    for (const value of ['abc', '0', '-1', '1.5', '9999999999']) {
      const bad = await w.api('GET', `${specsPath}?filter[spec.id]=${value}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: M.specIdFilter, errors: [{ field: 'filter[spec.id]', message: M.specIdFilter }] });
    }
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/specs?filter[spec.id]=${w.globalSpecs[0]!.id}`)).statusCode).toBe(404);
    expect((await w.api('GET', bySpec(0), undefined, other())).statusCode).toBe(404);
    expect((await w.api('GET', bySpec(0), undefined, null)).statusCode).toBe(401);
  });
});

describe('GET …/specs?filter[status]= (placements in some statuses)', () => {
  it('answers only the placements in those statuses, with the matching total; with other filters too', async () => {
    const room = await createRoom('A');
    const approved = await assign(0, room);
    const open = await assign(1, room);
    const ordered = await assign(2, null);
    await w.q("update spec_specbooks set status = 'approved' where id = $1", [approved]);
    await w.q("update spec_specbooks set status = 'ordered' where id = $1", [ordered]);
    const ids = async (query: string) => {
      const res = await w.api('GET', `${specsPath}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { ids: res.json().data.map((s: { id: number }) => s.id), total: res.json().meta.total };
    };
    expect(await ids('filter[status]=approved')).toEqual({ ids: [approved], total: 1 });
    expect(await ids('filter[status]=approved,ordered&showPagination=false')).toEqual({ ids: [approved, ordered], total: 2 });
    expect(await ids(`filter[status]=open&categoryID=${room}`)).toEqual({ ids: [open], total: 1 });
    expect(await ids(`filter[status]=approved&filter[spec.id]=${w.globalSpecs[1]!.id}`)).toEqual({ ids: [], total: 0 });
    expect(await ids('filter[status]=approved&page=2')).toEqual({ ids: [], total: 1 });
  });

  it('answers 400 for an unknown status and for a filter field the list does not support', async () => {
    const bad = await w.api('GET', `${specsPath}?filter[status]=approved,nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'filter[status]', message: M.statusFilter });
    for (const [query, name] of [['filter[colour]=red', 'colour'], ['filter[status][in]=approved', 'status.in'], ['filter[name]=Tap', 'name']]) {
      const res = await w.api('GET', `${specsPath}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: `filter.${name}`, message: `Unknown filter field "${name}".` });
    }
  });

  it('answers 400 for a filter on a list that takes none', async () => {
    const res = await w.api('GET', `/specbook/${w.specbookId}/categories?filter[name]=Kitchen`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown filter field "name".');
  });
});

describe('GET …/specs/{joinId}', () => {
  it('answers one spec; 404 for another account’s, a missing or a malformed id; 401', async () => {
    const id = await assign(0, null);
    const res = await w.api('GET', `${specsPath}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, joinID: id });
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/specs/${id}`)).statusCode).toBe(404);
    expect((await w.api('GET', `${specsPath}/${id}`, undefined, other())).statusCode).toBe(404);
    expect((await w.api('GET', `${specsPath}/999999`)).json().message).toBe(M.specSpecbookNotFound);
    expect((await w.api('GET', `${specsPath}/abc`)).statusCode).toBe(404);
    expect((await w.api('GET', `${specsPath}/${id}`, undefined, null)).statusCode).toBe(401);
  });
});

describe('PATCH …/specs/{joinId}', () => {
  it('updates quantity, name, description, optional flag and moves it to the end of another room', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    const id = await assign(0, a);
    await assign(1, b);
    const res = await w.api('PATCH', `${specsPath}/${id}`, updateBody({ quantity: 5, name: 'Her vanity faucet', description: 'Left sink', isOptional: true, category: { id: b } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ qty: 5, name: 'Her vanity faucet', description: 'Left sink', isOptional: true, categoryID: b, order: 1 });
    const cleared = await w.api('PATCH', `${specsPath}/${id}`, updateBody({ name: null, category: { id: null } }));
    expect(cleared.json().data).toMatchObject({ name: 'Vessel Lavatory Faucet', categoryID: null, order: 0 });
    expect(await logs()).toEqual([]);
  });

  it('logs a status change with the user’s e-mail and notifies the owner on approve and reject, in the same transaction', async () => {
    const id = await assign(0, null);
    await w.api('PATCH', `${specsPath}/${id}`, updateBody({ status: { value: 'approved' } }));
    await w.api('PATCH', `${specsPath}/${id}`, updateBody({ status: { value: 'approved' } }));
    await w.api('PATCH', `${specsPath}/${id}`, updateBody({ status: { value: 'ordered' } }));
    const res = await w.api('PATCH', `${specsPath}/${id}`, updateBody({ status: { value: 'rejected' } }));
    expect(res.json().data.status).toEqual({ value: 'rejected', name: 'Rejected', color: '#cc3333', hexColor: '#cc3333' });
    expect((await logs()).map((l) => l.status)).toEqual(['approved', 'ordered', 'rejected']);
    expect((await logs())[0]).toMatchObject({ spec_specbook_id: id, email: 'seller@specfolio.test' });
    expect(res.json().data.statusLog.map((l: { status: string }) => l.status)).toEqual(['approved', 'ordered', 'rejected']);
    const notes = await notices();
    expect(notes.map((n) => n.type)).toEqual(['SpecSpecbookApproved', 'SpecSpecbookRejected']);
    expect(notes[0]).toMatchObject({ user_id: w.userId, specbook_id: w.specbookId, data: { name: 'Vessel Lavatory Faucet' }, ref: { join_id: id } });
  });

  it('refuses a status that is not userManaged or unknown (400): nothing changes, no log row, no notification', async () => {
    const id = await assign(0, null, 2);
    for (const value of ['invoiced', 'paid', 'nonsense']) {
      const res = await w.api('PATCH', `${specsPath}/${id}`, updateBody({ quantity: 9, status: { value } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'status.value', message: value === 'nonsense' ? M.statusUnknown : M.statusNotUserManaged });
    }
    expect(await rows()).toEqual([expect.objectContaining({ id, quantity: 2, status: 'open' })]);
    expect(await logs()).toEqual([]);
    expect(await notices()).toEqual([]);
  });

  it('answers 400 for a bad quantity or name, 404 for another account’s spec or room, 401 without a token', async () => {
    const id = await assign(0, null, 2);
    const zero = await w.api('PATCH', `${specsPath}/${id}`, updateBody({ quantity: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0]).toEqual({ field: field('quantity'), message: M.quantityMin });
    expect((await w.api('PATCH', `${specsPath}/${id}`, updateBody({ name: '' }))).statusCode).toBe(400);
    expect((await w.api('PATCH', `${specsPath}/${id}`, { quantity: 3 })).statusCode).toBe(400);
    const theirRoom = await createRoom('Theirs', w.otherSpecbookId, other());
    expect((await w.api('PATCH', `${specsPath}/${id}`, updateBody({ quantity: 3, category: { id: theirRoom } }))).statusCode).toBe(404);
    expect((await w.api('PATCH', `/specbook/${w.otherSpecbookId}/specs/${id}`, updateBody({ quantity: 3 }))).statusCode).toBe(404);
    expect((await w.api('PATCH', `${specsPath}/999999`, updateBody({ quantity: 3 }))).statusCode).toBe(404);
    expect((await w.api('PATCH', `${specsPath}/${id}`, updateBody({ quantity: 3 }), null)).statusCode).toBe(401);
    expect(await rows()).toEqual([expect.objectContaining({ quantity: 2, category_id: null })]);
  });
});

describe('DELETE …/specs/{joinId}', () => {
  it('removes the placement; lastCategory tells when the spec has no placement left', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    const inA = await assign(0, a);
    const inB = await assign(0, b);
    const first = await w.api('DELETE', `${specsPath}/${inA}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ message: M.specRemoved, lastCategory: false });
    const last = await w.api('DELETE', `${specsPath}/${inB}`);
    expect(last.json().data).toEqual({ message: M.specRemoved, lastCategory: true });
    expect(await rows()).toEqual([]);
    expect(M.lastCategoryWarning).toBe('You just deleted the last category, if you exit this page You will only be able to see this spec, if you manually assign it');
  });

  it('answers 404 for another account’s or a missing placement and 401 without a token, removing nothing', async () => {
    const id = await assign(0, null);
    expect((await w.api('DELETE', `/specbook/${w.otherSpecbookId}/specs/${id}`)).statusCode).toBe(404);
    expect((await w.api('DELETE', `${specsPath}/${id}`, undefined, other())).statusCode).toBe(404);
    expect((await w.api('DELETE', `${specsPath}/999999`)).statusCode).toBe(404);
    expect((await w.api('DELETE', `${specsPath}/${id}`, undefined, null)).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });
});

describe('POST …/specs/reorder', () => {
  it('moves a spec within its room and across rooms in one go, closing up the others', async () => {
    const [a, b] = [await createRoom('A'), await createRoom('B')];
    const [a1, a2, a3] = [await assign(0, a), await assign(1, a), await assign(2, a)];
    const [b1, b2] = [await assign(3, b), await assign(4, b)];
    const res = await w.api('POST', `${specsPath}/reorder`, {
      items: [
        { joinId: a3, categoryId: a, order: 0 },
        { joinId: a1, categoryId: b, order: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await layout()).toEqual([`${a}:${a3}`, `${a}:${a2}`, `${b}:${b1}`, `${b}:${a1}`, `${b}:${b2}`]);
    const orders = await w.q<{ id: number; sort_order: number }>('select id, sort_order from spec_specbooks where category_id = $1 order by sort_order', [b]);
    expect(orders.map((o) => o.sort_order)).toEqual([0, 1, 2]);
    expect(res.json().data).toEqual(expect.arrayContaining([{ id: a1, joinID: a1, categoryID: b, order: 1, orderID: 1 }]));
    await w.api('POST', `${specsPath}/reorder`, { items: [{ joinId: b2, categoryId: null, order: 0 }] });
    expect(await layout()).toEqual([`${a}:${a3}`, `${a}:${a2}`, `${b}:${b1}`, `${b}:${a1}`, `misc:${b2}`]);
  });

  it('answers 400 for a spec listed twice or an empty list, 404 for a spec or room not in the specbook; nothing moves', async () => {
    const a = await createRoom('A');
    const [a1, a2] = [await assign(0, a), await assign(1, a)];
    const theirRoom = await createRoom('Theirs', w.otherSpecbookId, other());
    const before = await layout();
    const twice = await w.api('POST', `${specsPath}/reorder`, { items: [{ joinId: a1, categoryId: a, order: 1 }, { joinId: a1, categoryId: a, order: 0 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.reorderDuplicate);
    expect((await w.api('POST', `${specsPath}/reorder`, { items: [] })).json().message).toBe(M.reorderEmpty);
    expect((await w.api('POST', `${specsPath}/reorder`, { items: [{ joinId: a2, categoryId: a, order: 0 }, { joinId: 999999, categoryId: a, order: 1 }] })).statusCode).toBe(404);
    expect((await w.api('POST', `${specsPath}/reorder`, { items: [{ joinId: a2, categoryId: theirRoom, order: 0 }] })).statusCode).toBe(404);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/specs/reorder`, { items: [{ joinId: a2, categoryId: null, order: 0 }] })).statusCode).toBe(404);
    expect((await w.api('POST', `${specsPath}/reorder`, { items: [{ joinId: a2, categoryId: a, order: 0 }] }, null)).statusCode).toBe(401);
    expect(await layout()).toEqual(before);
  });
});

describe('POST …/specs/{joinId}/duplicate', () => {
  it('puts a copy right after the original with its quantity and prices, status Open, optional new name', async () => {
    const a = await createRoom('A');
    const [s1, s2] = [await assign(0, a, 4), await assign(1, a)];
    await w.api('PATCH', `${specsPath}/${s1}`, updateBody({ status: { value: 'approved' } }));
    const res = await w.api('POST', `${specsPath}/${s1}/duplicate`, { name: 'Second faucet' });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ name: 'Second faucet', qty: 4, status: { value: 'open' }, categoryID: a, order: 1, original: s1, statusLog: [] });
    expect(await layout()).toEqual([`${a}:${s1}`, `${a}:${copy.id}`, `${a}:${s2}`]);
    const plain = await w.api('POST', `${specsPath}/${s2}/duplicate`);
    expect(plain.json().data).toMatchObject({ name: 'Vessel Lavatory Faucet', order: 3 });
  });

  it('answers 400 for an empty name, 404 for another account’s or a missing placement, 401', async () => {
    const id = await assign(0, null);
    expect((await w.api('POST', `${specsPath}/${id}/duplicate`, { name: '' })).statusCode).toBe(400);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/specs/${id}/duplicate`)).statusCode).toBe(404);
    expect((await w.api('POST', `${specsPath}/999999/duplicate`)).statusCode).toBe(404);
    expect((await w.api('POST', `${specsPath}/${id}/duplicate`, undefined, null)).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });
});

describe('…/specs/{joinId}/categories (Duplicate Cat)', () => {
  it('puts the spec in further rooms with quantities and lists the rooms holding it', async () => {
    const [a, b, c] = [await createRoom('A'), await createRoom('B'), await createRoom('C')];
    const id = await assign(0, a, 2);
    await w.q('update spec_specbooks set sale_price = 350 where id = $1', [id]);
    const res = await w.api('POST', `${specsPath}/${id}/categories`, { categories: [{ id: b, quantity: 3 }, { id: c }, { id: null, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { categoryID: number | null; qty: number; price: { sale: string } }) => [s.categoryID, s.qty, s.price.sale])).toEqual([
      [b, 3, '350.00'],
      [c, 1, '350.00'],
      [null, 1, '350.00'],
    ]);
    const again = await w.api('POST', `${specsPath}/${id}/categories`, { categories: [{ id: b, quantity: 7 }] });
    expect(again.json().data[0].qty).toBe(7);
    expect(await rows()).toHaveLength(4);
    const roomsRes = await w.api('GET', `${specsPath}/${id}/categories`);
    expect(roomsRes.statusCode).toBe(200);
    expect(roomsRes.json().data.map((r: { name: string; quantity: number }) => [r.name, r.quantity])).toEqual([
      ['A', 2],
      ['B', 7],
      ['C', 1],
      ['Miscellaneous', 1],
    ]);
  });

  it('answers 400 for no rooms, 404 for a room or placement not in the specbook, 401; nothing added', async () => {
    const id = await assign(0, null);
    const theirRoom = await createRoom('Theirs', w.otherSpecbookId, other());
    const empty = await w.api('POST', `${specsPath}/${id}/categories`, { categories: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.selectRoom);
    expect((await w.api('POST', `${specsPath}/${id}/categories`, { categories: [{ id: theirRoom }] })).statusCode).toBe(404);
    expect((await w.api('POST', `${specsPath}/999999/categories`, { categories: [{ id: null }] })).statusCode).toBe(404);
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/specs/${id}/categories`)).statusCode).toBe(404);
    expect((await w.api('POST', `${specsPath}/${id}/categories`, { categories: [{ id: null }] }, null)).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });
});

describe('POST …/specs/approve (Approve all)', () => {
  it('approves every spec of the specbook with log rows and notifications; answers the count', async () => {
    const a = await createRoom('A');
    const ids = [await assign(0, a), await assign(1, null), await assign(2, a)];
    await w.api('PATCH', `${specsPath}/${ids[2]}`, updateBody({ status: { value: 'approved' } }));
    const res = await w.api('POST', `${specsPath}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: M.allSpecsApproved, count: 2 });
    expect((await rows()).every((r) => r.status === 'approved')).toBe(true);
    expect((await logs()).map((l) => l.spec_specbook_id).sort()).toEqual([...ids].sort());
    expect((await notices()).filter((n) => n.type === 'SpecSpecbookApproved')).toHaveLength(3);
    expect((await w.api('POST', `${specsPath}/approve`)).json().data.count).toBe(0);
  });

  it('leaves specs at or past approval alone: Ordered is not reset to Approved', async () => {
    const ids = [await assign(0, null), await assign(1, null), await assign(2, null)];
    await w.api('PATCH', `${specsPath}/${ids[1]}`, updateBody({ status: { value: 'ordered' } }));
    await w.api('PATCH', `${specsPath}/${ids[2]}`, updateBody({ status: { value: 'submitted' } }));
    const res = await w.api('POST', `${specsPath}/approve`);
    expect(res.json().data).toEqual({ message: M.allSpecsApproved, count: 2 });
    const byId = new Map((await rows()).map((r) => [r.id, r.status]));
    expect(ids.map((id) => byId.get(id))).toEqual(['approved', 'ordered', 'approved']);
  });

  it('answers 401 and 404 for another account’s specbook, changing nothing', async () => {
    await assign(0, null);
    expect((await w.api('POST', `${specsPath}/approve`, undefined, null)).statusCode).toBe(401);
    expect((await w.api('POST', `/specbook/${w.otherSpecbookId}/specs/approve`)).statusCode).toBe(404);
    expect((await w.api('POST', `${specsPath}/approve`, undefined, other())).statusCode).toBe(404);
    expect(await logs()).toEqual([]);
  });
});
