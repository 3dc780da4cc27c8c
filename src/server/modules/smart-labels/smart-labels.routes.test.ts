import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { decodeQrCodes, parsePdf } from '#server/test/pdf';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import type { TSmartLabelsPayload } from '#shared/schemas/smart-labels';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: { id: number; accountId: number; userId: number };
let otherSb: { id: number; accountId: number; userId: number };
/** The specbook's rooms in order (Miscellaneous last when it holds specs) with their specs in order. */
let rooms: { id: number | null; name: string; specs: { joinId: number; name: string }[] }[];

/** With PUBLIC_URL unset, links start with the request's origin (light-my-request's Host: localhost:80, the default port dropped). */
const base = () => 'http://localhost';
const labelUrl = (joinId: number, specbookId = sb.id) => `${base()}/qr/smartlabel/specbook/${specbookId}/spec/${joinId}`;
const labelsPath = (user = sellerId, id = sb.id) => `/api/v4/user/${user}/specbook/${id}/smartlabels`;
const qrPdfPath = (user = sellerId, id = sb.id) => `/api/v4/user/${user}/specbook/${id}/pdf/qrcode`;

const print = (payload: unknown, token: string | null = seller, url = labelsPath()) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
const getQrPdf = (token: string | null = seller, url = qrPdfPath()) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const qrAccess = async (id = sb.id) => (await sqlOne<{ qr_access: boolean }>(t, 'select qr_access from specbooks where id = $1', [id])).qr_access;
const setQr = (on: boolean, id = sb.id) => t.database.pool.query('update specbooks set qr_access = $2 where id = $1', [id, on]);

/** Every QR code of the PDF, page by page. */
async function allQrCodes(pdf: Buffer): Promise<string[]> {
  const { pageCount } = await parsePdf(pdf);
  const out: string[] = [];
  for (let page = 1; page <= pageCount; page += 1) out.push(...(await decodeQrCodes(pdf, page)));
  return out;
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Harper Residence Selections');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
  const res = await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/specbook/${sb.id}/categories`, headers: bearer(seller) });
  const categories = res.json().data as { id: number | null; name: string }[];
  const specs = await t.database.pool.query<{ joinId: number; categoryId: number | null; name: string }>(
    `select ss.id as "joinId", ss.category_id as "categoryId", coalesce(ss.name, s.name) as name
       from spec_specbooks ss join specs s on s.id = ss.spec_id where ss.specbook_id = $1 order by ss.sort_order, ss.id`,
    [sb.id],
  );
  rooms = categories.map((c) => ({ id: c.id, name: c.name, specs: specs.rows.filter((s) => s.categoryId === c.id) }));
});
afterAll(() => t.close());

describe('POST {u}/specbook/{id}/smartlabels', () => {
  it('needs the demo specbook to have at least two rooms with two specs', () => {
    expect(rooms.filter((r) => r.specs.length >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 without a token', async () => {
    expect((await print({ categories: [], allSpecbookSpecs: true }, null)).statusCode).toBe(401);
  });

  it('answers 403 without ROLE_SMART_LABELS, even on the caller’s own specbook', async () => {
    const res = await print({ categories: [], allSpecbookSpecs: true }, other, labelsPath(otherId, otherSb.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Smart labels are not enabled for your account.');
  });

  it("answers 404 for another account's specbook and a missing one", async () => {
    expect((await print({ allSpecbookSpecs: true }, seller, labelsPath(sellerId, otherSb.id))).statusCode).toBe(404);
    expect((await print({ allSpecbookSpecs: true }, seller, labelsPath(sellerId, 999_999))).statusCode).toBe(404);
    expect((await print({ allSpecbookSpecs: true }, seller, labelsPath(otherId, sb.id))).statusCode).toBe(404);
    expect(await qrAccess(otherSb.id)).toBe(false);
  });

  it('answers 400 for a malformed payload, ids of another specbook or user, or nothing selected', async () => {
    const cases: [unknown, string][] = [
      [{ categories: 'all' }, 'categories'],
      [{ categories: [{ categoryId: 'x', includeByDefault: true, except: [] }] }, 'categories.0.categoryId'],
      [{ categories: [{ categoryId: 1, includeByDefault: 'yes', except: [] }] }, 'categories.0.includeByDefault'],
      [{ categories: [{ categoryId: 1, includeByDefault: false, except: [-3] }] }, 'categories.0.except.0'],
      [{ allSpecbookSpecs: 'true' }, 'allSpecbookSpecs'],
    ];
    for (const [payload, field] of cases) {
      const res = await print(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const first = rooms[0]!.id;
    const dup = await print({ categories: [{ categoryId: first, includeByDefault: true, except: [] }, { categoryId: first, includeByDefault: false, except: [] }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('Each category may be listed only once.');
    const otherBook = await print({ specbookId: otherSb.id, allSpecbookSpecs: true });
    expect([otherBook.statusCode, otherBook.json().message]).toEqual([400, 'The labels payload names another specbook.']);
    const otherUser = await print({ userId: otherId, specbookId: sb.id, allSpecbookSpecs: true });
    expect([otherUser.statusCode, otherUser.json().message]).toEqual([400, 'The labels payload names another user.']);
    const none = await print({ userId: sellerId, specbookId: sb.id, categories: [], allSpecbookSpecs: false });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Select at least one spec to print labels.']);
    const foreignIds = await print({ categories: [{ categoryId: rooms[0]!.id, includeByDefault: false, except: [999_999] }] });
    expect(foreignIds.statusCode).toBe(400);
  });

  it('prints Labels.pdf with one QR label per selected spec, in room order, opening its landing page; QR access is on', async () => {
    await setQr(false);
    const [a, b] = rooms.filter((r) => r.specs.length >= 2);
    const kept = b!.specs[1]!;
    const payload: TSmartLabelsPayload = {
      userId: sellerId,
      specbookId: sb.id,
      categories: [
        { categoryId: a!.id, includeByDefault: true, except: [a!.specs[0]!.joinId] },
        { categoryId: b!.id, includeByDefault: false, except: [kept.joinId] },
      ],
      allSpecbookSpecs: false,
    };
    const res = await print(payload);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Labels.pdf"');
    const pdf = res.rawPayload;
    const expected = [...a!.specs.slice(1), kept];
    const inOrder = rooms.flatMap((r) => r.specs).filter((s) => expected.includes(s));
    const parsed = await parsePdf(pdf);
    expect(parsed.pageCount).toBe(Math.ceil(inOrder.length / 10));
    expect(await allQrCodes(pdf)).toEqual(inOrder.map((s) => labelUrl(s.joinId)));
    expect(parsed.text).toContain(`Room: ${b!.name}`);
    expect(parsed.text).toContain('Lakeside Bath & Kitchen');
    expect(parsed.text).not.toContain(a!.specs[0]!.name.slice(0, 20));
    expect(await qrAccess()).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/specbook/${sb.id}/viewtoken` })).statusCode).toBe(200);
  });

  it('labels every spec of the specbook with allSpecbookSpecs, ten per Letter page', async () => {
    const res = await print({ categories: [], allSpecbookSpecs: true });
    expect(res.statusCode).toBe(200);
    const all = rooms.flatMap((r) => r.specs);
    const pdf = res.rawPayload;
    expect((await parsePdf(pdf)).pageCount).toBe(Math.ceil(all.length / 10));
    expect(await allQrCodes(pdf)).toEqual(all.map((s) => labelUrl(s.joinId)));
  });

  it('labels a whole Miscellaneous room when asked', async () => {
    const misc = await t.database.pool.query<{ id: number }>(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id)
       values ($1, $2, (select spec_id from spec_specbooks where specbook_id = $2 order by id limit 1), null) returning id`,
      [sb.accountId, sb.id],
    );
    const joinId = misc.rows[0]!.id;
    const res = await print({ categories: [{ categoryId: null, includeByDefault: true, except: [] }] });
    expect(await decodeQrCodes(res.rawPayload, 1)).toEqual([labelUrl(joinId)]);
    expect((await parsePdf(res.rawPayload)).text).toContain('Room: Miscellaneous');
    await t.database.pool.query('delete from spec_specbooks where id = $1', [joinId]);
  });

  it('lets a QR viewer (no sign-in) read the labelled spec through the showcase, without prices', async () => {
    const spec = rooms[0]!.specs[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/showcase?specbookId=${sb.id}&specSpecbookId=${spec.joinId}` });
    const data = res.json().data as Record<string, { status: string; data: Record<string, unknown> }>;
    expect(data.viewtoken!.status).toBe('success');
    const entry = Object.entries(data).find(([key]) => key.startsWith('specs/'))![1];
    expect(entry.status).toBe('success');
    expect(entry.data).toMatchObject({ joinID: spec.joinId, name: spec.name, categoryID: rooms[0]!.id, price: expect.objectContaining({ listPrice: '0.00' }) });
    expect(data['user/me']!.data.companyName).toBe('Lakeside Bath & Kitchen');
  });
});

