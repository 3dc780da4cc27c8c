/**
 * Content checks of attached documents (decision 059): the file's extension names what it claims to
 * be, and its bytes must agree — by magic bytes where the format has them (PDF, images, Office,
 * DWG), as clean text otherwise (CSV, TXT, RTF, DXF, SVG). Programs, HTML and script-bearing SVG
 * are refused whatever they are called.
 */
import { detectFileType } from './file-type';

/** What {@link checkDocument} concludes. */
export type DocumentCheck =
  | { ok: true; mimeType: string }
  | { ok: false; reason: 'wrongType' | 'notMatching' | 'unsafe' };

const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));
const starts = (buf: Uint8Array, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const DWG = ascii('AC10');
const EXECUTABLES = [ascii('MZ'), [0x7f, 0x45, 0x4c, 0x46], [0xcf, 0xfa, 0xed, 0xfe], [0xce, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe], ascii('#!')];

/** How each extension's content is recognised, and the safe MIME type it is served with. */
type Rule = { mime: string; content: 'magic' | 'zip' | 'ole2' | 'dwg' | 'text' | 'svg' };
const RULES: Readonly<Record<string, Rule>> = {
  pdf: { mime: 'application/pdf', content: 'magic' },
  png: { mime: 'image/png', content: 'magic' },
  jpg: { mime: 'image/jpeg', content: 'magic' },
  jpeg: { mime: 'image/jpeg', content: 'magic' },
  gif: { mime: 'image/gif', content: 'magic' },
  webp: { mime: 'image/webp', content: 'magic' },
  svg: { mime: 'image/svg+xml', content: 'svg' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: 'zip' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'zip' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', content: 'zip' },
  doc: { mime: 'application/msword', content: 'ole2' },
  xls: { mime: 'application/vnd.ms-excel', content: 'ole2' },
  ppt: { mime: 'application/vnd.ms-powerpoint', content: 'ole2' },
  dwg: { mime: 'image/vnd.dwg', content: 'dwg' },
  dxf: { mime: 'image/vnd.dxf', content: 'text' },
  csv: { mime: 'text/csv', content: 'text' },
  txt: { mime: 'text/plain', content: 'text' },
  rtf: { mime: 'application/rtf', content: 'text' },
};

/** An HTML document or script in a text file (served as plain text, but refused rather than kept). */
const HTML_DOCUMENT = /<\s*(script|html|body|iframe)\b|<!doctype\s+html/i;
/** Markup an SVG would run: scripts, embedded HTML, event handlers, javascript: URLs. */
const ACTIVE_SVG = /<\s*(script|iframe|object|embed|foreignobject)\b|\bon[a-z]+\s*=|javascript\s*:/i;

/** Text without NUL bytes that decodes as UTF-8 (a binary renamed .txt is not text). */
function isCleanText(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

function matches(buf: Buffer, ext: string, rule: Rule): boolean {
  switch (rule.content) {
    case 'magic':
      return detectFileType(buf) === rule.mime;
    case 'zip':
      return starts(buf, ZIP);
    case 'ole2':
      return starts(buf, OLE2);
    case 'dwg':
      return starts(buf, DWG);
    case 'svg':
      return isCleanText(buf) && /<svg[\s>]/i.test(buf.toString('utf8'));
    case 'text':
      return isCleanText(buf) && (ext !== 'rtf' || buf.toString('latin1', 0, 5) === '{\\rtf');
  }
}

/** The allowed extensions. */
export function isAllowedExtension(ext: string): boolean {
  return Object.hasOwn(RULES, ext);
}

/**
 * Checks an attachment's bytes against its (lower-case) extension.
 * @returns the MIME type to store and serve it with, or why it is refused: `wrongType` (not an
 *   allowed extension), `unsafe` (a program, HTML or active markup), `notMatching` (the bytes are
 *   not what the extension says).
 */
export function checkDocument(buf: Buffer, ext: string): DocumentCheck {
  if (EXECUTABLES.some((sig) => starts(buf, sig))) return { ok: false, reason: 'unsafe' };
  const rule = RULES[ext];
  if (!rule) return { ok: false, reason: 'wrongType' };
  const active = rule.content === 'svg' ? ACTIVE_SVG : rule.content === 'text' ? HTML_DOCUMENT : null;
  if (active && isCleanText(buf) && active.test(buf.toString('utf8'))) return { ok: false, reason: 'unsafe' };
  return matches(buf, ext, rule) ? { ok: true, mimeType: rule.mime } : { ok: false, reason: 'notMatching' };
}
