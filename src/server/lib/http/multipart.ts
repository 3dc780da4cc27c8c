/**
 * A small multipart/form-data reader for upload routes (@fastify/multipart is not installed;
 * docs/decisions/017). The route's content-type parser collects the body as one Buffer (capped
 * by the route's bodyLimit); this splits it into text fields and files. Files stay in memory:
 * they are size-checked and type-checked by content before they reach storage.
 */
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors';

/** One uploaded file: the client's name (never used for storage), its claimed type and bytes. */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A parsed multipart body. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Limits of {@link parseMultipart}. */
export interface MultipartLimits {
  maxParts: number;
  maxFieldBytes: number;
}

const DEFAULT_LIMITS: MultipartLimits = { maxParts: 40, maxFieldBytes: 100_000 };

function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  const raw = match?.[1] ?? match?.[2];
  return raw?.replace(/\\(.)/g, '$1');
}

function malformed(message = 'The multipart body is malformed.'): ValidationError {
  return ValidationError.field('body', message);
}

/** Splits one part into its headers (lower-cased names) and its bytes. */
function readPart(part: Buffer): { headers: Record<string, string>; body: Buffer } {
  const end = part.indexOf('\r\n\r\n');
  if (end === -1) throw malformed();
  const headers: Record<string, string> = {};
  for (const line of part.subarray(0, end).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.subarray(end + 4) };
}

/**
 * Parses a multipart/form-data body.
 * @throws ValidationError (400) for a body that is not multipart, malformed, has too many parts
 *   or an oversized text field. A repeated field keeps its first value.
 */
export function parseMultipart(body: unknown, contentType: string | undefined, limits: MultipartLimits = DEFAULT_LIMITS): MultipartBody {
  const boundary = boundaryOf(contentType);
  if (!boundary || !Buffer.isBuffer(body)) throw malformed('The request must be multipart/form-data.');
  const delimiter = Buffer.from(`--${boundary}`);
  const result: MultipartBody = { fields: {}, files: {} };
  let at = body.indexOf(delimiter);
  if (at === -1) throw malformed();
  let parts = 0;
  for (;;) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), start);
    if (next === -1) throw malformed();
    if (++parts > limits.maxParts) throw malformed('Too many parts in the multipart body.');
    const { headers, body: data } = readPart(body.subarray(start + 2, next));
    const disposition = headers['content-disposition'] ?? '';
    const name = headerParam(disposition, 'name');
    if (!name) throw malformed();
    const filename = headerParam(disposition, 'filename');
    if (filename !== undefined) {
      if (data.length > 0 && !(name in result.files)) {
        result.files[name] = { field: name, filename, contentType: headers['content-type'] ?? 'application/octet-stream', data: Buffer.from(data) };
      }
    } else {
      if (data.length > limits.maxFieldBytes) throw ValidationError.field(name, 'This field is too long.');
      if (!(name in result.fields)) result.fields[name] = data.toString('utf8');
    }
    at = next + 2;
  }
  return result;
}

/**
 * Lets the routes of this plugin scope receive multipart/form-data as a raw Buffer (up to
 * `bodyLimit` bytes), to be read with {@link parseMultipart}.
 */
export function acceptMultipart(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (_request, payload, done) => done(null, payload));
}
