import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { makePdf, multipart, PNG_1X1 } from '#server/test/upload-fixtures';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES as M } from '#shared/lib/attachment-messages';
import type { TAttachment } from '#shared/schemas/attachment';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: { id: number };
let otherSb: { id: number };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (method: Method, url: string, token: string | null = seller, extra: { payload?: Buffer | object; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...extra.headers }, ...(extra.payload ? { payload: extra.payload } : {}) });
const path = (user = sellerId, id = sb.id) => `/api/v4/user/${user}/specbook/${id}/attachments`;
const upload = (filename: string, data: Buffer, opts: { token?: string | null; url?: string; fields?: Record<string, string> } = {}) =>
  req('POST', opts.url ?? path(), opts.token === undefined ? seller : opts.token, multipart(opts.fields ?? {}, { file: { filename, contentType: 'application/octet-stream', data } }));
const rename = (id: number, Attachment: object, token: string | null = seller, url = path()) =>
  req('PATCH', `${url}/${id}`, token, { payload: { updateAttachmentRequest: { Attachment } } });
const uploaded = async (filename: string, data: Buffer, fields?: Record<string, string>): Promise<TAttachment> => {
  const res = await upload(filename, data, { fields });
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const storedKey = async (id: number) => (await sqlOne<{ key: string }>(t, 'select storage_key as key from attachments where id = $1', [id])).key;

/** An e-Specbook member's session of the seller's specbook. */
async function memberSession(): Promise<string> {
  const res = await req('POST', `/api/v4/user/${sellerId}/specbook/${sb.id}/team`, seller, {
    payload: { createTeamMemberRequest: { TeamMember: { name: 'Ellen Client', emailAddress: 'ellen.attachments@example.com' } } },
  });
  expect(res.statusCode).toBe(201);
  const token = new URL(res.json().data.links.especbook).searchParams.get('token');
  return (await req('POST', '/api/v1/auth/especbooks', null, { payload: { token, specbookId: sb.id } })).json().data;
}

/** A QR label reader's session of the seller's specbook. */
async function qrSession(): Promise<string> {
  expect((await req('PUT', `/api/v4/user/${sellerId}/specbook/${sb.id}/qr-access`, seller, { payload: { enabled: true } })).statusCode).toBe(200);
  return (await req('GET', `/api/v1/auth/specbook/${sb.id}/viewtoken`, null)).json().data;
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Harper Residence Selections');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
});
afterAll(() => t.close());

