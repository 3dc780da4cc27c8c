import type { FastifyRequest } from 'fastify';
import { ValidationError } from '#server/lib/http/errors';
import { readMultipart } from '#server/lib/http/multipart';
import { CSV_MESSAGES as M, csvSeparatorOf } from '#shared/lib/specbook-csv';
import type { CsvUpload } from './import-record';

/**
 * The file and separator of a CSV import request (multipart/form-data: `file`, `separator` —
 * comma, semicolon, tab or pipe, by name or character; default comma).
 * @throws ValidationError for a request that is not multipart or an unknown separator.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  const body = await readMultipart(request);
  const separator = csvSeparatorOf(body.fields.separator);
  if (separator === null) throw ValidationError.field('separator', M.separatorInvalid);
  return { file: body.files.file, separator };
}
