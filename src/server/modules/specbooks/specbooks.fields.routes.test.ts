import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';

// The specbook fields of spec/workspace.md §3 that issue 22 item 2 adds (docs/decisions/064).

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let accountId: number;
let profileId: number;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  ({ accountId, profileId } = await sqlOne<{ accountId: number; profileId: number }>(
    t,
    `select u.account_id as "accountId", p.id as "profileId" from users u join profiles p on p.account_id = u.account_id
     where u.id = $1 order by p.id limit 1`,
    [sellerId],
  ));
});
afterAll(() => t.close());

const u = (id = sellerId) => `/api/v4/user/${id}`;
const req = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null = seller, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const patch = (id: number, fields: Record<string, unknown>) => req('PATCH', `${u()}/specbook/${id}`, seller, { updateSpecbookRequest: { Specbook: fields } });

async function createBook(name: string): Promise<{ id: number } & Record<string, unknown>> {
  const res = await req('POST', `${u()}/specbook`, seller, { createSpecbookRequest: { Specbook: { name, profile: { id: profileId } } } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function listRow(name: string): Promise<Record<string, unknown>> {
  const res = await req('GET', `${u()}/specbook?search=${encodeURIComponent(name)}`);
  expect(res.statusCode).toBe(200);
  const rows = res.json().data as { name: string }[];
  expect(rows.map((r) => r.name)).toEqual([name]);
  return rows[0] as Record<string, unknown>;
}

/** Two catalogue specs with different images. */
async function twoImagedSpecs(): Promise<{ a: { id: number; image: string }; b: { id: number; image: string } }> {
  const res = await t.database.pool.query<{ id: number; image: string }>(
    `select distinct on (image_name) id, image_name as image from specs
     where account_id is null and coalesce(image_name, '') <> '' order by image_name, id limit 2`,
  );
  const [a, b] = res.rows;
  if (!a || !b) throw new Error('the demo catalogue needs two specs with images');
  return { a, b };
}

describe('specbook fields: paymentTerms, source, humanizedCreatedAt, coverImage', () => {
  it('a new specbook: terms of the account default, no source, no cover, created just now', async () => {
    await t.database.pool.query(`delete from account_settings where account_id = $1 and key = 'specbook.payment_terms'`, [accountId]);
    const book = await createBook('Fields Default Terms');
    expect(book).toMatchObject({ paymentTerms: { id: 0, name: 'Due on Receipt' }, paymentTermsDays: null, source: null, coverImage: null, humanizedCreatedAt: 'just now' });
  });

  it('paymentTerms: the specbook’s own days (or {id}), else its customer’s, else the account default', async () => {
    const book = await createBook('Fields Own Terms');
    const set = await patch(book.id, { paymentTerms: 30 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ paymentTerms: { id: 30, name: 'Net 30' }, paymentTermsDays: 30 });
    expect((await patch(book.id, { paymentTerms: { id: 45 } })).json().data).toMatchObject({ paymentTerms: { id: 45, name: 'Net 45' }, paymentTermsDays: 45 });

    await t.database.pool.query(
      `insert into account_settings (account_id, key, value) values ($1, 'specbook.payment_terms', '15')
       on conflict (account_id, key) do update set value = excluded.value`,
      [accountId],
    );
    const cleared = (await patch(book.id, { paymentTerms: null })).json().data;
    expect(cleared).toMatchObject({ paymentTerms: { id: 15, name: 'Net 15' }, paymentTermsDays: null });
    expect(await listRow('Fields Own Terms')).toMatchObject({ paymentTerms: { id: 15, name: 'Net 15' } });

    const customer = await sqlOne<{ id: number }>(
      t,
      `insert into customers (account_id, user_id, name, payment_terms) values ($1, $2, 'Terms Customer', 60) returning id`,
      [accountId, sellerId],
    );
    await t.database.pool.query('update specbooks set customer_id = $1 where id = $2', [customer.id, book.id]);
    expect((await req('GET', `${u()}/specbook/${book.id}`)).json().data).toMatchObject({ paymentTerms: { id: 60, name: 'Net 60' }, paymentTermsDays: null });
    expect(await listRow('Fields Own Terms')).toMatchObject({ paymentTerms: { id: 60, name: 'Net 60' } });
    expect((await patch(book.id, { paymentTerms: 30 })).json().data).toMatchObject({ paymentTerms: { id: 30, name: 'Net 30' }, paymentTermsDays: 30 });
    await t.database.pool.query(`delete from account_settings where account_id = $1 and key = 'specbook.payment_terms'`, [accountId]);
  });

  it('paymentTerms refuses a negative number with the spec’s message', async () => {
    const book = await createBook('Fields Bad Terms');
    const res = await patch(book.id, { paymentTerms: { id: -1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ message: M.paymentTerms });
  });

  it('source: set by PATCH, cleared by a blank, at most 50 characters (400)', async () => {
    const book = await createBook('Fields Source');
    expect((await patch(book.id, { source: ' job ' })).json().data.source).toBe('job');
    expect(await listRow('Fields Source')).toMatchObject({ source: 'job' });
    const tooLong = await patch(book.id, { source: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({ message: M.sourceMax });
    expect((await patch(book.id, { source: '' })).json().data.source).toBeNull();
  });

  it('humanizedCreatedAt says how long ago it was created', async () => {
    const book = await createBook('Fields Three Days');
    await t.database.pool.query(`update specbooks set created_at = now() - interval '3 days 2 hours' where id = $1`, [book.id]);
    expect((await req('GET', `${u()}/specbook/${book.id}`)).json().data.humanizedCreatedAt).toBe('3 days ago');
    expect(await listRow('Fields Three Days')).toMatchObject({ humanizedCreatedAt: '3 days ago', createdAt: expect.any(String) });
  });

  it('coverImage: the image of the first spec in room order (a room before Miscellaneous)', async () => {
    const book = await createBook('Fields Cover');
    const { a, b } = await twoImagedSpecs();
    await t.database.pool.query('insert into spec_specbooks (account_id, specbook_id, spec_id, category_id) values ($1, $2, $3, null)', [accountId, book.id, a.id]);
    expect((await req('GET', `${u()}/specbook/${book.id}`)).json().data.coverImage).toBe(a.image);
    const room = await sqlOne<{ id: number }>(t, `insert into categories (account_id, specbook_id, name) values ($1, $2, 'Primary Bath') returning id`, [accountId, book.id]);
    await t.database.pool.query('insert into spec_specbooks (account_id, specbook_id, spec_id, category_id) values ($1, $2, $3, $4)', [accountId, book.id, b.id, room.id]);
    expect((await req('GET', `${u()}/specbook/${book.id}`)).json().data.coverImage).toBe(b.image);
    expect(await listRow('Fields Cover')).toMatchObject({ coverImage: b.image });
  });
});

describe('specbook list rows: openAlertCount and teamMemberCount', () => {
  it('counts the alerts not yet ended and the team members not revoked, as GET one does', async () => {
    const book = await createBook('Fields Counts');
    expect(await listRow('Fields Counts')).toMatchObject({ openAlertCount: 0, teamMemberCount: 0, hasPurchaseOrders: false, purchaseOrders: [] });
    const alert = (startAlert: string) => ({ createAlertRequest: { Alert: { name: 'Delivery', startAlert, endAlert: startAlert, timezone: 'America/Chicago' } } });
    expect((await req('POST', `${u()}/specbook/${book.id}/alerts`, seller, alert('2099-03-14'))).statusCode).toBe(201);
    expect((await req('POST', `${u()}/specbook/${book.id}/alerts`, seller, alert('2001-03-14'))).statusCode).toBe(201);
    const member = (name: string, emailAddress: string) => ({ createTeamMemberRequest: { TeamMember: { name, emailAddress } } });
    expect((await req('POST', `${u()}/specbook/${book.id}/team`, seller, member('Ellen Johnson', 'ellen.fields@example.com'))).statusCode).toBe(201);
    const revoked = (await req('POST', `${u()}/specbook/${book.id}/team`, seller, member('Sam Ortiz', 'sam.fields@example.com'))).json().data;
    await t.database.pool.query('update team_members set revoked_at = now() where id = $1', [revoked.id]);
    expect(await listRow('Fields Counts')).toMatchObject({ openAlertCount: 1, teamMemberCount: 1 });
    expect((await req('GET', `${u()}/specbook/${book.id}`)).json().data).toMatchObject({ openAlertCount: 1, teamMemberCount: 1 });
  });

  it('answers 401 without a token and 404 for another account’s user or specbook', async () => {
    expect((await req('GET', `${u()}/specbook`, null)).statusCode).toBe(401);
    expect((await req('GET', `${u()}/specbook`, other)).statusCode).toBe(404);
    const mine = await createBook('Fields Private');
    expect((await req('GET', `${u(otherId)}/specbook/${mine.id}`, other)).statusCode).toBe(404);
    const theirs = (await req('GET', `${u(otherId)}/specbook`, other)).json().data as { name: string }[];
    expect(theirs.map((r) => r.name)).not.toContain('Fields Private');
  });
});
