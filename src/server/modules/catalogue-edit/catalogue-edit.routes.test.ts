import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { corruptPdf, makePdf, multipart, PNG_1X1, solidPng, type FilePart } from '#server/test/upload-fixtures';
import { encryptedPdf } from '#server/test/pdf';
import { UPLOAD_MESSAGES as U } from '#shared/lib/upload-messages';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { specImageSrc } from '#shared/lib/catalogue';
import { pdfImageCacheKey } from '#server/lib/pdf/index';

let t: TestServer;
let w: Workspace;
let aquaterraId: number;
let otherSpecId: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  aquaterraId = (await w.q<{ id: number }>("select id from manufacturers where name = 'Aquaterra'"))[0]!.id;
  const [other] = await w.q<{ account_id: number }>("select account_id from users where email = 'other@specfolio.test'");
  otherSpecId = (await w.q<{ id: number }>('insert into specs (account_id, manufacturer_id, model_number, name) values ($1, $2, $3, $4) returning id', [other!.account_id, aquaterraId, 'HB-1', 'Harbor only']))[0]!.id;
});
afterAll(() => t.close());

const pdf: FilePart = { filename: 'sheet.pdf', contentType: 'application/pdf', data: makePdf() };
const fakePdf: FilePart = { filename: 'evil.pdf', contentType: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') };
const png: FilePart = { filename: 'photo.png', contentType: 'image/png', data: PNG_1X1 };

function post(url: string, fields: Record<string, string>, files: Record<string, FilePart> = {}, token: string | null = w.token, userId = w.userId) {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/v4/user/${userId}${url}`, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}
const auth = (token = w.token) => ({ authorization: `Bearer ${token}` });
async function storedFiles(): Promise<number> {
  const walk = async (dir: string): Promise<number> => {
    let n = 0;
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) n += e.isDirectory() ? await walk(path.join(dir, e.name)) : 1;
    return n;
  };
  return walk(path.join(t.dataDir, 'files'));
}

type Doc = { id: number; type: number; name: string; url: string; contentType: string; global: boolean };

describe('POST {u}/specs (Create Spec, multipart)', () => {
  it('creates the spec with a new manufacturer, a sanitised description, an image and documents', async () => {
    const res = await post(
      '/specs',
      {
        company: 'Lakeside Originals',
        url: 'https://lakeside.example',
        modelNumber: 'LO-100-BN',
        name: '  Lakeside Vanity  ',
        description: '<h2>Solid oak</h2><p onclick="x()">Hand <strong>made</strong><script>alert(1)</script></p>',
        upc: '012345678905',
        price: '1299.5',
        hasCustomDoc: 'true',
        customDocName: 'Finish Card',
      },
      { imageFile: png, specDocFile: pdf, customDocFile: { ...pdf, filename: 'card.pdf' } },
    );
    expect(res.statusCode).toBe(201);
    const spec = res.json().data;
    expect(spec).toMatchObject({
      name: 'Lakeside Vanity',
      modelNumber: 'LO-100-BN',
      manufacturerName: 'Lakeside Originals',
      manufacturer: { global: false },
      upc: '012345678905',
      price: { list: '1299.50' },
      description: '<h2>Solid oak</h2><p>Hand <strong>made</strong></p>',
      global: false,
    });
    expect(spec.documents.map((d: Doc) => [d.type, d.name, d.contentType])).toEqual([
      [1, 'Image', 'image/png'],
      [2, 'Spec Sheet', 'application/pdf'],
      [7, 'Finish Card', 'application/pdf'],
    ]);
    expect(spec.imageName).toBe(spec.documents[0].url);
    const [row] = await w.q<{ base_model: string; account_id: number }>('select base_model, account_id from specs where id = $1', [spec.id]);
    expect(row!.base_model).toBe('LO-100');

    // The image is served publicly by its unguessable URL; the PDF only with a token.
    const image = await t.app.inject({ method: 'GET', url: spec.imageName });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: spec.imageName.replace(/[0-9a-f]{4}\.png$/, '0000.png') })).statusCode).toBe(404);
    // …with a 100×100 thumbnail beside it; documents have none.
    expect(spec.documents[1].thumbnailUrl).toBeNull();
    const thumbnail = await t.app.inject({ method: 'GET', url: spec.documents[0].thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 100, height: 100, format: 'png' });
    // Lists read the thumbnail through the image's own URL (specImageSrc adds ?size=100).
    const small = await t.app.inject({ method: 'GET', url: specImageSrc(spec.imageName, 56) });
    expect(small.rawPayload.equals(thumbnail.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${spec.imageName}?size=50` })).statusCode).toBe(400);
    // Its PDF-ready copy is made now, where the specs PDF looks for it (docs/decisions/032).
    expect(await t.app.storage.exists(pdfImageCacheKey(spec.imageName))).toBe(true);
    const sheet = spec.documents[1] as Doc;
    expect((await t.app.inject({ method: 'GET', url: sheet.url })).statusCode).toBe(401);
    const download = await t.app.inject({ method: 'GET', url: sheet.url, headers: auth() });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('inline; filename="Spec Sheet.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // It is found by a partial model number in the Assign Spec search.
    const found = await w.api('GET', '/specs?searchTerm=LO-100');
    expect(found.json().data.map((s: { id: number }) => s.id)).toContain(spec.id);
  });

  it('uses an existing visible manufacturer and drops blank fields', async () => {
    const res = await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-NEW', name: 'Plain', upc: '', price: '', description: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ manufacturerName: 'Aquaterra', manufacturer: { global: true }, upc: null, price: { list: null }, description: null, documents: [] });
  });

  it('answers 400 with the spec’s messages and stores nothing', async () => {
    const before = await storedFiles();
    const missing = await post('/specs', { name: '' });
    expect(missing.statusCode).toBe(400);
    const messages = missing.json().errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
    expect(messages).toEqual(expect.arrayContaining(['manufacturerID: Manufacturer is required', 'modelNumber: Model # is required', 'name: Name is required']));
    const price = await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-1', name: 'x', price: '12a' });
    expect(price.json().message).toBe('List price must be digits only');
    const zero = await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-1', name: 'x', price: '0' });
    expect(zero.json().message).toBe('List price must be a positive number');
    const badMfr = await post('/specs', { company: 'AB', url: 'ftp://x', modelNumber: 'AQ-1', name: 'x' });
    expect(badMfr.json().errors.map((e: { message: string }) => e.message)).toEqual(['Manufacturer name must be at least 3 characters long', 'URL must begin with http:// or https://']);
    const custom = await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-1', name: 'x', hasCustomDoc: 'true' });
    expect(custom.json().errors[0]).toEqual({ field: 'customDocName', message: 'Custom document name is required' });
    const fake = await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-1', name: 'x' }, { imageFile: png, specDocFile: fakePdf });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0]).toEqual({ field: 'specDocFile', message: 'Documents must be PDF files' });
    const notImage = await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-1', name: 'x' }, { imageFile: { ...pdf, contentType: 'image/png' } });
    expect(notImage.json().errors[0]).toEqual({ field: 'imageFile', message: 'The image must be a PNG, JPEG, GIF or WebP image' });
    const unknown = await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-1', name: 'x' }, { '../../etc/passwd': pdf });
    expect(unknown.statusCode).toBe(400);
    const notMultipart = await w.api('POST', '/specs', { name: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it('answers 409 for a new manufacturer the caller already has, rolling back and removing stored files', async () => {
    const before = await storedFiles();
    const res = await post('/specs', { company: 'Aquaterra', url: 'https://aq.example', modelNumber: 'AQ-2', name: 'Dup' }, { specDocFile: pdf });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A manufacturer named "Aquaterra" already exists.');
    expect(await storedFiles()).toBe(before);
    expect(await w.q("select id from specs where model_number = 'AQ-2'")).toEqual([]);
  });

  it('answers 400 for another account’s manufacturer, 401 without a token, 404 under another user', async () => {
    const [theirs] = await w.q<{ id: number }>("insert into manufacturers (account_id, name) select account_id, 'Theirs' from users where email = 'other@specfolio.test' returning id");
    const res = await post('/specs', { manufacturerID: String(theirs!.id), modelNumber: 'AQ-3', name: 'x' });
    expect(res.json().errors[0]).toEqual({ field: 'manufacturerID', message: 'Manufacturer must have a valid id' });
    expect((await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-3', name: 'x' }, {}, null)).statusCode).toBe(401);
    expect((await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'AQ-3', name: 'x' }, {}, w.otherToken)).statusCode).toBe(404);
  });
});

describe('{u}/specs/{specId}/documents', () => {
  it('adds, lists, downloads and deletes documents of the account’s spec', async () => {
    const created = (await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'DOC-1', name: 'Doc spec' })).json().data;
    const add = await post(`/specs/${created.id}/documents`, { documentTypeId: '3', documentName: 'Install Guide' }, { documentFile: pdf });
    expect(add.statusCode).toBe(201);
    expect(add.json().data).toMatchObject({ type: 3, name: 'Install Guide', global: false, contentType: 'application/pdf' });
    const image = await post(`/specs/${created.id}/documents`, { documentTypeId: '1', documentName: 'Photo' }, { documentFile: png });
    expect(image.statusCode).toBe(201);
    expect((await w.q<{ image_name: string }>('select image_name from specs where id = $1', [created.id]))[0]!.image_name).toBe(image.json().data.url);
    const list = await t.app.inject({ method: 'GET', url: `/api/v4/user/${w.userId}/specs/${created.id}/documents`, headers: auth() });
    expect(list.json().data.map((d: Doc) => d.name)).toEqual(['Photo', 'Install Guide']);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v4/user/${w.userId}/specs/${created.id}/documents/${image.json().data.id}`, headers: auth() });
    expect(del.statusCode).toBe(204);
    expect(await t.app.storage.exists(pdfImageCacheKey(image.json().data.url))).toBe(false);
    expect((await w.q<{ image_name: string | null }>('select image_name from specs where id = $1', [created.id]))[0]!.image_name).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: image.json().data.url })).statusCode).toBe(404);
  });

  it('converts an uploaded photograph for PDFs when it becomes the spec’s image', async () => {
    const created = (await post('/specs', { manufacturerID: String(aquaterraId), modelNumber: 'DOC-2', name: 'Photo spec' })).json().data;
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#8a6f4d' } }).jpeg().toBuffer();
    const image = await post(`/specs/${created.id}/documents`, { documentTypeId: '1', documentName: 'Photo' }, { documentFile: { filename: 'p.jpg', contentType: 'image/jpeg', data: photo } });
    expect(image.statusCode).toBe(201);
    const copy = await t.app.storage.get(pdfImageCacheKey(image.json().data.url));
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 450 });
    // An image added to a global spec does not become its image, so nothing is converted.
    const global = await post(`/specs/${w.globalSpecs[3]!.id}/documents`, { documentTypeId: '1', documentName: 'Our Photo' }, { documentFile: png });
    expect(global.statusCode).toBe(201);
    expect(await t.app.storage.exists(pdfImageCacheKey(global.json().data.url))).toBe(false);
  });

  it('refuses an image above 40 megapixels and a password-protected or unreadable PDF, with the reason, storing nothing', async () => {
    const specId = w.globalSpecs[1]!.id;
    const huge: FilePart = { filename: 'huge.png', contentType: 'image/png', data: await solidPng(12000, 12000) };
    const locked: FilePart = { filename: 'locked.pdf', contentType: 'application/pdf', data: await encryptedPdf() };
    const broken: FilePart = { filename: 'broken.pdf', contentType: 'application/pdf', data: corruptPdf() };
    const before = await storedFiles();
    const documents = async () => (await w.q<{ n: number }>('select count(*)::int as n from spec_documents where spec_id = $1', [specId]))[0]!.n;
    const docsBefore = await documents();
    const cases: [Record<string, string>, FilePart, string][] = [
      [{ documentTypeId: '1', documentName: 'Photo' }, huge, U.imageTooManyPixels(12000, 12000)],
      [{ documentTypeId: '2', documentName: 'Spec Sheet' }, locked, U.pdfEncrypted],
      [{ documentTypeId: '3', documentName: 'Install Guide' }, broken, U.pdfUnreadable],
    ];
    for (const [fields, file, message] of cases) {
      const res = await post(`/specs/${specId}/documents`, fields, { documentFile: file });
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'documentFile', message }]);
    }
    // Create Spec checks every file before storing any: the image and the documents alike.
    const fields = { manufacturerID: String(aquaterraId), modelNumber: 'BIG-1', name: 'Too big' };
    expect((await post('/specs', fields, { imageFile: huge })).json().errors).toEqual([{ field: 'imageFile', message: U.imageTooManyPixels(12000, 12000) }]);
    expect((await post('/specs', fields, { imageFile: png, specDocFile: pdf, infoDocFile: locked })).json().errors).toEqual([
      { field: 'infoDocFile', message: U.pdfEncrypted },
    ]);
    expect(await w.q("select id from specs where model_number = 'BIG-1'")).toEqual([]);
    expect(await storedFiles()).toBe(before);
    expect(await documents()).toBe(docsBefore);
    // An image within the limit is still accepted.
    const fine = await post(`/specs/${specId}/documents`, { documentTypeId: '1', documentName: 'Photo' }, { documentFile: { ...huge, data: await solidPng(2000, 1500) } });
    expect(fine.statusCode).toBe(201);
  });

  it('validates the name, type and file content', async () => {
    const specId = w.globalSpecs[0]!.id;
    expect((await post(`/specs/${specId}/documents`, { documentTypeId: '2', documentName: 'ab' }, { documentFile: pdf })).json().message).toBe('Document name must be between 3 and 25 characters');
    expect((await post(`/specs/${specId}/documents`, { documentTypeId: '2', documentName: 'x'.repeat(26) }, { documentFile: pdf })).statusCode).toBe(400);
    expect((await post(`/specs/${specId}/documents`, { documentTypeId: '9', documentName: 'Sheet' }, { documentFile: pdf })).json().message).toBe('Document type is not valid');
    expect((await post(`/specs/${specId}/documents`, { documentTypeId: '2', documentName: 'Sheet' }, { documentFile: fakePdf })).json().message).toBe('Documents must be PDF files');
    expect((await post(`/specs/${specId}/documents`, { documentTypeId: '2', documentName: 'Sheet' })).json().message).toBe('Choose a file to upload');
  });

  it('documents added to a global spec belong to the account: others never see them', async () => {
    const specId = w.globalSpecs[1]!.id;
    const add = await post(`/specs/${specId}/documents`, { documentTypeId: '4', documentName: 'Our Parts List' }, { documentFile: pdf });
    expect(add.statusCode).toBe(201);
    const [row] = await w.q<{ account_id: number | null }>('select account_id from spec_documents where id = $1', [add.json().data.id]);
    expect(row!.account_id).not.toBeNull();
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v4/user/${w.otherUserId}/specs/${specId}/documents`, headers: auth(w.otherToken) });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.map((d: Doc) => d.id)).not.toContain(add.json().data.id);
    const url = `/api/v4/user/${w.otherUserId}/specs/${specId}/documents/${add.json().data.id}`;
    expect((await t.app.inject({ method: 'GET', url: `${url}/file`, headers: auth(w.otherToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth(w.otherToken) })).statusCode).toBe(404);
  });

  it('keeps the platform’s documents read-only and another account’s specs hidden', async () => {
    const specId = w.globalSpecs[2]!.id;
    const [platformDoc] = await w.q<{ id: number }>("insert into spec_documents (spec_id, type, name, path, content_type, size) values ($1, 2, 'Platform Sheet', 'spec-files/2026/01/01/00000000-0000-4000-8000-000000000000.pdf', 'application/pdf', 10) returning id", [specId]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v4/user/${w.userId}/specs/${specId}/documents/${platformDoc!.id}`, headers: auth() });
    expect(del.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${w.userId}/specs/${otherSpecId}/documents`, headers: auth() })).statusCode).toBe(404);
    expect((await post(`/specs/${otherSpecId}/documents`, { documentTypeId: '2', documentName: 'Sheet' }, { documentFile: pdf })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${w.userId}/specs/${specId}/documents` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${w.userId}/specs/${specId}/documents/999999/file`, headers: auth() })).statusCode).toBe(404);
  });
});

describe('a platform admin adds to the global catalogue', () => {
  it('creates a global manufacturer and a global spec with global documents that every account sees', async () => {
    const adminToken = await t.login('admin@specfolio.test');
    const adminId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth(adminToken) })).json().data.id as number;
    const res = await post('/specs', { company: 'Platform Brand', url: 'https://platform.example', modelNumber: 'PB-1', name: 'Platform Spec' }, { specDocFile: pdf }, adminToken, adminId);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ global: true, manufacturer: { global: true }, documents: [{ global: true }] });
    const seen = await t.app.inject({ method: 'GET', url: `/api/v4/user/${w.otherUserId}/manufacturer?search=platform`, headers: auth(w.otherToken) });
    expect(seen.json().data).toMatchObject([{ name: 'Platform Brand', global: true, userId: null, specCount: 1 }]);
    const docs = await t.app.inject({ method: 'GET', url: `/api/v4/user/${w.otherUserId}/specs/${res.json().data.id}/documents`, headers: auth(w.otherToken) });
    expect(docs.json().data).toHaveLength(1);
  });
});
