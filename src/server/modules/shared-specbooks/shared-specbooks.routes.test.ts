import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { readMails } from '#server/test/mails';
import { COLLAB_MESSAGES as CM } from '#shared/lib/collab-messages';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import { bearer, fieldNamed, seedRoomAndSpec, specbookNamed, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let book: { id: number; accountId: number; userId: number };
let otherBook: { id: number; accountId: number; userId: number };
let joinId: number;
let categoryId: number;
let privateSpecId: number;
let otherProfileId: number;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  book = await specbookNamed(t, 'Johnson Powder Room');
  otherBook = await specbookNamed(t, 'Bayview Unit Fixtures');
  ({ joinId, categoryId } = (await seedRoomAndSpec(t, book, 'Shared Vanity')) as { joinId: number; categoryId: number });
  // One of the owner's own catalogue specs, of a manufacturer private to the owner's account.
  const maker = await sqlOne<{ id: number }>(t, "insert into manufacturers (account_id, name) values ($1, 'Lakeside Private Works') returning id", [book.accountId]);
  privateSpecId = (
    await sqlOne<{ id: number }>(t, "insert into specs (account_id, manufacturer_id, model_number, name, list_price) values ($1, $2, 'LPW-1', 'Lakeside Custom Vanity', 999.00) returning id", [book.accountId, maker.id])
  ).id;
  await t.database.pool.query('insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sale_price, cost) values ($1, $2, $3, $4, 2, 800, 500)', [book.accountId, book.id, privateSpecId, categoryId]);
  otherProfileId = (await sqlOne<{ id: number }>(t, 'select id from profiles where account_id = $1 order by id limit 1', [otherBook.accountId])).id;
});
afterAll(() => t.close());

const u = (id: number) => `/api/v4/user/${id}`;
const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const share = (email: unknown, id = book.id, token = seller, user = sellerId) => req('POST', `${u(user)}/specbook/${id}/share`, token, { email });
const clone = (profileId: unknown, id = book.id) => req('POST', `${u(otherId)}/shared/${id}/clone`, other, { cloneSharedSpecbookRequest: { profile: { id: profileId } } });

describe('sharing a specbook', () => {
  it('answers 401 without a token on every path', async () => {
    for (const [method, path] of [
      ['POST', `/specbook/${book.id}/share`],
      ['GET', `/specbook/${book.id}/share`],
      ['DELETE', `/specbook/${book.id}/share/1`],
      ['GET', '/shared'],
      ['GET', `/shared/${book.id}`],
      ['POST', `/shared/${book.id}/clone`],
      ['DELETE', `/shared/${book.id}`],
    ] as const) {
      expect((await req(method, `${u(sellerId)}${path}`, null, {})).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 400 with the form’s messages', async () => {
    for (const [email, message] of [
      ['', CM.emailRequired],
      ['not-an-email', CM.emailInvalid],
      [undefined, CM.emailRequired],
    ] as const) {
      const res = await share(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: fieldNamed('email'), message });
    }
  });

  it("answers 404 for another account's specbook", async () => {
    expect((await share('someone@example.com', otherBook.id)).statusCode).toBe(404);
    expect((await req('GET', `${u(sellerId)}/specbook/${otherBook.id}/share`, seller)).statusCode).toBe(404);
    expect(await sqlCount(t, 'shared_specbooks', 'specbook_id = $1', [otherBook.id])).toBe(0);
  });

  it('shares once, mails the recipient once, and is idempotent', async () => {
    const before = (await readMails(t.dataDir)).length;
    const first = await share('Other@Specfolio.test');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ specbookId: book.id, email: 'other@specfolio.test' });
    const again = await share('other@specfolio.test');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const mails = await readMails(t.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain('Johnson Powder Room');
    expect(mails.at(-1)).toContain('http://localhost/v4/shared');
    expect((await req('GET', `${u(sellerId)}/specbook/${book.id}/share`, seller)).json().data).toEqual([first.json().data]);
  });

  it('refuses sharing with oneself (422)', async () => {
    const res = await share('seller@specfolio.test');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.shareSelf);
  });
});