describe('attachments', () => {
  it('answers 401 without a token', async () => {
    expect((await req('GET', path(), null)).statusCode).toBe(401);
    expect((await upload('a.pdf', makePdf(), { token: null })).statusCode).toBe(401);
    expect((await rename(1, { fileName: 'x' }, null)).statusCode).toBe(401);
    expect((await req('DELETE', `${path()}/1`, null)).statusCode).toBe(401);
  });

  it('stores a PDF, an image, a CSV, a Word document and a drawing with their kinds, names and links', async () => {
    const pdf = makePdf('Harper floor plan');
    const first = await uploaded('Floor plan.pdf', pdf);
    expect(first).toMatchObject({ type: 'document', extension: 'pdf', mimeType: 'application/pdf', fileName: 'Floor plan.pdf', filename: 'Floor plan.pdf', size: pdf.length, visibleToClients: true });
    expect(first.links.view).toMatch(new RegExp(`^/api/v4/attachments/${first.id}/view\\?token=`));
    expect(first.links.download).toMatch(new RegExp(`^/api/v4/attachments/${first.id}/download\\?token=`));
    expect((await uploaded('swatch.PNG', PNG_1X1)).type).toBe('image');
    expect((await uploaded('takeoff.csv', Buffer.from('sku,qty\nK-2000,2\n'))).mimeType).toBe('text/csv');
    expect((await uploaded('letter.docx', Buffer.from('PK\x03\x04rest-of-zip'))).type).toBe('document');
    expect((await uploaded('plan.dwg', Buffer.from('AC1018 drawing bytes'))).type).toBe('drawing');
    const list = (await req('GET', path())).json();
    expect(list.data.map((a: TAttachment) => a.fileName)).toEqual(['Floor plan.pdf', 'swatch.PNG', 'takeoff.csv', 'letter.docx', 'plan.dwg']);
  });

  it('refuses executables, HTML, script-bearing SVG, mismatched contents and no file with 400 and the message', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['setup.pdf', Buffer.from('MZ\x90\x00 program'), M.unsafe],
      ['tool.exe', Buffer.from('\x7fELF binary'), M.unsafe],
      ['page.html', Buffer.from('<html><body>hi</body></html>'), M.wrongType],
      ['notes.txt', Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), M.unsafe],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), M.unsafe],
      ['logo2.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), M.unsafe],
      ['renamed.pdf', PNG_1X1, M.notMatching],
    ];
    for (const [name, data, message] of cases) {
      const res = await upload(name, data);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors[0], name).toEqual({ field: 'file', message });
    }
    const none = await req('POST', path(), seller, multipart({ visibleToClients: 'true' }));
    expect(none.json().errors[0].message).toBe(M.fileRequired);
  });

  it('refuses a file over the size limit with 413 and the message', async () => {
    const big = Buffer.concat([makePdf('Big'), Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.tooLarge);
  });

  it("answers 404 for another account's specbook or attachment", async () => {
    const mine = await uploaded('mine.pdf', makePdf());
    expect((await upload('x.pdf', makePdf(), { url: path(sellerId, otherSb.id) })).statusCode).toBe(404);
    expect((await req('GET', path(otherId, sb.id), other)).statusCode).toBe(404);
    expect((await rename(mine.id, { fileName: 'x' }, other, path(otherId, sb.id))).statusCode).toBe(404);
    expect((await req('DELETE', `${path(otherId, sb.id)}/${mine.id}`, other)).statusCode).toBe(404);
    // The seller's own attachment id under another specbook is not found either.
    expect((await rename(mine.id, { fileName: 'x' }, seller, path(sellerId, otherSb.id))).statusCode).toBe(404);
  });

  it('renames keeping the extension and toggles client visibility; a bad body answers 400', async () => {
    const a = await uploaded('quote.pdf', makePdf());
    const res = await rename(a.id, { filename: 'Signed quote', visibleToClients: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fileName: 'Signed quote.pdf', filename: 'Signed quote.pdf', visibleToClients: false });
    const empty = await rename(a.id, { fileName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(M.nameRequired);
    expect((await rename(a.id, { fileName: 'x'.repeat(200) })).json().errors[0].message).toBe(M.nameTooLong);
  });

  it('view answers the file inline with a safe type, nosniff and a sandbox; download saves it; a token opens only its attachment', async () => {
    const pdf = makePdf('View me');
    const a = await uploaded('View me.pdf', pdf);
    const csv = await uploaded('list.csv', Buffer.from('a,b\n1,2\n'));
    const view = await req('GET', a.links.view, null);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="View me.pdf"/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.equals(pdf)).toBe(true);
    const csvView = await req('GET', csv.links.view, null);
    expect(csvView.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(csvView.headers['content-security-policy']).toMatch(/^sandbox/);
    const download = await req('GET', csv.links.download, null);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="list.csv"/);
    expect(download.payload).toBe('a,b\n1,2\n');
    const token = new URL(a.links.view, 'http://x').searchParams.get('token')!;
    const crossed = await req('GET', `/api/v4/attachments/${csv.id}/download?token=${encodeURIComponent(token)}`, null);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().message).toBe(M.linkInvalid);
    expect((await req('GET', `/api/v4/attachments/${a.id}/view`, null)).statusCode).toBe(401);
    expect((await req('GET', `/api/v4/attachments/${a.id}/view?token=forged`, null)).statusCode).toBe(401);
  });

  it('delete removes the row and the stored file; its link then answers 404', async () => {
    const a = await uploaded('gone.pdf', makePdf());
    const key = await storedKey(a.id);
    expect(await t.app.storage.exists(key)).toBe(true);
    expect((await req('DELETE', `${path()}/${a.id}`)).json().data).toEqual({ id: a.id });
    expect(await t.app.storage.exists(key)).toBe(false);
    expect((await req('GET', a.links.download, null)).statusCode).toBe(404);
    expect((await req('DELETE', `${path()}/${a.id}`)).statusCode).toBe(404);
  });

  it('an e-Specbook member lists only the attachments visible to clients and opens them; cannot change them; a QR viewer sees none', async () => {
    const shown = await uploaded('For client.pdf', makePdf());
    const hidden = await uploaded('Internal.pdf', makePdf(), { visibleToClients: 'false' });
    const member = await memberSession();
    const res = await req('GET', path(), member);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((a: TAttachment) => a.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    const link = res.json().data.find((a: TAttachment) => a.id === shown.id).links.download;
    expect((await req('GET', link, null)).statusCode).toBe(200);
    expect((await rename(shown.id, { fileName: 'x' }, member)).statusCode).toBe(404);
    expect((await req('DELETE', `${path()}/${shown.id}`, member)).statusCode).toBe(404);
    expect((await upload('x.pdf', makePdf(), { token: member })).statusCode).toBe(404);
    const qr = await qrSession();
    const qrList = await req('GET', path(), qr);
    expect(qrList.statusCode).toBe(200);
    expect(qrList.json().data).toEqual([]);
  });
});
