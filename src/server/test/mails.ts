import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The decoded text of every .eml a test server's file mailer wrote so far, oldest first (quoted-printable undone). */
export async function readMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const texts = await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
  return texts.map((s) => s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
}

/** The raw text of every .eml written so far, oldest first (nothing decoded). */
export async function readRawMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
}

/** A MIME part's unfolded headers (lower-case names) and decoded body. */
export interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function decodePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return { headers, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { headers, body };
}

/** The leaf parts of a raw multipart message, decoded (nested multiparts are walked). */
export function mimeParts(raw: string): MimePart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [decodePart(raw)];
  const [, ...chunks] = raw.split(`--${boundary}`);
  return chunks
    .filter((c) => !c.startsWith('--'))
    .flatMap((chunk) => {
      const part = chunk.replace(/^\r\n/, '');
      return /^content-type:\s*multipart\//im.test(part.slice(0, part.indexOf('\r\n\r\n'))) ? mimeParts(part) : [decodePart(part)];
    });
}

/** The text/calendar parts (the .ics attachments) of a raw message. */
export function calendarParts(raw: string): MimePart[] {
  return mimeParts(raw).filter((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith('text/calendar'));
}
