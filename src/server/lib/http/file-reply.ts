/** Answering a file (a PDF, a CSV): one Content-Disposition rule and one cache rule for every download. */
import type { FastifyReply } from 'fastify';

/** `attachment` saves the file; `inline` shows it in the browser (a proposal opened in a window). */
export type TDisposition = 'attachment' | 'inline';

/**
 * The Content-Disposition of a file, safe for any file name: an ASCII fallback name and the exact
 * UTF-8 name (RFC 6266), so "Café Remodel - Specs.pdf" downloads under its own name and quotes or
 * slashes cannot break out.
 */
export function contentDisposition(fileName: string, kind: TDisposition = 'attachment'): string {
  const cleaned = fileName.replace(/[\\/\r\n"]+/g, ' ').replace(/\s+/g, ' ').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}

/** A file to answer. */
export interface FileAnswer {
  /** MIME type, e.g. application/pdf or text/csv; charset=utf-8. */
  type: string;
  fileName: string;
  body: Buffer | NodeJS.ReadableStream;
  disposition?: TDisposition;
}

/** Sends a file: its type, its name, and never cached by shared caches (documents hold prices and customers). */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  return reply
    .header('Content-Type', file.type)
    .header('Content-Disposition', contentDisposition(file.fileName, file.disposition))
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
