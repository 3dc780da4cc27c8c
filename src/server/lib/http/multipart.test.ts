import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '#server/test/upload-fixtures';
import { registerErrorHandling } from '#server/plugins/errors';
import { acceptMultipart, readMultipart } from './multipart';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: 16, maxParts: 10, maxFieldBytes: 1000 });
    scope.post('/upload', async (request) => {
      const body = await readMultipart(request);
      const files = Object.fromEntries(Object.entries(body.files).map(([k, f]) => [k, { ...f, data: f.data.toString('hex') }]));
      return { fields: body.fields, files };
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: Buffer | string, contentType: string) => app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': contentType } });

describe('readMultipart', () => {
  it('reads text fields and files (bytes intact, CRLF inside files kept)', async () => {
    const data = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const body = multipart({ name: 'Vanity – oak', empty: '' }, { specDocFile: { filename: 'a.pdf', contentType: 'application/pdf', data } });
    const res = await post(body.payload, body.headers['content-type']!);
    expect(res.statusCode).toBe(200);
    expect(res.json().fields).toEqual({ name: 'Vanity – oak', empty: '' });
    expect(res.json().files.specDocFile).toMatchObject({ data: data.toString('hex'), contentType: 'application/pdf', truncated: false });
  });

  it('ignores empty file parts (a form without a chosen file) and marks a file cut at the limit', async () => {
    const body = multipart({}, {
      imageFile: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
      specDocFile: { filename: 'big.pdf', contentType: 'application/pdf', data: Buffer.alloc(40, 1) },
    });
    const files = (await post(body.payload, body.headers['content-type']!)).json().files;
    expect(Object.keys(files)).toEqual(['specDocFile']);
    expect(files.specDocFile).toMatchObject({ truncated: true, data: '01'.repeat(16) });
  });

  it('answers 400 for a body that is not multipart or an oversized text field, and refuses too many parts', async () => {
    expect((await post('{"a":1}', 'application/json')).statusCode).toBe(400);
    const long = multipart({ description: 'x'.repeat(5000) });
    const tooLong = await post(long.payload, long.headers['content-type']!);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'description', message: 'This field is too long.' }]);
    const many = multipart(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])));
    expect((await post(many.payload, many.headers['content-type']!)).statusCode).toBe(413);
  });
});
