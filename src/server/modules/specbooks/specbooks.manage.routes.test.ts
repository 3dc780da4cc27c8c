import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SPECBOOK_NAME, SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import { WORKSPACE_MESSAGES as WM } from '#shared/lib/workspace-messages';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let seller: string;
let other: string;
let admin: string;
let pro: string;
let userId: number;
const ids = { johnson: 0, patel: 0, bayviewProfile: 0, masterBath: 0, powder: 0, bayview: 0 };

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, params)).rows as T[];
}
async function idOf(table: 'profiles' | 'specbooks', name: string): Promise<number> {
  const [row] = await sql<{ id: number }>(`select id from ${table} where name = $1`, [name]);
  return row!.id;
}
async function meId(as: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${as}` } })).json().data.id;
}

beforeAll(async () => {
  t = await createTestServer();
  [seller, other, admin, pro] = await Promise.all(
    ['seller', 'other', 'admin', 'pro'].map((who) => t.login(`${who}@specfolio.test`)),
  ) as [string, string, string, string];
  userId = await meId(seller);
  ids.johnson = await idOf('profiles', 'Johnson Residence');
  ids.patel = await idOf('profiles', 'Patel Kitchen');
  ids.bayviewProfile = await idOf('profiles', 'Bayview Apartments');
  ids.masterBath = await idOf('specbooks', 'Johnson Master Bath');
  ids.powder = await idOf('specbooks', 'Johnson Powder Room');
  ids.bayview = await idOf('specbooks', 'Bayview Unit Fixtures');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, path: string, payload?: unknown, as: string | null = seller, user = userId) {
  return t.app.inject({
    method,
    url: `/api/v4/user/${user}/specbook${path}`,
    ...(as ? { headers: { authorization: `Bearer ${as}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const create = (Specbook: unknown, as: string | null = seller) => call('POST', '', { createSpecbookRequest: { Specbook } }, as);
const patch = (id: number, Specbook: unknown, op = 'updateSpecbookRequest') => call('PATCH', `/${id}`, { [op]: { Specbook } });

/** The field of an error without an envelope prefix (see the report on plugins/errors.ts). */
const fieldError = (e: { field: string | null; message: string }) => ({
  field: e.field?.replace(/^[a-z][A-Za-z]*Request\.[A-Z][A-Za-z]*\./, '') ?? null,
  message: e.message,
});
const countSpecbooks = async () => (await sql<{ n: number }>(`select count(*)::int as n from specbooks`))[0]!.n;
const listNames = async (query = '') => (await call('GET', query)).json().data.map((s: { name: string }) => s.name) as string[];

describe('POST {u}/specbook', () => {
  it('creates a specbook under a profile and answers it', async () => {
    const res = await create({ name: 'Lake House Bath', description: 'Primary suite', profile: { id: ids.johnson } });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      specbookID: data.id,
      name: 'Lake House Bath',
      description: 'Primary suite',
      profile: { id: ids.johnson, name: 'Johnson Residence' },
      projectID: ids.johnson,
      pinned: false,
      archived: false,
      status: 'open',
      tax: null,
      shippingCalculation: true,
      links: { especbook: `/v4/especbook/${data.id}` },
    });
    const [row] = await sql(`select name, description, profile_id, user_id from specbooks where id = $1`, [data.id]);
    expect(row).toEqual({ name: 'Lake House Bath', description: 'Primary suite', profile_id: ids.johnson, user_id: userId });
  });

  it('drops empty values first and accepts the older projectID', async () => {
    const res = await create({ name: '', description: '   ', projectID: ids.patel });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: DEFAULT_SPECBOOK_NAME, description: null, profile: { id: ids.patel } });
  });

  it.each([
    [{ name: 'ab' }, 'name', M.nameMin],
    [{ name: 'x'.repeat(141) }, 'name', M.nameMax],
    [{ name: Array(11).fill('line').join('\n') }, 'name', M.nameMax],
    [{ description: 'ab' }, 'description', M.descriptionMin],
    [{ description: 'x'.repeat(401) }, 'description', M.descriptionMax],
    [{ description: Array(6).fill('line').join('\n') }, 'description', M.descriptionMax],
    [{ profile: undefined }, 'profile', M.profileRequired],
    [{ profile: { id: 'seven' } }, 'profile.id', M.profileRequired],
    [{ profile: null, projectID: null }, 'profile', M.profileRequired],
  ])('answers 400 for %j with the spec’s message and writes nothing', async (fields, field, message) => {
    const before = await countSpecbooks();
    const res = await create({ name: 'Valid name', profile: { id: ids.johnson }, ...fields });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.json().errors[0])).toEqual({ field, message });
    expect(await countSpecbooks()).toBe(before);
  });

  it('refuses another account’s profile, a missing envelope, no token and another user’s path', async () => {
    const before = await countSpecbooks();
    const foreign = await create({ name: 'Sneaky', profile: { id: ids.bayviewProfile } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toEqual({ field: 'profile.id', message: M.profileNotFound });
    const bare = await call('POST', '', { name: 'No envelope' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Request body must be {"createSpecbookRequest": {"Specbook": {...}}}.');
    expect((await create({ name: 'Anon', profile: { id: ids.johnson } }, null)).statusCode).toBe(401);
    expect((await create({ name: 'Other', profile: { id: ids.johnson } }, other)).statusCode).toBe(404);
    expect(await countSpecbooks()).toBe(before);
  });
});

describe('GET {u}/specbook/{id}', () => {
  it('answers one specbook', async () => {
    const res = await call('GET', `/${ids.masterBath}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids.masterBath, name: 'Johnson Master Bath', profile: { name: 'Johnson Residence' } });
  });

  it('answers its ERP fields: none before a submission, the opportunity after one', async () => {
    expect((await call('GET', `/${ids.powder}`)).json().data.erp).toEqual({ opportunityId: null, submissionVersion: 0, submittedAt: null });
    await sql(`update specbooks set erp_opportunity_id = 'OP000042', erp_submission_version = 2, erp_submitted_at = '2026-03-04T05:06:07Z' where id = $1`, [ids.powder]);
    expect((await call('GET', `/${ids.powder}`)).json().data.erp).toEqual({ opportunityId: 'OP000042', submissionVersion: 2, submittedAt: '2026-03-04T05:06:07.000Z' });
  });

  it('answers 404 for another tenant’s or a missing specbook and 401 without a token', async () => {
    expect((await call('GET', `/${ids.bayview}`)).statusCode).toBe(404);
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('GET', '/nope')).statusCode).toBe(404);
    expect((await call('GET', `/${ids.masterBath}`, undefined, null)).statusCode).toBe(401);
  });
});

describe('PATCH {u}/specbook/{id}', () => {
  it('changes only the fields sent (update or create envelope)', async () => {
    const res = await patch(ids.powder, { tax: 8.25, paymentTerms: 30, shippingCalculation: false, expectedInstalledAt: '2025-06-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Johnson Powder Room', tax: '8.25', paymentTerms: { id: 30, name: 'Net 30' }, paymentTermsDays: 30, shippingCalculation: false });
    expect(res.json().data.expectedInstalledAt).toBe('2025-06-01T00:00:00.000Z');
    const again = await patch(ids.powder, { name: 'Powder Room', description: 'Guest wing', profile: { id: ids.patel } }, 'createSpecbookRequest');
    expect(again.statusCode).toBe(200);
    const cleared = await patch(ids.powder, { description: '', tax: null });
    expect(cleared.json().data).toMatchObject({ name: 'Powder Room', description: null, tax: null, profile: { id: ids.patel } });
    expect(await sql(`select name, description, tax, payment_terms, profile_id from specbooks where id = $1`, [ids.powder])).toEqual([
      { name: 'Powder Room', description: null, tax: null, payment_terms: 30, profile_id: ids.patel },
    ]);
  });

  it.each([
    [{ name: 'ab' }, 'name', M.nameMin],
    [{ description: 'x'.repeat(401) }, 'description', M.descriptionMax],
    [{ tax: 101 }, 'tax', M.taxRange],
    [{ tax: 'lots' }, 'tax', M.taxRange],
    [{ paymentTerms: -1 }, 'paymentTerms', M.paymentTerms],
    [{ expectedApprovedAt: 'soon' }, 'expectedApprovedAt', M.dateInvalid],
  ])('answers 400 for %j and changes nothing', async (fields, field, message) => {
    const [before] = await sql(`select * from specbooks where id = $1`, [ids.masterBath]);
    const res = await patch(ids.masterBath, fields);
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.json().errors[0])).toEqual({ field, message });
    expect(await sql(`select * from specbooks where id = $1`, [ids.masterBath])).toEqual([before]);
  });

  it('sets a user-managed status, as a value or {value}; refuses unknown and system statuses, changing nothing', async () => {
    const set = await patch(ids.powder, { status: 'ordered', expectedApprovedAt: '2025-05-01' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ status: 'ordered', expectedApprovedAt: '2025-05-01T00:00:00.000Z' });
    expect((await patch(ids.powder, { status: { value: 'approved' } })).json().data.status).toBe('approved');
    const unknown = await patch(ids.powder, { status: 'teleported' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toBe(WM.statusUnknown);
    const system = await patch(ids.powder, { status: 'paid', name: 'Not Saved' });
    expect(system.statusCode).toBe(400);
    expect(system.json().errors[0].message).toBe(WM.statusNotUserManaged);
    expect(await sql(`select name, status from specbooks where id = $1`, [ids.powder])).toEqual([{ name: expect.not.stringMatching('Not Saved'), status: 'approved' }]);
  });

  it('answers 400 for another tenant’s profile, 404 for another tenant’s specbook, 401 without a token', async () => {
    expect((await patch(ids.masterBath, { profile: { id: ids.bayviewProfile } })).statusCode).toBe(400);
    const foreign = await patch(ids.bayview, { name: 'Taken over' });
    expect(foreign.statusCode).toBe(404);
    expect(await sql(`select name from specbooks where id = $1`, [ids.bayview])).toEqual([{ name: 'Bayview Unit Fixtures' }]);
    const anon = await call('PATCH', `/${ids.masterBath}`, { updateSpecbookRequest: { Specbook: { name: 'Anon' } } }, null);
    expect(anon.statusCode).toBe(401);
  });
});

describe('archive, unarchive, pin, unpin', () => {
  it('archive hides it from the list unless asked for; pin puts it first', async () => {
    const archived = await call('POST', `/${ids.masterBath}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.archived).toBe(true);
    expect(await listNames()).not.toContain('Johnson Master Bath');
    expect(await listNames('?includeArchived=true')).toContain('Johnson Master Bath');
    expect(await listNames('?filter[archived]=true')).toEqual(['Johnson Master Bath']);
    expect((await call('POST', `/${ids.masterBath}/unarchive`)).json().data.archived).toBe(false);
    expect(await sql(`select archived from specbooks where id = $1`, [ids.masterBath])).toEqual([{ archived: false }]);

    const oak = await idOf('specbooks', 'Oak Street Guest Bath');
    expect((await call('POST', `/${oak}/pin`)).json().data.pinned).toBe(true);
    expect((await listNames())[0]).toBe('Oak Street Guest Bath');
    expect((await call('POST', `/${oak}/unpin`)).json().data.pinned).toBe(false);
    expect(await sql(`select pinned from specbooks where id = $1`, [oak])).toEqual([{ pinned: false }]);
  });

  it('answers 404 for another tenant’s specbook and 401 without a token', async () => {
    expect((await call('POST', `/${ids.bayview}/archive`)).statusCode).toBe(404);
    expect(await sql(`select archived from specbooks where id = $1`, [ids.bayview])).toEqual([{ archived: false }]);
    expect((await call('POST', `/${ids.masterBath}/pin`, undefined, null)).statusCode).toBe(401);
  });
});

describe('GET {u}/specbook filters and POST {u}/specbook/filter', () => {
  it('filters the list by profile', async () => {
    const oakProfile = await idOf('profiles', 'Oak Street Remodel');
    expect((await listNames(`?filter[profile.id]=${oakProfile}`)).sort()).toEqual(['Oak Street Guest Bath', 'Oak Street Kitchen']);
    const bad = await call('GET', '?filter[profile.id]=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('filter.profile.id');
  });

  it('filters, sorts, counts and pages with a cursor', async () => {
    const body = { filterProfilesRequest: { filter: { 'profile.id': { in: [ids.johnson, ids.patel] } }, sort: { asc: 'name' }, summary: true } };
    const first = await call('POST', '/filter?perPage=2', body);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.count).toBeGreaterThanOrEqual(3);
    expect(page1._pagination.total).toBe(page1.count);
    const seen: string[] = page1.data.map((s: { name: string }) => s.name);
    let next: string | null = page1._pagination.next;
    while (next) {
      const res = await t.app.inject({ method: 'POST', url: next, headers: { authorization: `Bearer ${seller}` }, payload: body });
      seen.push(...res.json().data.map((s: { name: string }) => s.name));
      next = res.json()._pagination.next;
    }
    expect(seen).toHaveLength(page1.count);
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers 400 for a field outside the whitelist, 401 without a token', async () => {
    const bad = await call('POST', '/filter', { filterProfilesRequest: { filter: { accountId: 1 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('filter.accountId');
    const badSort = await call('POST', '/filter', { filterProfilesRequest: { sort: { asc: 'profile.id' } } });
    expect(badSort.statusCode).toBe(400);
    expect((await call('POST', '/filter', { filterProfilesRequest: {} }, null)).statusCode).toBe(401);
  });
});

/** Gives a specbook two rooms, specs in each and one in Miscellaneous, and a tag; answers the spec rows. */
async function furnish(specbookId: number) {
  const [{ account_id: accountId }] = (await sql<{ account_id: number }>(`select account_id from specbooks where id = $1`, [specbookId])) as [
    { account_id: number },
  ];
  const catalogue = await sql<{ id: number }>(`select id from specs where account_id is null order by id limit 3`);
  const rooms = await sql<{ id: number }>(
    `insert into categories (account_id, specbook_id, name, sort_order) values ($1, $2, 'Vanity', 1), ($1, $2, 'Shower', 0) returning id`,
    [accountId, specbookId],
  );
  await sql(
    `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sale_price, status)
     values ($1, $2, $3, $4, 2, 100.50, 'approved'), ($1, $2, $5, $6, 1, null, 'open'), ($1, $2, $7, null, 4, 9.99, 'open')`,
    [accountId, specbookId, catalogue[0]!.id, rooms[0]!.id, catalogue[1]!.id, rooms[1]!.id, catalogue[2]!.id],
  );
  const owner = (await sql<{ user_id: number }>(`select user_id from specbooks where id = $1`, [specbookId]))[0]!.user_id;
  const [tag] = await sql<{ id: number }>(`insert into tags (account_id, user_id, name) values ($1, $2, 'Rush') returning id`, [accountId, owner]);
  await sql(
    `insert into spec_specbook_tags (tag_id, spec_specbook_id) select $1, id from spec_specbooks where specbook_id = $2 and category_id = $3`,
    [tag!.id, specbookId, rooms[0]!.id],
  );
}

describe('POST {u}/specbook/{id}/duplicate', () => {
  it('copies the specbook, its rooms and specs (with tags) in one go', async () => {
    await furnish(ids.masterBath);
    const res = await call('POST', `/${ids.masterBath}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ name: 'Johnson Master Bath (Copy)', profile: { id: ids.johnson }, pinned: false, archived: false });
    expect(copy.id).not.toBe(ids.masterBath);
    const rooms = await sql(`select name, sort_order from categories where specbook_id = $1 order by sort_order`, [copy.id]);
    expect(rooms).toEqual([{ name: 'Shower', sort_order: 0 }, { name: 'Vanity', sort_order: 1 }]);
    const specRows = await sql(
      `select c.name as room, s.quantity, s.sale_price, s.status, s.source_specbook_id,
              (select count(*)::int from spec_specbook_tags t where t.spec_specbook_id = s.id) as tags
       from spec_specbooks s left join categories c on c.id = s.category_id where s.specbook_id = $1 order by s.quantity`,
      [copy.id],
    );
    expect(specRows).toEqual([
      { room: 'Shower', quantity: 1, sale_price: null, status: 'open', source_specbook_id: ids.masterBath, tags: 0 },
      { room: 'Vanity', quantity: 2, sale_price: '100.50', status: 'approved', source_specbook_id: ids.masterBath, tags: 1 },
      { room: null, quantity: 4, sale_price: '9.99', status: 'open', source_specbook_id: ids.masterBath, tags: 0 },
    ]);
    expect(await sql(`select count(*)::int as n from spec_specbooks where specbook_id = $1`, [ids.masterBath])).toEqual([{ n: 3 }]);
  });

  it('answers 403 with a message when the caller may not duplicate it', async () => {
    const before = await countSpecbooks();
    const adminId = await meId(admin);
    const crossAccount = await call('POST', `/${ids.bayview}/duplicate`, undefined, admin, adminId);
    expect(crossAccount.statusCode).toBe(403);
    expect(crossAccount.json().message).toBe(M.duplicateOtherAccount);

    const proId = await meId(pro);
    const [{ account_id: proAccount }] = (await sql<{ account_id: number }>(`select account_id from users where id = $1`, [proId])) as [
      { account_id: number },
    ];
    const [colleague] = await sql<{ id: number }>(
      `insert into users (account_id, email, password_hash, name) values ($1, 'colleague@verde.example', 'x', 'Colleague') returning id`,
      [proAccount],
    );
    const [theirs] = await sql<{ id: number }>(
      `insert into specbooks (account_id, user_id, name) values ($1, $2, 'Colleague Book') returning id`,
      [proAccount, colleague!.id],
    );
    const notOwn = await call('POST', `/${theirs!.id}/duplicate`, undefined, pro, proId);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe(M.duplicateOwnOnly);
    expect(await countSpecbooks()).toBe(before + 1);
  });

  it('answers 404 for another tenant’s specbook and 401 without a token', async () => {
    const before = await countSpecbooks();
    expect((await call('POST', `/${ids.bayview}/duplicate`)).statusCode).toBe(404);
    expect((await call('POST', `/${ids.masterBath}/duplicate`, undefined, null)).statusCode).toBe(401);
    expect(await countSpecbooks()).toBe(before);
  });
});

describe('GET {u}/specbook/{id}/preview', () => {
  it('answers the specbook with its rooms in order and Miscellaneous last', async () => {
    const res = await call('GET', `/${ids.masterBath}/preview`);
    expect(res.statusCode).toBe(200);
    const { specbook, rooms } = res.json().data;
    expect(specbook.name).toBe('Johnson Master Bath');
    expect(rooms.map((r: { name: string; specs: unknown[] }) => [r.name, r.specs.length])).toEqual([
      ['Shower', 1],
      ['Vanity', 1],
      ['Miscellaneous', 1],
    ]);
    expect(rooms[1].specs[0]).toMatchObject({ qty: 2, status: 'approved' });
    expect(rooms[1].specs[0].joinID).toBe(rooms[1].specs[0].id);
    expect(typeof rooms[1].specs[0].manufacturerName).toBe('string');
    expect(rooms[2].categoryID).toBeNull();
  });

  it('answers 404 for another tenant’s specbook and 401 without a token', async () => {
    expect((await call('GET', `/${ids.bayview}/preview`)).statusCode).toBe(404);
    expect((await call('GET', `/${ids.masterBath}/preview`, undefined, null)).statusCode).toBe(401);
  });
});

describe('DELETE {u}/specbook/{id}', () => {
  it('asks first (412) while it holds rooms or specs, then deletes with forceDelete', async () => {
    const first = await call('DELETE', `/${ids.masterBath}`);
    expect(first.statusCode).toBe(412);
    expect(first.json().message).toBe(M.deleteConfirm(3, 2));
    expect(await sql(`select id from specbooks where id = $1`, [ids.masterBath])).toHaveLength(1);
    expect((await call('DELETE', `/${ids.masterBath}?forceDelete=true`)).statusCode).toBe(204);
    expect(await sql(`select id from specbooks where id = $1`, [ids.masterBath])).toEqual([]);
    expect(await sql(`select id from categories where specbook_id = $1`, [ids.masterBath])).toEqual([]);
  });

  it('deletes an empty specbook at once; 404 for another tenant’s; 401 without a token', async () => {
    const patelBook = await idOf('specbooks', 'Patel Kitchen Lighting');
    expect((await call('DELETE', `/${patelBook}`, undefined, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/${ids.bayview}?forceDelete=true`)).statusCode).toBe(404);
    expect(await sql(`select id from specbooks where id = $1`, [ids.bayview])).toHaveLength(1);
    expect((await call('DELETE', `/${patelBook}`)).statusCode).toBe(204);
    expect(await sql(`select id from specbooks where id = $1`, [patelBook])).toEqual([]);
  });
});
