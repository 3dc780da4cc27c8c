import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#server/test/pdf';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';

/**
 * A category's "Download Category" for the Miscellaneous pseudo-room (the specs with no room,
 * which has no id): the payload says `categories: [null]` and the PDF covers those specs alone.
 */
let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let book: { id: number; accountId: number };
let roomId: number;
const ROOM_SPEC = { model: 'MISC-ROOM-1', name: 'Roomed Pendant Light' };
const MISC_SPEC = { model: 'MISC-NONE-2', name: 'Loose Cabinet Pull' };

const url = (user = sellerId, id = book.id) => `/api/v4/user/${user}/specbook/${id}/pdf/specs`;
const post = (payload: object, token: string | null = seller, at = url()) => t.app.inject({ method: 'POST', url: at, headers: token ? bearer(token) : {}, payload });

async function addSpec(categoryId: number | null, p: { model: string; name: string }): Promise<void> {
  const { id } = await sqlOne<{ id: number }>(
    t,
    `insert into specs (account_id, manufacturer_id, model_number, name) values ($1, (select id from manufacturers where name = 'Aquaterra'), $2, $3) returning id`,
    [book.accountId, p.model, p.name],
  );
  await t.database.pool.query('insert into spec_specbooks (account_id, specbook_id, spec_id, category_id) values ($1, $2, $3, $4)', [book.accountId, book.id, id, categoryId]);
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  const harper = await specbookNamed(t, 'Harper Residence Selections');
  book = await sqlOne(
    t,
    `insert into specbooks (account_id, user_id, profile_id, name) select account_id, user_id, profile_id, 'Loose Ends' from specbooks where id = $1
     returning id, account_id as "accountId"`,
    [harper.id],
  );
  roomId = (await sqlOne<{ id: number }>(t, "insert into categories (account_id, specbook_id, name) values ($1, $2, 'Dining') returning id", [book.accountId, book.id])).id;
  await addSpec(roomId, ROOM_SPEC);
  await addSpec(null, MISC_SPEC);
});
afterAll(() => t.close());

describe('POST {u}/specbook/{id}/pdf/specs with categories: [null] (Miscellaneous)', () => {
  it('answers 401 without a token and 404 for another account’s specbook', async () => {
    expect((await post({ categories: [null] }, null)).statusCode).toBe(401);
    expect((await post({ categories: [null] }, other, url(otherId, book.id))).statusCode).toBe(404);
  });

  it('answers 400 for a word where an id or null belongs', async () => {
    const res = await post({ categories: ['misc'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Categories must be a list of category ids.');
  });

  it('prints the Miscellaneous specs alone', async () => {
    const res = await post({ type: 'default', categories: [null] });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const pdf = await parsePdf(res.rawPayload);
    expect(pdf.pages[1]).toContain('Miscellaneous');
    expect(pdf.pages[1]).not.toContain('Dining');
    expect(pdf.text).toContain(MISC_SPEC.name);
    expect(pdf.text).not.toContain(ROOM_SPEC.name);
  });

  it('prints a room and Miscellaneous together, and the whole specbook without categories', async () => {
    for (const payload of [{ type: 'default', categories: [roomId, null] }, { type: 'default' }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(200);
      const pdf = await parsePdf(res.rawPayload);
      expect(pdf.text).toContain(MISC_SPEC.name);
      expect(pdf.text).toContain(ROOM_SPEC.name);
    }
  });

  it('answers 404 for Miscellaneous when no spec is without a room', async () => {
    await t.database.pool.query('update spec_specbooks set category_id = $2 where specbook_id = $1', [book.id, roomId]);
    const res = await post({ categories: [null] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Category not found in this specbook.');
  });
});
