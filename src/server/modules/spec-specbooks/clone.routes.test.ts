import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { assignBody, roomBody, updateBody, workspace, type Workspace } from './workspace.test-helpers';

/** POST {u}/specbook/{id}/specs/{joinId}/clone: 'Clone with specbooks Plus' (SB+). */

let t: TestServer;
let w: Workspace;
let specsPath: string;
let sellerAccount: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  specsPath = `/specbook/${w.specbookId}/specs`;
  sellerAccount = (await w.q<{ account_id: number }>('select account_id from users where id = $1', [w.userId]))[0]!.account_id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await w.q('delete from spec_specbooks');
  await w.q('delete from categories');
  await w.q('delete from specs where account_id is not null');
});

type SpecRow = Record<string, unknown> & { id: number; account_id: number | null; user_id: number | null };
const other = () => ({ token: w.otherToken, userId: w.otherUserId });
const field = (name: string) => expect.stringMatching(new RegExp(`(^|\\.)${name}$`));
const clonePath = (joinId: number | string, specbookId = w.specbookId) => `/specbook/${specbookId}/specs/${joinId}/clone`;
const specRow = async (id: number) => (await w.q<SpecRow>('select * from specs where id = $1', [id]))[0]!;
const ownSpecCount = async () => (await w.q<{ n: number }>('select count(*)::int as n from specs where account_id is not null'))[0]!.n;
const placementSpec = async (joinId: number) => (await w.q<{ spec_id: number }>('select spec_id from spec_specbooks where id = $1', [joinId]))[0]!.spec_id;

/** Assigns a global catalogue spec to a new room of the specbook, as the seller or `as` another user. */
async function placeGlobal(specIndex: number, specbookId = w.specbookId, as?: { token: string; userId: number }): Promise<{ joinId: number; room: number }> {
  const room = (await w.api('POST', `/specbook/${specbookId}/categories`, roomBody('Vanity'), as)).json().data.id as number;
  const res = await w.api('POST', `/specbook/${specbookId}/specs`, assignBody(w.globalSpecs[specIndex]!.id, room, 2), as);
  expect(res.statusCode).toBe(201);
  return { joinId: res.json().data.id, room };
}

/** A fresh login of `email` holding (or not) the Plus role; sessions load roles when verified. */
async function loginWithPlus(email: string, plus: boolean): Promise<{ token: string; userId: number }> {
  const [user] = await w.q<{ id: number }>('select id from users where email = $1', [email]);
  const sql = plus
    ? "insert into user_roles (user_id, role_id) select $1, id from roles where name = 'ROLE_SPECBOOK_ISPEC' on conflict do nothing"
    : "delete from user_roles where user_id = $1 and role_id = (select id from roles where name = 'ROLE_SPECBOOK_ISPEC')";
  await w.q(sql, [user!.id]);
  return { token: await t.login(email), userId: user!.id };
}

