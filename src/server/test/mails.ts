import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The decoded text of every .eml a test server's file mailer wrote so far, oldest first (quoted-printable undone). */
export async function readMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const texts = await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
  return texts.map((s) => s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
}
