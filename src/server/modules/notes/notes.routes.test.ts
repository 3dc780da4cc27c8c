import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { NOTE_MESSAGES as M } from '#shared/lib/notes-messages';
import { bearer, fieldNamed, specbookNamed, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let colleague: string;
let sellerId: number;
let otherId: number;
let colleagueId: number;
/** Parent path segments of the seller's account: a specbook, a customer, a global catalogue spec. */
let mine: { specbook: number; customer: number; specs: number };
/** The same kinds of the other account (its own spec is private to it). */
let theirs: { specbook: number; customer: number; specs: number };

async function customerOf(accountEmail: string, name: string): Promise<number> {
  const u = await sqlOne<{ id: number; account_id: number }>(t, 'select id, account_id from users where email = $1', [accountEmail]);
  return (await sqlOne<{ id: number }>(t, 'insert into customers (account_id, user_id, name) values ($1, $2, $3) returning id', [u.account_id, u.id, name])).id;
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  const otherAccount = await sqlOne<{ account_id: number }>(t, 'select account_id from users where id = $1', [otherId]);
  // A second user of the seller's account: reads the notes, cannot change them.
  colleagueId = (
    await sqlOne<{ id: number }>(t, `insert into users (account_id, email, name, password_hash) select account_id, 'colleague@specfolio.test', 'Theo Colleague', password_hash from users where id = $1 returning id`, [sellerId])
  ).id;
  colleague = await t.login('colleague@specfolio.test');
  const globalSpec = await sqlOne<{ id: number }>(t, 'select id from specs where account_id is null order by id limit 1');
  const privateSpec = await sqlOne<{ id: number }>(
    t,
    `insert into specs (account_id, manufacturer_id, model_number, name) select $1, manufacturer_id, 'HB-PRIVATE-1', 'Harbor private valve' from specs where id = $2 returning id`,
    [otherAccount.account_id, globalSpec.id],
  );
  mine = { specbook: (await specbookNamed(t, 'Johnson Powder Room')).id, customer: await customerOf('seller@specfolio.test', 'Ellen Johnson Notes'), specs: globalSpec.id };
  theirs = { specbook: (await specbookNamed(t, 'Bayview Unit Fixtures')).id, customer: await customerOf('other@specfolio.test', 'Bayview HOA Notes'), specs: privateSpec.id };
});
afterAll(() => t.close());

type Parent = keyof typeof mine;
const PARENTS: Parent[] = ['specbook', 'customer', 'specs'];
const path = (parent: Parent, parentId: number, user = sellerId) => `/api/v4/user/${user}/${parent}/${parentId}/notes`;
const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null = seller, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const createBody = (note: unknown) => ({ createNoteRequest: { Note: { note } } });
const updateBody = (note: unknown) => ({ updateNoteRequest: { Note: { note } } });

async function add(parent: Parent, note: string, token = seller, user = sellerId): Promise<{ id: number }> {
  const res = await req('POST', path(parent, mine[parent], user), token, createBody(note));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

describe.each(PARENTS)('notes on a %s', (parent) => {
  it('answers 401 without a token', async () => {
    const url = path(parent, mine[parent]);
    expect((await req('GET', url, null)).statusCode).toBe(401);
    expect((await req('POST', url, null, createBody('x'))).statusCode).toBe(401);
    expect((await req('PATCH', `${url}/1`, null, updateBody('x'))).statusCode).toBe(401);
    expect((await req('DELETE', `${url}/1`, null)).statusCode).toBe(401);
  });

  it('adds a trimmed note with its author and lists it newest first', async () => {
    const res = await req('POST', path(parent, mine[parent]), seller, createBody('  Call back about the vanity lead time  '));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ parentType: parent, parentId: mine[parent], note: 'Call back about the vanity lead time', userId: sellerId, canEdit: true, deletedAt: null });
    expect(res.json().data.author.name).toBe('Maya Thompson');
    const second = await add(parent, 'Second thought');
    const list = await req('GET', path(parent, mine[parent]));
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data as { id: number }[]).map((n) => n.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(res.json().data.id));
    expect(list.json()._pagination).toMatchObject({ currentPage: 1, perPage: 24 });
  });

  it.each([
    ['missing', undefined, M.noteRequired],
    ['blank', '   ', M.noteRequired],
    ['too long', 'x'.repeat(5001), M.noteTooLong],
  ])('answers 400 for a %s note and writes nothing', async (_label, note, message) => {
    const before = await sqlCount(t, 'notes');
    const res = await req('POST', path(parent, mine[parent]), seller, createBody(note));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed('note'), message });
    expect(await sqlCount(t, 'notes')).toBe(before);
  });

  it("answers 404 for another account's parent or note and changes nothing", async () => {
    const note = await add(parent, 'Only Lakeside sees this');
    expect((await req('GET', path(parent, theirs[parent]))).statusCode).toBe(404);
    expect((await req('POST', path(parent, theirs[parent]), seller, createBody('x'))).statusCode).toBe(404);
    expect((await req('GET', path(parent, 999999))).statusCode).toBe(404);
    if (parent !== 'specs') expect((await req('GET', path(parent, mine[parent], otherId), other)).statusCode).toBe(404);
    expect((await req('PATCH', `${path(parent, mine[parent], otherId)}/${note.id}`, other, updateBody('hacked'))).statusCode).toBe(404);
    expect((await req('DELETE', `${path(parent, mine[parent], otherId)}/${note.id}`, other)).statusCode).toBe(404);
    expect((await sqlOne<{ note: string; deleted_at: Date | null }>(t, 'select note, deleted_at from notes where id = $1', [note.id]))).toEqual({ note: 'Only Lakeside sees this', deleted_at: null });
  });
});

