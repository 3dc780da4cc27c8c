import { describe, expect, it } from 'vitest';
import { multipart } from '#server/test/upload-fixtures';
import { ValidationError } from './errors';
import { parseMultipart } from './multipart';

describe('parseMultipart', () => {
  it('reads text fields and files (bytes intact, CRLF inside files kept)', () => {
    const data = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const body = multipart({ name: 'Vanity – oak', empty: '' }, { specDocFile: { filename: 'a "b".pdf', contentType: 'application/pdf', data } });
    const parsed = parseMultipart(body.payload, body.headers['content-type']);
    expect(parsed.fields).toEqual({ name: 'Vanity – oak', empty: '' });
    expect(parsed.files.specDocFile?.data.equals(data)).toBe(true);
    expect(parsed.files.specDocFile?.contentType).toBe('application/pdf');
  });

  it('ignores empty file parts (a form without a chosen file)', () => {
    const body = multipart({}, { imageFile: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) } });
    expect(parseMultipart(body.payload, body.headers['content-type']).files).toEqual({});
  });

  it('rejects what is not a well-formed multipart body', () => {
    const body = multipart({ a: '1' });
    expect(() => parseMultipart(body.payload, 'application/json')).toThrow(ValidationError);
    expect(() => parseMultipart(body.payload.subarray(0, body.payload.length - 20), body.headers['content-type'])).toThrow(ValidationError);
    expect(() => parseMultipart('text', body.headers['content-type'])).toThrow(ValidationError);
    const many = multipart(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x'])));
    expect(() => parseMultipart(many.payload, many.headers['content-type'])).toThrow('Too many parts');
    const long = multipart({ description: 'x'.repeat(200_000) });
    expect(() => parseMultipart(long.payload, long.headers['content-type'])).toThrow('too long');
  });
});
