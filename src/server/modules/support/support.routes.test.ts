import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '#server/config';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, fieldNamed, sqlCount, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { SUPPORT_MESSAGES as M } from '#shared/lib/support-messages';
import { unknownDetailMessage } from '#shared/schemas/support';
import { dropRole } from '#server/modules/invoices/invoices.test-kit';

let t: TestServer;
let seller: string;
let pro: string;
let admin: string;
let sellerId: number;
let proId: number;
let adminId: number;
let globalMfr: { id: number; name: string };
let ownMfr: number;
let otherMfr: number;

beforeAll(async () => {
  t = await createTestServer();
  [seller, pro, admin] = await Promise.all([
    t.login('seller@specfolio.test'),
    t.login('pro@specfolio.test'),
    t.login('admin@specfolio.test'),
  ]);
  [sellerId, proId, adminId] = await Promise.all([
    userIdOf(t, 'seller@specfolio.test'),
    userIdOf(t, 'pro@specfolio.test'),
    userIdOf(t, 'admin@specfolio.test'),
  ]);
  globalMfr = await sqlOne(t, 'select id, name from manufacturers where account_id is null order by id limit 1');
  const mfrOf = async (email: string, name: string) =>
    (
      await sqlOne<{ id: number }>(
        t,
        `insert into manufacturers (account_id, user_id, name) select account_id, id, $2 from users where email = $1 returning id`,
        [email, name],
      )
    ).id;
  ownMfr = await mfrOf('seller@specfolio.test', 'Lakeside House Brand');
  otherMfr = await mfrOf('other@specfolio.test', 'Harbor Private Label');
});
afterAll(() => t.close());

const support = (user = sellerId) => `/api/v4/user/${user}/support-request`;
const data = (user = sellerId) => `/api/v4/user/${user}/data-request`;
const req = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const goodSupport = { name: 'Sam Seller', emailAddress: 'sam@lakeside.example', phoneNumber: '(800) 555-0199', userMessage: 'The PDF export hangs.' };
const goodData = {
  manufacturerID: 0,
  productModel: 'K-2345-BN',
  contactEmail: 'sam@lakeside.example',
  requestNotes: 'Need the spec sheet',
  requestDetails: { productImage: true, specificationSheet: true },
};