describe('notes: authors, search, filter and soft delete', () => {
  it("keeps a global spec's notes private to the account", async () => {
    await add('specs', 'Lakeside: this faucet runs small');
    const theirList = (await req('GET', path('specs', mine.specs, otherId), other)).json().data as { note: string }[];
    expect(theirList.map((n) => n.note)).not.toContain('Lakeside: this faucet runs small');
  });

  it('lets the author edit and remove, a colleague only read (403)', async () => {
    const note = await add('specbook', 'Measure the alcove again');
    const url = `${path('specbook', mine.specbook, colleagueId)}/${note.id}`;
    const list = (await req('GET', path('specbook', mine.specbook, colleagueId), colleague)).json().data as { id: number; canEdit: boolean }[];
    expect(list.find((n) => n.id === note.id)?.canEdit).toBe(false);
    const edit = await req('PATCH', url, colleague, updateBody('Changed by a colleague'));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(M.notAuthor);
    expect((await req('DELETE', url, colleague)).statusCode).toBe(403);
    const own = await req('PATCH', `${path('specbook', mine.specbook)}/${note.id}`, seller, updateBody(' Measured: 31 1/2 in. '));
    expect(own.statusCode).toBe(200);
    expect(own.json().data.note).toBe('Measured: 31 1/2 in.');
    const bad = await req('PATCH', `${path('specbook', mine.specbook)}/${note.id}`, seller, updateBody(''));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: fieldNamed('note'), message: M.noteRequired });
  });

  it('removes softly: deletedAt set, left out of the list, listed with filter[deleted]=true, then 404', async () => {
    const note = await add('customer', 'Prefers e-mail over calls');
    const res = await req('DELETE', `${path('customer', mine.customer)}/${note.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deletedAt).toEqual(expect.any(String));
    expect(await sqlCount(t, 'notes', 'id = $1 and deleted_at is not null', [note.id])).toBe(1);
    const live = (await req('GET', path('customer', mine.customer))).json().data as { id: number }[];
    expect(live.map((n) => n.id)).not.toContain(note.id);
    const removed = (await req('GET', `${path('customer', mine.customer)}?filter[deleted]=true`)).json().data as { id: number }[];
    expect(removed.map((n) => n.id)).toContain(note.id);
    expect((await req('DELETE', `${path('customer', mine.customer)}/${note.id}`)).statusCode).toBe(404);
    expect((await req('PATCH', `${path('customer', mine.customer)}/${note.id}`, seller, updateBody('again'))).statusCode).toBe(404);
  });

  it('searches the text and filters by author', async () => {
    const a = await add('specbook', 'Tile samples arrive Friday');
    const b = await add('specbook', 'Colleague checked the tile grout colour', colleague, colleagueId);
    const search = (await req('GET', `${path('specbook', mine.specbook)}?search=TILE`)).json().data as { id: number }[];
    expect(search.map((n) => n.id).sort()).toEqual([a.id, b.id].sort());
    const byColleague = (await req('GET', `${path('specbook', mine.specbook)}?search=tile&filter[userId]=${colleagueId}`)).json().data as { id: number }[];
    expect(byColleague.map((n) => n.id)).toEqual([b.id]);
    expect((await req('GET', `${path('specbook', mine.specbook)}?filter[password]=x`)).statusCode).toBe(400);
  });
});
