import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldError } from '#server/lib/http/errors';
import { MESSAGES } from '#shared/lib/messages';

// Envelope keys ("createSpecbookRequest", "Specbook") are not part of a field's name.
const ENVELOPE_SEGMENT = /^([a-z][A-Za-z]*Request|[A-Z][A-Za-z]*)$/;

/** Turns a JSON-pointer path like "/createSpecbookRequest/Specbook/name" into "name". */
export function fieldFromPath(instancePath: string): string | null {
  const parts = instancePath.split('/').filter(Boolean);
  while (parts.length > 1 && ENVELOPE_SEGMENT.test(parts[0] ?? '')) parts.shift();
  return parts.length ? parts.join('.') : null;
}

/** The message of a value PostgreSQL refused as data (out of range, not valid text, …). */
export const INVALID_VALUE_MESSAGE = 'A value in the request is out of range or not valid.';

/** The first string `key` of an error along its `cause` chain (Drizzle wraps the driver's error), if any passes `accept`. */
function pgErrorField(error: unknown, key: 'code' | 'detail', accept: (value: string) => boolean = () => true): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const value = (e as Record<string, unknown>)[key];
    if (typeof value === 'string' && accept(value)) return value;
  }
  return undefined;
}

/** The SQLSTATE of a PostgreSQL error. */
const sqlStateOf = (error: unknown) => pgErrorField(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));

/** SQLSTATE foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

function body(message: string, errors: FieldError[]) {
  return { message, errors: errors.length ? errors : [{ field: null, message }] };
}

/**
 * The error shape and status codes of DESIGN.md: `{message, errors: [{field, message}]}`.
 * Validation failures are 400 with the schema's messages; a 500 never leaks internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(body(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldFromPath(v.instancePath) ?? (error.validationContext === 'body' ? null : error.validationContext ?? null),
        message: v.message ?? MESSAGES.invalidRequest,
      }));
      return reply.status(400).send(body(errors[0]?.message ?? MESSAGES.invalidRequest, errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body(MESSAGES.tooManyRequests, []));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return reply.status(status).send(body(error.message || MESSAGES.invalidRequest, []));
    }
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION && /is not present in table/.test(pgErrorField(error, 'detail') ?? '')) {
      // A record the write refers to was removed by a concurrent request after the service found
      // it (a comment on a spec deleted meanwhile): it is gone, as a fresh request would be told.
      request.log.warn({ err: error }, 'foreign key violation answered 404');
      return reply.status(404).send(body(MESSAGES.notFound, []));
    }
    if (sqlStateOf(error)?.startsWith('22')) {
      // Class 22 "data exception": a value from the request that PostgreSQL cannot take (an id
      // past the integer range, …). src/server/test/api-fuzz.test.ts checks such answers wrote nothing.
      request.log.warn({ err: error }, 'data exception answered 400');
      return reply.status(400).send(body(INVALID_VALUE_MESSAGE, []));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(MESSAGES.internal, []));
  });
}

/** Messages of the router's own URL errors, in place of Fastify's bare text. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long.',
};

/**
 * Fastify's `frameworkErrors`: errors raised before a route is found (a malformed URL, a path
 * segment over the length limit) answer in the API's error envelope too.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = FRAMEWORK_MESSAGES[error.code] ?? MESSAGES.invalidRequest;
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(body(message, []));
}
