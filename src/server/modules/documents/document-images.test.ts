import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImageCacheKey } from '#server/lib/pdf/index';
import { paintedImages } from '#server/test/pdf';
import { createTestServer, type TestServer } from '#server/test/server';
import { multipart } from '#server/test/upload-fixtures';
import { bearer, serviceContextOf, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { logoForPdf } from './document-images';
import { loadSpecbookDocument } from './specbook-document.service';
import { loadSpecsPdfAssets } from './specs-pdf.assets';
import { specsPdfOptions } from './specs-pdf.options';

let t: TestServer;
let seller: string;
let sellerId: number;
beforeAll(async () => {
  t = await createTestServer();
  ({ seller, sellerId } = await twoSellers(t));
});
afterAll(() => t.close());

describe('PDF-ready spec images', () => {
  it('the first specs PDF reads the copy made at upload and converts nothing', async () => {
    const book = await specbookNamed(t, 'Johnson Powder Room');
    const { id: specId } = await sqlOne<{ id: number }>(
      t,
      `insert into specs (account_id, manufacturer_id, model_number, name) values ($1, (select id from manufacturers where name = 'Aquaterra'), 'UP-1', 'Uploaded photo') returning id`,
      [book.accountId],
    );
    await t.database.pool.query('insert into spec_specbooks (account_id, specbook_id, spec_id) values ($1, $2, $3)', [book.accountId, book.id, specId]);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#557788' } }).jpeg().toBuffer();
    const body = multipart({ documentTypeId: '1', documentName: 'Photo' }, { documentFile: { filename: 'p.jpg', contentType: 'image/jpeg', data: photo } });
    const res = await t.app.inject({ method: 'POST', url: `/api/v4/user/${sellerId}/specs/${specId}/documents`, payload: body.payload, headers: { ...body.headers, ...bearer(seller) } });
    expect(res.statusCode, res.body).toBe(201);
    const { url, path } = res.json().data as { url: string; path: string };

    // The original is made unreadable: only the upload-time copy can give the PDF its picture.
    await t.app.storage.put(path, Buffer.from('not an image any more'));
    const ctx = await serviceContextOf(t, 'seller@specfolio.test');
    const assets = await loadSpecsPdfAssets(t.database.db, t.app.storage, await loadSpecbookDocument(ctx, book.id), specsPdfOptions({ type: 'images' }));
    expect(assets.images.get(url)?.equals(await t.app.storage.get(pdfImageCacheKey(url)))).toBe(true);
    expect(await sharp(assets.images.get(url)!).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 675 });
  });
});

describe('the company logo of a demo company (a bundled /demo/ logo URL, no stored file)', () => {
  it('logoForPdf draws the bundled logo by the account’s URL, and nothing for any other URL', async () => {
    const { logoKey, logoUrl } = await sqlOne<{ logoKey: string | null; logoUrl: string }>(
      t,
      "select a.logo_key as \"logoKey\", a.logo_url as \"logoUrl\" from accounts a join users u on u.account_id = a.id where u.email = 'seller@specfolio.test'",
    );
    expect([logoKey, logoUrl]).toEqual([null, '/demo/lakeside-logo.svg']);
    const logo = await logoForPdf(t.app.storage, null, logoUrl);
    expect(['png', 'jpeg']).toContain((await sharp(logo!).metadata()).format);
    for (const other of ['/demo/../package.json', '/demo/missing-logo.svg', 'https://example.com/demo/logo.svg', '/api/files/logo.svg']) {
      expect(await logoForPdf(t.app.storage, null, other), other).toBeNull();
    }
    expect(await logoForPdf(t.app.storage, null)).toBeNull();
  });

  it('the quote, specs and QR-code PDFs paint it on their first page', async () => {
    const book = await specbookNamed(t, 'Johnson Powder Room');
    const base = `/api/v4/user/${sellerId}/specbook/${book.id}`;
    // No product pictures on the quote, so the one image on its first page is the logo.
    const quote = await t.app.inject({ method: 'POST', url: `${base}/pdf/quote`, headers: bearer(seller), payload: { showImages: false } });
    expect(quote.statusCode, quote.body.slice(0, 200)).toBe(200);
    expect(await paintedImages(quote.rawPayload, 1)).toHaveLength(1);
    const specs = await t.app.inject({ method: 'POST', url: `${base}/pdf/specs`, headers: bearer(seller), payload: { type: 'default' } });
    expect(specs.statusCode, specs.body.slice(0, 200)).toBe(200);
    expect((await paintedImages(specs.rawPayload, 1)).length).toBeGreaterThanOrEqual(1);
    // The QR-code sheet: the QR code and the logo.
    const qr = await t.app.inject({ method: 'GET', url: `${base}/pdf/qrcode`, headers: bearer(seller) });
    expect(qr.statusCode, qr.body.slice(0, 200)).toBe(200);
    expect(await paintedImages(qr.rawPayload, 1)).toHaveLength(2);
  });
});
