import type { FastifyError, FastifyInstance } from 'fastify';
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
    if (status === 429) return reply.status(429).send(body(MESSAGES.tooManyLogins, []));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return reply.status(status).send(body(error.message || MESSAGES.invalidRequest, []));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(MESSAGES.internal, []));
  });
}
