import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '#shared/lib/profile-messages';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let token: string;
let other: string;
let userId: number;
let otherProfileId: number;

async function meId(as: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${as}` } })).json().data.id;
}

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, params)).rows as T[];
}

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  other = await t.login('other@specfolio.test');
  userId = await meId(token);
  [{ id: otherProfileId }] = await sql<{ id: number }>(`select id from profiles where name = 'Bayview Apartments'`) as [{ id: number }];
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, path: string, payload?: unknown, as: string | null = token) =>
  t.app.inject({
    method,
    url: `/api/v4/user/${userId}/profile${path}`,
    ...(as ? { headers: { authorization: `Bearer ${as}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * A field error with any envelope prefix removed ('createProfileRequest.Profile.name' → 'name'):
 * the error plugin is meant to strip it (DESIGN.md), see the report on plugins/errors.ts.
 */
const fieldError = (e: { field: string | null; message: string }) => ({
  field: e.field?.replace(/^[a-z][A-Za-z]*Request\.[A-Z][A-Za-z]*\./, '') ?? null,
  message: e.message,
});

const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

describe('GET {u}/profile', () => {
  it('lists the user’s active profiles by name with every field', async () => {
    await sql(`update profiles set active = false where name = 'Orders'`);
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Harper Residence', 'Johnson Residence', 'Oak Street Remodel', 'Patel Kitchen', 'Purchase Orders', 'QR Codes']);
    expect(body.data[0]).toMatchObject({ name: 'Harper Residence', public: true, specbookCount: 1 });
    expect(body.data[1]).toMatchObject({
      email: 'ellen.johnson@example.com',
      emailAddress: 'ellen.johnson@example.com',
      phone: '(312) 555-0112',
      userID: userId,
      active: true,
      archived: false,
      public: false,
      type: null,
      specbookCount: 2,
    });
    expect(body.data[1].createDateTime).toBe(body.data[1].createdAt);
    expect(body.data.find((p: { name: string }) => p.name === 'QR Codes').type).toBe('qr_code');
    await sql(`update profiles set active = true where name = 'Orders'`);
  });

  it('searches and pages with the cursor in next', async () => {
    expect(names((await call('GET', '?search=oak')).json())).toEqual(['Oak Street Remodel']);
    const seen: string[] = [];
    let url: string | null = `/api/v4/user/${userId}/profile?perPage=2`;
    while (url) {
      const body: { data: { name: string }[]; _pagination: { next: string | null } } = (
        await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
      ).json();
      seen.push(...names(body));
      url = body._pagination.next;
    }
    expect(seen).toEqual(['Harper Residence', 'Johnson Residence', 'Oak Street Remodel', 'Orders', 'Patel Kitchen', 'Purchase Orders', 'QR Codes']);
  });

  it('lists the account’s cart and purchase-order profiles to every user of it, not a colleague’s own profiles', async () => {
    const colleague = await t.login('admin@specfolio.test');
    const colleagueId = await meId(colleague);
    const list = async () =>
      names((await t.app.inject({ method: 'GET', url: `/api/v4/user/${colleagueId}/profile`, headers: { authorization: `Bearer ${colleague}` } })).json());
    const before = await list();
    expect(before).toContain('Purchase Orders');
    expect(before).not.toContain('Johnson Residence');
    // The seller's first cart made the account's 'Cart' profile: the colleague's carts go there too.
    await sql(`insert into profiles (account_id, user_id, name, type) select account_id, id, 'Cart', 'cart' from users where id = $1`, [userId]);
    // A later profile of the same type is a user's own, not the account's.
    await sql(`insert into profiles (account_id, user_id, name, type) select account_id, id, 'Second cart', 'cart' from users where id = $1`, [userId]);
    try {
      expect(await list()).toEqual([...before, 'Cart'].sort());
    } finally {
      await sql(`delete from profiles where account_id = (select account_id from users where id = $1) and type = 'cart'`, [userId]);
    }
  });

  it('answers 401 without a token, 400 for a bad page size, 404 for another user’s path', async () => {
    expect((await call('GET', '', undefined, null)).statusCode).toBe(401);
    const bad = await call('GET', '?perPage=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'perPage', message: 'perPage must be at least 1.' });
    expect((await call('GET', '', undefined, other)).statusCode).toBe(404);
  });
});

describe('POST {u}/profile/filter', () => {
  it('filters, searches and sorts', async () => {
    const res = await call('POST', '/filter', {
      filterProfilesRequest: { search: 'o', filter: { active: true, type: { in: ['order', 'qr_code'] } }, sort: { desc: 'name' } },
    });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['QR Codes', 'Orders']);
    // The e-Specbook's purchase-order mode reads these flags (decision 030).
    const flags = res.json().data.map((p: { name: string; isPurchaseOrderProfile: boolean; isOrdersProfile: boolean }) => [p.name, p.isPurchaseOrderProfile, p.isOrdersProfile]);
    expect(flags).toEqual([['QR Codes', false, false], ['Orders', false, true]]);
  });

  it('answers 400 for an unknown filter field or a missing envelope, 401 without a token', async () => {
    const bad = await call('POST', '/filter', { filterProfilesRequest: { filter: { secret: 1 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('filter.secret');
    const noEnvelope = await call('POST', '/filter', { filter: {} });
    expect(noEnvelope.statusCode).toBe(400);
    expect(noEnvelope.json().message).toBe('Request body must be {"filterProfilesRequest": {...}}.');
    expect((await call('POST', '/filter', { filterProfilesRequest: {} }, null)).statusCode).toBe(401);
  });
});

describe('POST {u}/profile', () => {
  it('creates a profile for the user', async () => {
    const res = await call('POST', '', {
      createProfileRequest: { Profile: { name: '  Lakeview Condo ', email: 'lv@example.com', phone: '', address: '1 Lake St', public: true } },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'Lakeview Condo', email: 'lv@example.com', phone: null, address: '1 Lake St', public: true, specbookCount: 0 });
    const [row] = await sql(`select name, email, phone, account_id, user_id from profiles where id = $1`, [data.id]);
    expect(row).toMatchObject({ name: 'Lakeview Condo', email: 'lv@example.com', phone: null, user_id: userId });
  });

  it.each([
    [{ name: '' }, 'name', PROFILE_MESSAGES.nameRequired],
    [{}, 'name', PROFILE_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', PROFILE_MESSAGES.nameMax],
    [{ name: 'Ok', email: 'nope' }, 'email', PROFILE_MESSAGES.emailInvalid],
    [{ name: 'Ok', email: `${'a'.repeat(95)}@x.com` }, 'email', PROFILE_MESSAGES.emailMax],
    [{ name: 'Ok', address: 'x'.repeat(101) }, 'address', PROFILE_MESSAGES.addressMax],
    [{ name: 'Ok', phone: 'call me' }, 'phone', PROFILE_MESSAGES.phoneInvalid],
    [{ name: 'Ok', type: 'vip' }, 'type', PROFILE_MESSAGES.typeInvalid],
  ])('answers 400 for %j and writes nothing', async (profile, field, message) => {
    const before = await sql(`select count(*)::int as n from profiles`);
    const res = await call('POST', '', { createProfileRequest: { Profile: profile } });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.json().errors[0])).toEqual({ field, message });
    expect(await sql(`select count(*)::int as n from profiles`)).toEqual(before);
  });

  it('answers 401 without a token and 404 on another user’s path', async () => {
    const body = { createProfileRequest: { Profile: { name: 'Nope' } } };
    expect((await call('POST', '', body, null)).statusCode).toBe(401);
    expect((await call('POST', '', body, other)).statusCode).toBe(404);
    expect(await sql(`select id from profiles where name = 'Nope'`)).toEqual([]);
  });
});

describe('GET and PATCH {u}/profile/{id}', () => {
  it('reads and updates one profile (update or create envelope)', async () => {
    const [{ id }] = (await sql<{ id: number }>(`select id from profiles where name = 'Patel Kitchen'`)) as [{ id: number }];
    expect((await call('GET', `/${id}`)).json().data).toMatchObject({ id, name: 'Patel Kitchen', specbookCount: 1 });
    const res = await call('PATCH', `/${id}`, { updateProfileRequest: { Profile: { name: 'Patel Residence', phone: '(847) 555-0199' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Patel Residence', phone: '(847) 555-0199', email: 'r.patel@example.com' });
    const again = await call('PATCH', `/${id}`, { createProfileRequest: { Profile: { active: false } } });
    expect(again.json().data.active).toBe(false);
    expect(await sql(`select name, active from profiles where id = $1`, [id])).toEqual([{ name: 'Patel Residence', active: false }]);
  });

  it('answers 400 with the message and changes nothing', async () => {
    const [{ id }] = (await sql<{ id: number }>(`select id from profiles where name = 'Johnson Residence'`)) as [{ id: number }];
    const res = await call('PATCH', `/${id}`, { updateProfileRequest: { Profile: { name: ' ' } } });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.json().errors[0])).toEqual({ field: 'name', message: PROFILE_MESSAGES.nameRequired });
    const noEnvelope = await call('PATCH', `/${id}`, { name: 'x' });
    expect(noEnvelope.statusCode).toBe(400);
    expect(noEnvelope.json().message).toBe('Request body must be {"updateProfileRequest": {"Profile": {...}}}.');
    expect(await sql(`select name from profiles where id = $1`, [id])).toEqual([{ name: 'Johnson Residence' }]);
  });

  it('answers 404 for another account’s profile or a missing one, 401 without a token', async () => {
    expect((await call('GET', `/${otherProfileId}`)).statusCode).toBe(404);
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('GET', '/abc')).statusCode).toBe(404);
    const patch = await call('PATCH', `/${otherProfileId}`, { updateProfileRequest: { Profile: { name: 'Mine now' } } });
    expect(patch.statusCode).toBe(404);
    expect(await sql(`select name from profiles where id = $1`, [otherProfileId])).toEqual([{ name: 'Bayview Apartments' }]);
    expect((await call('GET', `/${otherProfileId}`, undefined, null)).statusCode).toBe(401);
  });
});
