/** MIME types that {@link detectFileType} recognises. */
export type DetectedMime = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** File extension (without dot) to use in storage keys for each detected MIME type. */
export const EXTENSION_FOR_MIME: Readonly<Record<DetectedMime, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

function startsWith(buf: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  return bytes.every((b, i) => buf[offset + i] === b);
}

const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/**
 * Identifies a file by its leading magic bytes (never by its name or the client's claimed type).
 * Recognises PDF (`%PDF-` at offset 0), PNG, JPEG, GIF (87a/89a) and WebP (`RIFF....WEBP`).
 * @param buf the file, or at least its first 16 bytes
 * @returns the MIME type, or `null` when it is none of those
 */
export function detectFileType(buf: Uint8Array): DetectedMime | null {
  if (startsWith(buf, PDF)) return 'application/pdf';
  if (startsWith(buf, PNG)) return 'image/png';
  if (startsWith(buf, JPEG)) return 'image/jpeg';
  if (startsWith(buf, GIF87) || startsWith(buf, GIF89)) return 'image/gif';
  if (startsWith(buf, RIFF) && startsWith(buf, WEBP, 8)) return 'image/webp';
  return null;
}