describe('GET {u}/specbook/{id}/pdf/qrcode', () => {
  it('answers 401 without a token', async () => {
    expect((await getQrPdf(null)).statusCode).toBe(401);
  });

  it("answers 404 for another account's specbook, a missing or malformed id (it has no other input to reject)", async () => {
    expect((await getQrPdf(seller, qrPdfPath(sellerId, otherSb.id))).statusCode).toBe(404);
    expect((await getQrPdf(other, qrPdfPath(otherId, sb.id))).statusCode).toBe(404);
    expect((await getQrPdf(seller, qrPdfPath(sellerId, 999_999))).statusCode).toBe(404);
    expect((await getQrPdf(seller, `/api/v4/user/${sellerId}/specbook/abc/pdf/qrcode`)).statusCode).toBe(404);
    expect(await qrAccess(otherSb.id)).toBe(false);
  });

  it("answers one page whose QR code opens the specbook's QR view, with its name and company; QR access is on", async () => {
    await setQr(false);
    const res = await getQrPdf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Harper Residence Selections - QR Code.pdf"');
    const parsed = await parsePdf(res.rawPayload);
    expect(parsed.pageCount).toBe(1);
    expect(parsed.text).toContain('Harper Residence Selections');
    expect(parsed.text).toContain('Lakeside Bath & Kitchen');
    expect(await decodeQrCodes(res.rawPayload, 1)).toEqual([`${base()}/v4/matrix?qrSpecbookID=${sb.id}`]);
    expect(await qrAccess()).toBe(true);
  });

  it('needs no smart-labels role', async () => {
    const res = await getQrPdf(other, qrPdfPath(otherId, otherSb.id));
    expect(res.statusCode).toBe(200);
    expect(await decodeQrCodes(res.rawPayload, 1)).toEqual([`${base()}/v4/matrix?qrSpecbookID=${otherSb.id}`]);
  });
});

describe('OpenAPI', () => {
  it('documents both endpoints', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v4/user/{userId}/specbook/{id}/smartlabels', '/api/v4/user/{userId}/specbook/{id}/pdf/qrcode']));
  });
});
