import { describe, expect, it } from 'vitest';
import { detectFileType, EXTENSION_FOR_MIME } from './file-type';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectFileType', () => {
  it.each([
    ['application/pdf', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s', (mime, buf) => {
    expect(detectFileType(buf)).toBe(mime);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['plain text', bytes('hello world')],
    ['HTML claiming to be an image', bytes('<html><img src=x onerror=alert(1)>')],
    ['truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['PDF marker not at start', bytes(' %PDF-1.4')],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['GIF with a wrong version', bytes('GIF88a')],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04])],
  ])('answers null for %s', (_label, buf) => {
    expect(detectFileType(buf)).toBeNull();
  });

  it('works on a Uint8Array and maps to an extension', () => {
    const mime = detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]));
    expect(mime).toBe('image/jpeg');
    expect(EXTENSION_FOR_MIME[mime!]).toBe('jpg');
  });
});
