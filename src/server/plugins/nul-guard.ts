import type { FastifyInstance } from 'fastify';
import { assertNoNul } from '#server/lib/http/nul-bytes';
import { fieldFromPath } from './errors';

/**
 * Every route: a NUL character (U+0000) in any string of the path parameters, the query or a
 * parsed body answers 400 naming the field, before validation and long before PostgreSQL (which
 * cannot store it and would fail the request with a 500). Multipart text fields are checked by
 * readMultipart.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      assertNoNul(value, (path) => fieldFromPath(`/${path.join('/')}`) ?? (part === 'body' ? null : part));
    }
  });
}