/** The decoded text of every .eml written so far. */
async function mails(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.map((s) => s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
}

describe('support requests', () => {
  it('401 without a token', async () => {
    expect((await req('POST', support(), null, { payload: goodSupport })).statusCode).toBe(401);
    expect((await req('GET', support(), null)).statusCode).toBe(401);
    expect((await req('PATCH', `${support()}/1`, null, { updateSupportRequestRequest: { SupportRequest: { status: 'closed' } } })).statusCode).toBe(401);
  });

  it.each([
    [{ ...goodSupport, name: '' }, 'name', M.nameRequired],
    [{ ...goodSupport, name: 'Al' }, 'name', M.nameTooShort],
    [{ ...goodSupport, name: 'x'.repeat(51) }, 'name', M.nameTooLong],
    [{ ...goodSupport, emailAddress: undefined }, 'emailAddress', M.emailRequired],
    [{ ...goodSupport, emailAddress: 'not-an-email' }, 'emailAddress', M.emailInvalid],
    [{ ...goodSupport, phoneNumber: '12' }, 'phoneNumber', M.phoneInvalid],
    [{ ...goodSupport, userMessage: '' }, 'userMessage', M.messageRequired],
    [{ ...goodSupport, userMessage: 'Hey' }, 'userMessage', M.messageTooShort],
    [{ ...goodSupport, userMessage: 'x'.repeat(257) }, 'userMessage', M.messageTooLong],
  ])('400 with the spec message (%#)', async (payload, field, message) => {
    const res = await req('POST', support(), seller, { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed(field), message });
  });

  it('400 without the payload wrapper', async () => {
    const res = await req('POST', support(), seller, goodSupport);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/payload/);
  });

  it('stores the request, e-mails the support mailbox and answers 201 with the record', async () => {
    const before = (await mails()).length;
    const res = await req('POST', support(), seller, { userId: sellerId, payload: { ...goodSupport, name: '  Sam Seller ' } });
    expect(res.statusCode).toBe(201);
    const record = res.json().data;
    expect(record).toMatchObject({
      ...goodSupport,
      userId: sellerId,
      status: 'open',
      accountName: 'Lakeside Bath & Kitchen',
      userEmail: 'seller@specfolio.test',
      emailSent: true,
    });
    expect(await sqlCount(t, 'support_requests', 'id = $1 and name = $2', [record.id, 'Sam Seller'])).toBe(1);
    const all = await mails();
    expect(all.length).toBe(before + 1);
    const eml = all.at(-1) ?? '';
    expect(eml).toContain(`To: ${DEFAULT_SUPPORT_EMAIL}`);
    expect(eml).toMatch(/Reply-To: "?Sam Seller"? <sam@lakeside\.example>/);
    expect(eml).toContain('The PDF export hangs.');
    expect(eml).toContain('(800) 555-0199');
  });

  it('a blank phone is allowed and stored as null', async () => {
    const res = await req('POST', support(proId), pro, { payload: { ...goodSupport, phoneNumber: '' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.phoneNumber).toBeNull();
  });

  it("404 when acting under another user's path", async () => {
    expect((await req('POST', support(adminId), seller, { payload: goodSupport })).statusCode).toBe(404);
  });
});

describe('data requests', () => {
  it('401 without a token', async () => {
    expect((await req('POST', data(), null, { ...goodData, manufacturerID: globalMfr.id })).statusCode).toBe(401);
    expect((await req('GET', data(), null)).statusCode).toBe(401);
  });

  it.each([
    [{ ...goodData, manufacturerID: undefined }, 'manufacturerID', M.manufacturerRequired],
    [{ ...goodData, manufacturerID: null }, 'manufacturerID', M.manufacturerRequired],
    [{ ...goodData, productModel: '' }, 'productModel', M.productModelRequired],
    [{ ...goodData, productModel: undefined }, 'productModel', M.productModelRequired],
    [{ ...goodData, contactEmail: '' }, 'contactEmail', M.contactEmailRequired],
    [{ ...goodData, contactEmail: 'nope' }, 'contactEmail', M.contactEmailInvalid],
  ])('400 with the spec message (%#)', async (body, field, message) => {
    const payload = { ...body, manufacturerID: body.manufacturerID === 0 ? globalMfr.id : body.manufacturerID };
    const res = await req('POST', data(), seller, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed(field), message });
  });

  it("404 for another account's manufacturer and for an unknown one; nothing stored", async () => {
    const before = await sqlCount(t, 'data_requests');
    for (const id of [otherMfr, 999_999]) {
      const res = await req('POST', data(), seller, { ...goodData, manufacturerID: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.manufacturerNotFound);
    }
    expect(await sqlCount(t, 'data_requests')).toBe(before);
  });

  it('stores a request for a global manufacturer and e-mails support', async () => {
    const before = (await mails()).length;
    const res = await req('POST', data(), seller, { ...goodData, manufacturerID: globalMfr.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      manufacturerID: globalMfr.id,
      manufacturerName: globalMfr.name,
      productModel: 'K-2345-BN',
      contactEmail: 'sam@lakeside.example',
      requestNotes: 'Need the spec sheet',
      requestDetails: { productImage: true, upc: false, priceUpdate: false, specificationSheet: true, installationSheet: false, warrantySheet: false },
      status: 'open',
      emailSent: true,
    });
    const row = await sqlOne<{ request_details: string[] }>(t, 'select request_details from data_requests where id = $1', [res.json().data.id]);
    expect(row.request_details).toEqual(['productImage', 'specificationSheet']);
    const all = await mails();
    expect(all.length).toBe(before + 1);
    expect(all.at(-1)).toContain(`To: ${DEFAULT_SUPPORT_EMAIL}`);
    expect(all.at(-1)).toContain('Image, Specification Sheet');
    expect(all.at(-1)).toContain('K-2345-BN');
  });

  it("accepts the account's own manufacturer; Price Update is allowed for ROLE_IBOOK", async () => {
    const res = await req('POST', data(), seller, { ...goodData, manufacturerID: ownMfr, requestDetails: { priceUpdate: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ manufacturerName: 'Lakeside House Brand', requestDetails: { priceUpdate: true } });
  });

  it("takes every detail flag under the spec's names and answers 400 for any other, storing nothing", async () => {
    const flags = { productImage: true, specificationSheet: true, upc: true, installationSheet: true, warrantySheet: true };
    const res = await req('POST', data(), seller, { ...goodData, manufacturerID: globalMfr.id, requestDetails: flags });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.requestDetails).toEqual({ ...flags, priceUpdate: false });
    await t.database.pool.query('delete from data_requests where id = $1', [res.json().data.id]); // the admin list below counts rows
    const before = await sqlCount(t, 'data_requests');
    for (const unknown of [{ image: true }, { installation: true, warranty: false }, { colourChart: true }]) {
      const bad = await req('POST', data(), seller, { ...goodData, manufacturerID: globalMfr.id, requestDetails: unknown });
      expect(bad.statusCode, JSON.stringify(unknown)).toBe(400);
      expect(bad.json().errors[0]).toEqual({ field: 'requestDetails', message: unknownDetailMessage(Object.keys(unknown)) });
    }
    expect(await sqlCount(t, 'data_requests')).toBe(before);
  });

  it('reads requests stored under the former flag names', async () => {
    const res = await req('POST', data(), seller, { ...goodData, manufacturerID: globalMfr.id, requestDetails: {} });
    await t.database.pool.query("update data_requests set request_details = '{image,installation,warranty}' where id = $1", [res.json().data.id]);
    const list = await req('GET', `${data(adminId)}?perPage=100`, admin);
    expect(list.statusCode, list.body).toBe(200);
    const mine = (list.json().data as { id: number; requestDetails: object }[]).find((r) => r.id === res.json().data.id);
    expect(mine?.requestDetails).toMatchObject({ productImage: true, installationSheet: true, warrantySheet: true });
    await t.database.pool.query('delete from data_requests where id = $1', [res.json().data.id]);
  });

  it('403 for Price Update without ROLE_IBOOK; the other toggles are fine', async () => {
    // The demo pro has the role (to keep the Price group button, decision 067): take it for this test.
    await dropRole(t, 'pro@specfolio.test', 'ROLE_IBOOK');
    const denied = await req('POST', data(proId), pro, { ...goodData, manufacturerID: globalMfr.id, requestDetails: { priceUpdate: true } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(M.priceUpdateForbidden);
    const ok = await req('POST', data(proId), pro, { ...goodData, manufacturerID: globalMfr.id, requestDetails: { upc: true } });
    expect(ok.statusCode).toBe(201);
  });
});

describe('admin lists and status', () => {
  it('403 for everyone but platform admins', async () => {
    for (const url of [support(), data()]) expect((await req('GET', url, seller)).statusCode).toBe(403);
    const first = await sqlOne<{ id: number }>(t, 'select id from support_requests order by id limit 1');
    const patch = await req('PATCH', `${support()}/${first.id}`, seller, { updateSupportRequestRequest: { SupportRequest: { status: 'closed' } } });
    expect(patch.statusCode).toBe(403);
    const firstData = await sqlOne<{ id: number }>(t, 'select id from data_requests order by id limit 1');
    const patchData = await req('PATCH', `${data()}/${firstData.id}`, seller, { updateDataRequestRequest: { DataRequest: { status: 'closed' } } });
    expect(patchData.statusCode).toBe(403);
  });

  it('lists every account\'s support requests newest first, paged', async () => {
    const res = await req('GET', `${support(adminId)}?perPage=1`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(body.data[0]).toMatchObject({ userEmail: 'pro@specfolio.test' });
    expect(body._pagination.next).toContain('page=2');
  });

  it('lists data requests with the manufacturer name, filters by status and closes one', async () => {
    const list = await req('GET', data(adminId), admin);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: number; status: string; manufacturerName: string; createdAt: string }[];
    expect(rows).toHaveLength(3);
    expect([...rows].map((r) => r.createdAt)).toEqual([...rows].map((r) => r.createdAt).sort().reverse());
    const target = rows[0]!;
    const patched = await req('PATCH', `${data(adminId)}/${target.id}`, admin, { updateDataRequestRequest: { DataRequest: { status: 'closed' } } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ id: target.id, status: 'closed', manufacturerName: target.manufacturerName });
    const closed = await req('GET', `${data(adminId)}?status=closed`, admin);
    expect(closed.json().data.map((r: { id: number }) => r.id)).toEqual([target.id]);
    const open = await req('GET', `${data(adminId)}?filter[status]=open`, admin);
    expect(open.json().data).toHaveLength(2);
  });

  it('sets a support request in progress; 400 for an unknown status, 404 for an unknown id', async () => {
    const first = await sqlOne<{ id: number }>(t, 'select id from support_requests order by id limit 1');
    const ok = await req('PATCH', `${support(adminId)}/${first.id}`, admin, { updateSupportRequestRequest: { SupportRequest: { status: 'in_progress' } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: first.id, status: 'in_progress', accountName: 'Lakeside Bath & Kitchen' });
    const bad = await req('PATCH', `${support(adminId)}/${first.id}`, admin, { updateSupportRequestRequest: { SupportRequest: { status: 'done' } } });
    expect(bad.statusCode).toBe(400);
    const missing = await req('PATCH', `${support(adminId)}/999999`, admin, { updateSupportRequestRequest: { SupportRequest: { status: 'closed' } } });
    expect(missing.statusCode).toBe(404);
    expect((await req('GET', `${support(adminId)}?status=bogus`, admin)).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the support and data request paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v4/user/{userId}/support-request',
        '/api/v4/user/{userId}/support-request/{id}',
        '/api/v4/user/{userId}/data-request',
        '/api/v4/user/{userId}/data-request/{id}',
      ]),
    );
  });
});
