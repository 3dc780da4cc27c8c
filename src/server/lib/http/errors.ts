import { MESSAGES } from '#shared/lib/messages';

/**
 * One entry of the API's error list (DESIGN.md "API conventions"):
 * `{"field": "name", "message": "Name must be at least 3 characters long."}`.
 * `field` is the dotted path of the input at fault, or null when no single field is.
 */
export interface FieldError {
  field: string | null;
  message: string;
}

/**
 * An error the API answers with a given status and the body `{message, errors}`.
 * Throw a subclass from services and routes; the error plugin turns it into the response.
 */
export class HttpError extends Error {
  /** HTTP status code of the answer. */
  readonly status: number;
  /** Field errors; empty when the failure is not about a particular input. */
  readonly errors: FieldError[];

  /**
   * @param status HTTP status code (4xx).
   * @param message the human-readable message shown to the user.
   * @param errors field errors, if any.
   */
  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.errors = errors;
  }

  /** The response body: `{message, errors}`. */
  toBody(): { message: string; errors: FieldError[] } {
    return { message: this.message, errors: this.errors };
  }
}

/**
 * 400: the input is not valid. The message defaults to the first field error's message.
 * @example throw new ValidationError([{ field: 'cursor', message: 'Invalid cursor.' }]);
 */
export class ValidationError extends HttpError {
  /**
   * @param errors one entry per invalid field (at least one is expected).
   * @param message overall message; the first error's message when omitted.
   */
  constructor(errors: FieldError[], message?: string) {
    super(400, message ?? errors[0]?.message ?? MESSAGES.invalidRequest, errors);
  }

  /** Shorthand for a single-field validation error. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError([{ field, message }]);
  }
}

/** 401: no valid credentials. */
export class UnauthorizedError extends HttpError {
  /** @param message defaults to 'Unauthorized'. */
  constructor(message: string = MESSAGES.unauthorized) {
    super(401, message);
  }
}

/** 403: authenticated, but not allowed to do this. */
export class ForbiddenError extends HttpError {
  /** @param message defaults to the shared "no permission" message. */
  constructor(message: string = MESSAGES.forbidden) {
    super(403, message);
  }
}

/** 404: not found, also for another tenant's record (never reveal that it exists). */
export class NotFoundError extends HttpError {
  /** @param message defaults to 'Not found.'. */
  constructor(message: string = MESSAGES.notFound) {
    super(404, message);
  }
}

/** 409: conflicts with the current state (e.g. a duplicate name). */
export class ConflictError extends HttpError {
  /**
   * @param message what conflicts, shown to the user.
   * @param errors optional field errors.
   */
  constructor(message: string, errors: FieldError[] = []) {
    super(409, message, errors);
  }
}

/**
 * 412: the action needs the user's confirmation (e.g. deleting a room that holds specs);
 * the client shows the message in a confirmation dialog and retries with `forceDelete`.
 */
export class PreconditionError extends HttpError {
  /** @param message the question or warning to confirm. */
  constructor(message: string) {
    super(412, message);
  }
}

/** 422: well-formed, but the action cannot be carried out in the current state. */
export class UnprocessableError extends HttpError {
  /**
   * @param message why it cannot be done.
   * @param errors optional field errors.
   */
  constructor(message: string, errors: FieldError[] = []) {
    super(422, message, errors);
  }
}

/** 429: too many requests; try again later. */
export class TooManyRequestsError extends HttpError {
  /** @param message defaults to a generic "try again later" message. */
  constructor(message = 'Too many requests. Please try again later.') {
    super(429, message);
  }
}

/** 502: a third-party service (a payment processor) failed or could not be reached; nothing changed here. */
export class BadGatewayError extends HttpError {
  /** @param message what failed, shown to the user. */
  constructor(message: string) {
    super(502, message);
  }
}

/** Type guard for errors that carry an HTTP status for the API. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
