import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { corruptPdf, PNG_1X1 } from '#server/test/upload-fixtures';
import { sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { AIPQ_LIMITS, AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import { FILE_STALE_AFTER_MS } from './aipq-files.service';
import { getRequest, grantAipqRole, pagelessPdf, quotePdf, uploadAndRead, uploadRequest } from './aipq-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let otherWithRole: string;
const fileUrl = (userId: number, id: number | string) => `/api/v4/user/${userId}/aipq/files/${id}`;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  await grantAipqRole(t, 'pro@specfolio.test');
  otherWithRole = await t.login('pro@specfolio.test');
});
afterAll(() => t.close());

describe('POST {u}/aipq/files', () => {
  it('answers 401 without a token and 403 without ROLE_AIPQ', async () => {
    expect((await uploadRequest(t, sellerId, null, await quotePdf(1))).statusCode).toBe(401);
    const forbidden = await uploadRequest(t, otherId, other, await quotePdf(1));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(M.roleRequired);
  });

  it('answers 400 for no file, a file that is not a PDF by its bytes, or one above the size limit, and stores nothing', async () => {
    const before = await sqlOne<{ n: string }>(t, 'select count(*) as n from aipq_files');
    const none = await uploadRequest(t, sellerId, seller, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'file', message: M.fileRequired }]);
    const png = await uploadRequest(t, sellerId, seller, PNG_1X1, 'quote.pdf');
    expect(png.statusCode).toBe(400);
    expect(png.json().errors).toEqual([{ field: 'file', message: M.notAPdf }]);
    const big = Buffer.concat([await quotePdf(1), Buffer.alloc(AIPQ_LIMITS.fileBytes)]);
    const tooLarge = await uploadRequest(t, sellerId, seller, big);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual([{ field: 'file', message: M.tooLarge }]);
    expect(await sqlOne<{ n: string }>(t, 'select count(*) as n from aipq_files')).toEqual(before);
  });

  it('answers 201 pending with a Location, and the job reads the pages with a PNG thumbnail each', async () => {
    const res = await uploadRequest(t, sellerId, seller, await quotePdf(3, { blankLast: true }), 'Northwind Q-1001.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const { id, status } = res.json().data;
    expect(status).toBe('pending');
    expect(res.headers.location).toBe(fileUrl(sellerId, id));

    const file = await uploadAndRead(t, sellerId, seller, await quotePdf(3, { blankLast: true }));
    expect(file).toMatchObject({ file: 'quote.pdf', status: 'complete', message: null, pageCount: 3 });
    expect(file.files.map((p) => [p.page, p.status, p.hasText])).toEqual([
      [1, 'complete', true],
      [2, 'complete', true],
      [3, 'complete', false],
    ]);
    for (const page of file.files) {
      expect(page.images).toEqual([`${fileUrl(sellerId, file.id)}/pages/${page.page}.png`]);
      const png = await getRequest(t, page.images[0]!, seller);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: AIPQ_LIMITS.thumbnailWidth });
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
  });

  it('reads a corpus quote and its scanned variant: text pages have text, image-only pages do not', async () => {
    const corpus = new URL('../../../../bench/aipq-corpus/', import.meta.url);
    const text = await uploadAndRead(t, sellerId, seller, await readFile(new URL('quotes/02-model-first-rooms.pdf', corpus)));
    expect(text.status).toBe('complete');
    expect(text.files.length).toBeGreaterThan(0);
    expect(text.files.every((p) => p.hasText)).toBe(true);
    const scanned = await uploadAndRead(t, sellerId, seller, await readFile(new URL('scanned/02-model-first-rooms.pdf', corpus)));
    expect(scanned).toMatchObject({ status: 'complete', pageCount: text.pageCount });
    expect(scanned.files.some((p) => p.hasText)).toBe(false);
  });

  it.each([
    ['an encrypted PDF', () => quotePdf(1, { userPassword: 'secret' }), M.encrypted],
    ['an unreadable PDF', async () => corruptPdf(), M.notAPdf],
    ['a PDF without pages', pagelessPdf, M.noPages],
  ])('fails %s with its message and no pages', async (_name, make, message) => {
    const file = await uploadAndRead(t, sellerId, seller, await make());
    expect(file).toMatchObject({ status: 'failed', message, files: [] });
  });
});

describe('GET {u}/aipq/files/{fileId} and its thumbnails', () => {
  it('reads an upload left unread too long (its job cut off by a restart) as failed, and a recent one as still pending', async () => {
    const insert = (ageMs: number) =>
      sqlOne<{ id: number }>(
        t,
        `insert into aipq_files (account_id, user_id, file_name, file_key, status, updated_at)
         select account_id, id, 'stuck.pdf', 'aipq/2026/01/01/stuck.pdf', 'processing', now() - make_interval(secs => $2::double precision / 1000) from users where id = $1 returning id`,
        [sellerId, ageMs],
      );
    const stuck = await insert(FILE_STALE_AFTER_MS + 60_000);
    const busy = await insert(FILE_STALE_AFTER_MS - 60_000);
    const res = await getRequest(t, fileUrl(sellerId, stuck.id), seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', message: M.importFailed });
    expect(await sqlOne(t, 'select status from aipq_files where id = $1', [stuck.id])).toEqual({ status: 'failed' });
    expect((await getRequest(t, fileUrl(sellerId, busy.id), seller)).json().data).toMatchObject({ status: 'processing', message: null });
  });

  it("answers 401, 403 without the role, and 404 for another account's file, its thumbnails, or a page not in it", async () => {
    const file = await uploadAndRead(t, sellerId, seller, await quotePdf(1));
    const proId = (await sqlOne<{ id: number }>(t, "select id from users where email = 'pro@specfolio.test'")).id;
    expect((await getRequest(t, fileUrl(sellerId, file.id), null)).statusCode).toBe(401);
    expect((await getRequest(t, fileUrl(otherId, file.id), other)).statusCode).toBe(403);
    expect((await getRequest(t, fileUrl(proId, file.id), otherWithRole)).statusCode).toBe(404);
    expect((await getRequest(t, `${fileUrl(proId, file.id)}/pages/1.png`, otherWithRole)).statusCode).toBe(404);
    expect((await getRequest(t, `${fileUrl(sellerId, file.id)}/pages/1.png`, null)).statusCode).toBe(401);
    expect((await getRequest(t, `${fileUrl(sellerId, file.id)}/pages/2.png`, seller)).statusCode).toBe(404);
    expect((await getRequest(t, fileUrl(sellerId, 999_999), seller)).statusCode).toBe(404);
    expect((await getRequest(t, fileUrl(sellerId, 'abc'), seller)).statusCode).toBe(404);
    expect((await getRequest(t, fileUrl(sellerId, file.id), seller)).statusCode).toBe(200);
  });
});
