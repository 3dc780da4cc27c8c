/**
 * multipart/form-data for upload routes, read with @fastify/multipart: text fields and whole
 * files in memory (they are size-checked and type-checked by content before they reach storage).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from './errors';
import { assertNoNul } from './nul-bytes';

/** One uploaded file: the client's name (never used for storage), its claimed type and bytes. */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
  /** True when the file went past the per-file limit and was cut there. */
  truncated: boolean;
}

/** A parsed multipart body. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Limits of the upload routes of one plugin scope. */
export interface MultipartLimits {
  /** Bytes kept of one file; a longer file arrives cut, with `truncated` set. */
  maxFileBytes: number;
  maxParts?: number;
  maxFieldBytes?: number;
}

/**
 * Lets the routes of this plugin scope receive multipart/form-data, read with {@link readMultipart}.
 * Too many parts answer 413 (the plugin's error); an oversized text field is a 400.
 */
export async function acceptMultipart(app: FastifyInstance, limits: MultipartLimits): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: limits.maxFileBytes, parts: limits.maxParts ?? 40, fieldSize: limits.maxFieldBytes ?? 100_000 },
  });
}

/** The 400 message of a multipart body that ends early or has no boundary. */
export const MALFORMED_MULTIPART_MESSAGE = 'The upload is incomplete or malformed; please send it again.';

/** A client error the multipart plugin or this module raised (e.g. too many parts: 413), kept as it is. */
function isClientError(error: unknown): boolean {
  if (error instanceof HttpError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function collectParts(request: FastifyRequest): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (data.length > 0 && !(part.fieldname in body.files)) {
        body.files[part.fieldname] = { field: part.fieldname, filename: part.filename, contentType: part.mimetype, data, truncated: part.file.truncated };
      }
    } else {
      if (part.valueTruncated) throw ValidationError.field(part.fieldname, 'This field is too long.');
      if (!(part.fieldname in body.fields)) body.fields[part.fieldname] = String(part.value);
    }
  }
  return body;
}

/**
 * Reads a multipart/form-data request: text fields (a repeated field keeps its first value) and
 * files (empty file parts, as a form sends for an unchosen file, are left out).
 * @throws ValidationError (400) for a request that is not multipart, a body without a boundary or
 *   cut short, an oversized text field, or a NUL character in a field or file name.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw ValidationError.field('body', 'The request must be multipart/form-data.');
  let body: MultipartBody;
  try {
    body = await collectParts(request);
  } catch (error) {
    if (isClientError(error)) throw error;
    throw ValidationError.field('body', MALFORMED_MULTIPART_MESSAGE);
  }
  const fileNames = Object.fromEntries(Object.entries(body.files).map(([field, file]) => [field, file.filename]));
  assertNoNul({ ...body.fields, ...fileNames }, (path) => path[0] ?? null);
  return body;
}