describe('POST …/specs/{joinId}/clone', () => {
  it('copies the catalogue spec into the account and points this placement (only) at the copy', async () => {
    const global = w.globalSpecs[0]!;
    const { joinId, room } = await placeGlobal(0);
    const sibling = (await w.api('POST', specsPath, assignBody(global.id, null))).json().data.id as number;
    await w.api('PATCH', `${specsPath}/${joinId}`, updateBody({ status: { value: 'approved' } }));
    await w.api('PATCH', `${specsPath}/${joinId}/price`, { fieldType: 'sale_price', fieldValue: '300' });
    const before = await specRow(global.id);

    const res = await w.api('POST', clonePath(joinId));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.specID).not.toBe(global.id);
    expect(data).toMatchObject({
      id: joinId,
      joinID: joinId,
      categoryID: room,
      global: false,
      name: before.name,
      modelNumber: before.model_number,
      imageName: before.image_name,
      qty: 2,
      status: { value: 'approved' },
      price: { list: global.listPrice, sale: '300.00' },
    });

    const copy = await specRow(data.specID);
    const strip = ({ id: _i, account_id: _a, user_id: _u, original_spec_id: _o, created_at: _c, updated_at: _up, ...rest }: SpecRow) => rest;
    expect(strip(copy)).toEqual(strip(before));
    expect(copy).toMatchObject({ account_id: sellerAccount, user_id: w.userId, original_spec_id: global.id });
    expect(await specRow(global.id)).toEqual(before);
    expect(await placementSpec(joinId)).toBe(data.specID);
    expect(await placementSpec(sibling)).toBe(global.id);

    // The copy is the account's own catalogue spec now: the seller finds it, the other tenant does not.
    const search = (as?: { token: string; userId: number }) => w.api('GET', `/specs?searchTerm=${encodeURIComponent(before.model_number as string)}`, undefined, as);
    expect((await search()).json().data.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([global.id, data.specID]));
    expect((await search(other())).json().data.map((s: { id: number }) => s.id)).not.toContain(data.specID);
  });

  it('names the copy when a name is given', async () => {
    const { joinId } = await placeGlobal(1);
    const res = await w.api('POST', clonePath(joinId), { name: '  Faucet, custom finish ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Faucet, custom finish');
    expect((await specRow(res.json().data.specID)).name).toBe('Faucet, custom finish');
  });

  it('answers 422 for a spec that is already the account’s own, adding nothing', async () => {
    const { joinId } = await placeGlobal(0);
    expect((await w.api('POST', clonePath(joinId))).statusCode).toBe(201);
    const again = await w.api('POST', clonePath(joinId));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.cloneOwnSpec);
    expect(await ownSpecCount()).toBe(1);
  });

  it('answers 400 with the name rule and changes nothing', async () => {
    const { joinId } = await placeGlobal(0);
    for (const [name, message] of [
      ['', M.specNameRequired],
      ['   ', M.specNameRequired],
      ['x'.repeat(201), M.specNameMax],
    ] as const) {
      const res = await w.api('POST', clonePath(joinId), { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: field('name'), message }] });
    }
    expect((await w.api('POST', clonePath(joinId), { name: 42 })).statusCode).toBe(400);
    expect(await ownSpecCount()).toBe(0);
    expect(await placementSpec(joinId)).toBe(w.globalSpecs[0]!.id);
  });

  it('answers 401 without a token', async () => {
    const { joinId } = await placeGlobal(0);
    const res = await w.api('POST', clonePath(joinId), undefined, null);
    expect(res.statusCode).toBe(401);
    expect(await ownSpecCount()).toBe(0);
  });

  it('answers 403 with the server’s message to a user without specbooks Plus', async () => {
    const harbor = other();
    const { joinId } = await placeGlobal(0, w.otherSpecbookId, harbor);
    const res = await w.api('POST', clonePath(joinId, w.otherSpecbookId), undefined, harbor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.cloneNeedsPlus);
    expect(await ownSpecCount()).toBe(0);
    expect(await placementSpec(joinId)).toBe(w.globalSpecs[0]!.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${harbor.token}` } });
    expect(me.json().data.hasSpecbooksPlus).toBe(false);
  });

  it('answers 404 for another account’s specbook or placement and for missing ids', async () => {
    const theirs = await placeGlobal(0, w.otherSpecbookId, other());
    const mine = await placeGlobal(1);
    expect((await w.api('POST', clonePath(theirs.joinId, w.otherSpecbookId))).statusCode).toBe(404);
    expect((await w.api('POST', clonePath(theirs.joinId))).statusCode).toBe(404);
    expect((await w.api('POST', clonePath(mine.joinId, 999999))).statusCode).toBe(404);
    expect((await w.api('POST', clonePath(999999))).statusCode).toBe(404);
    expect((await w.api('POST', clonePath('abc'))).statusCode).toBe(404);
    expect(await ownSpecCount()).toBe(0);
  });

  it('answers 403 to a platform admin with Plus on another account’s specbook (no cross-account copies)', async () => {
    const admin = await loginWithPlus('admin@specfolio.test', true);
    try {
      const { joinId } = await placeGlobal(0, w.otherSpecbookId, other());
      const res = await w.api('POST', clonePath(joinId, w.otherSpecbookId), undefined, admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.cloneOtherAccount);
      expect(await ownSpecCount()).toBe(0);
    } finally {
      await loginWithPlus('admin@specfolio.test', false);
    }
  });

  it('writes nothing when the placement cannot be repointed (one transaction)', async () => {
    const { joinId } = await placeGlobal(0);
    await w.q(`create function fail_repoint() returns trigger language plpgsql as $$ begin raise exception 'repoint refused'; end $$`);
    await w.q('create trigger fail_repoint before update of spec_id on spec_specbooks for each row execute function fail_repoint()');
    try {
      expect((await w.api('POST', clonePath(joinId))).statusCode).toBe(500);
    } finally {
      await w.q('drop trigger fail_repoint on spec_specbooks');
      await w.q('drop function fail_repoint()');
    }
    expect(await ownSpecCount()).toBe(0);
    expect(await placementSpec(joinId)).toBe(w.globalSpecs[0]!.id);
  });
});