describe('the recipient', () => {
  it('lists the shared specbook with owner and counts, and previews it read-only', async () => {
    const list = await req('GET', `${u(otherId)}/shared`, other);
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((s: { id: number }) => s.id === book.id);
    expect(item).toMatchObject({ name: 'Johnson Powder Room', owner: { name: 'Maya Thompson', companyName: 'Lakeside Bath & Kitchen' } });
    expect(item.roomCount).toBeGreaterThanOrEqual(1);
    expect(item.specCount).toBeGreaterThanOrEqual(2);
    const preview = await req('GET', `${u(otherId)}/shared/${book.id}`, other);
    expect(preview.statusCode).toBe(200);
    const room = preview.json().data.rooms.find((r: { name: string }) => r.name === 'Shared Vanity');
    expect(room.specs.map((s: { name: string }) => s.name)).toContain('Lakeside Custom Vanity');
    expect(JSON.stringify(preview.json())).not.toMatch(/salePrice|"cost"/);
    // The seller has nothing shared with them.
    expect((await req('GET', `${u(sellerId)}/shared/${book.id}`, seller)).statusCode).toBe(404);
    expect((await req('GET', `${u(otherId)}/shared/${otherBook.id}`, other)).statusCode).toBe(404);
  });

  it('still gets 404 on every owner path of the shared specbook and on other specbooks', async () => {
    const owner = `${u(otherId)}/specbook/${book.id}`;
    const paths: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', owner],
      ['PATCH', owner, { updateSpecbookRequest: { Specbook: { name: 'Hijacked' } } }],
      ['DELETE', owner],
      ['GET', `${owner}/preview`],
      ['POST', `${owner}/duplicate`],
      ['GET', `${owner}/categories`],
      ['POST', `${owner}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Mine now' } } }],
      ['PATCH', `${owner}/categories/${categoryId}`, { updateSpecbookCategoryRequest: { Category: { name: 'x' } } }],
      ['GET', `${owner}/specs`],
      ['GET', `${owner}/specs/${joinId}`],
      ['PATCH', `${owner}/specs/${joinId}`, { updateSpecSpecbookRequest: { SpecSpecbook: { quantity: 9 } } }],
      ['DELETE', `${owner}/specs/${joinId}`],
      ['GET', `${owner}/totals`],
      ['GET', `${owner}/team`],
      ['POST', `${owner}/team`, { createTeamMemberRequest: { TeamMember: { name: 'X', emailAddress: 'x@example.com' } } }],
      ['GET', `${owner}/comments`],
      ['GET', `${owner}/alerts`],
      ['GET', `${owner}/permissions`],
      ['GET', `${owner}/share`],
      ['POST', `${owner}/share`, { email: 'third@example.com' }],
      ['GET', `${u(sellerId)}/specbook/${book.id}`],
      ['GET', `${u(sellerId)}/shared`],
      ['GET', `${u(otherId)}/shared/${book.id + 100000}`],
    ];
    for (const [method, path, body] of paths) {
      const res = await req(method, path, other, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await sqlOne<{ name: string }>(t, 'select name from specbooks where id = $1', [book.id])).name).toBe('Johnson Powder Room');
    expect(await sqlCount(t, 'spec_specbooks', 'id = $1', [joinId])).toBe(1);
    expect(await sqlCount(t, 'shared_specbooks', "email = 'third@example.com'")).toBe(0);
  });

  it('clone: 400 for a profile not theirs, 404 for a specbook not shared', async () => {
    const sellerProfile = (await sqlOne<{ id: number }>(t, 'select id from profiles where account_id = $1 order by id limit 1', [book.accountId])).id;
    const res = await clone(sellerProfile);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed('profile.id'), message: 'Profile not found.' });
    expect((await clone(otherProfileId, otherBook.id)).statusCode).toBe(404);
    const bad = await req('POST', `${u(otherId)}/shared/${book.id}/clone`, other, {});
    expect(bad.statusCode).toBe(400);
  });

  it("clones into the recipient's own account: rooms and specs; the owner's private spec copied, the owner's prices left behind", async () => {
    const res = await clone(otherProfileId);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ name: 'Johnson Powder Room', profileId: otherProfileId });
    const row = await sqlOne<{ account_id: number; user_id: number }>(t, 'select account_id, user_id from specbooks where id = $1', [copy.id]);
    expect(row).toEqual({ account_id: otherBook.accountId, user_id: otherId });
    expect(await sqlCount(t, 'categories', "specbook_id = $1 and name = 'Shared Vanity' and account_id = $2", [copy.id, otherBook.accountId])).toBe(1);
    // Every spec the copy holds is global or the recipient's own; nothing points into the owner's account.
    expect(
      await sqlCount(t, 'spec_specbooks s join specs c on c.id = s.spec_id', 's.specbook_id = $1 and c.account_id is not null and c.account_id <> $2', [copy.id, otherBook.accountId]),
    ).toBe(0);
    const privateCopy = await sqlOne<{ account_id: number; original_spec_id: number; maker_account: number; quantity: number; sale_price: string | null; cost: string | null }>(
      t,
      `select c.account_id, c.original_spec_id, m.account_id as maker_account, s.quantity, s.sale_price, s.cost
         from spec_specbooks s join specs c on c.id = s.spec_id join manufacturers m on m.id = c.manufacturer_id
        where s.specbook_id = $1 and c.name = 'Lakeside Custom Vanity'`,
      [copy.id],
    );
    expect(privateCopy).toEqual({ account_id: otherBook.accountId, original_spec_id: privateSpecId, maker_account: otherBook.accountId, quantity: 2, sale_price: null, cost: null });
    expect(await sqlCount(t, 'spec_specbooks', 'specbook_id = $1', [copy.id])).toBe(await sqlCount(t, 'spec_specbooks', 'specbook_id = $1', [book.id]));
    // The copy is the recipient's: their own paths open it, the owner's answer 404.
    expect((await req('GET', `${u(otherId)}/specbook/${copy.id}`, other)).statusCode).toBe(200);
    expect((await req('GET', `${u(sellerId)}/specbook/${copy.id}`, seller)).statusCode).toBe(404);
  });

  it('removes the specbook from the list; then it answers 404', async () => {
    const res = await req('DELETE', `${u(otherId)}/shared/${book.id}`, other);
    expect(res.statusCode).toBe(200);
    expect((await req('GET', `${u(otherId)}/shared`, other)).json().data.map((s: { id: number }) => s.id)).not.toContain(book.id);
    expect((await req('GET', `${u(otherId)}/shared/${book.id}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${u(otherId)}/shared/${book.id}`, other)).statusCode).toBe(404);
    expect(await sqlCount(t, 'specbooks', 'id = $1', [book.id])).toBe(1);
  });

  it('the owner stops sharing with one address', async () => {
    const created = (await share('third.party@example.com')).json().data;
    expect((await req('DELETE', `${u(otherId)}/specbook/${book.id}/share/${created.id}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${u(sellerId)}/specbook/${book.id}/share/${created.id}`, seller)).statusCode).toBe(200);
    expect(await sqlCount(t, 'shared_specbooks', 'id = $1', [created.id])).toBe(0);
  });
});
