import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  PreconditionError,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
  isHttpError,
} from './errors';
import { MESSAGES } from '#shared/lib/messages';

describe('HTTP errors', () => {
  it.each([
    [new ValidationError([{ field: 'name', message: 'Name is required.' }]), 400, 'Name is required.'],
    [new UnauthorizedError(), 401, MESSAGES.unauthorized],
    [new ForbiddenError(), 403, MESSAGES.forbidden],
    [new NotFoundError(), 404, MESSAGES.notFound],
    [new ConflictError('Manufacturer already exists.'), 409, 'Manufacturer already exists.'],
    [new PreconditionError('This room holds 3 specs. Delete anyway?'), 412, 'This room holds 3 specs. Delete anyway?'],
    [new UnprocessableError('The room cannot be deleted.'), 422, 'The room cannot be deleted.'],
    [new TooManyRequestsError(), 429, 'Too many requests. Please try again later.'],
  ])('%s carries status %i and its message', (error, status, message) => {
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(isHttpError(error)).toBe(true);
  });

  it('names each error after its class', () => {
    expect(new NotFoundError().name).toBe('NotFoundError');
    expect(new ValidationError([]).name).toBe('ValidationError');
  });

  it('keeps field errors and renders the API body', () => {
    const error = new ValidationError([
      { field: 'name', message: 'Name must be at least 3 characters long.' },
      { field: 'profile.id', message: 'Profile is required.' },
    ]);
    expect(error.toBody()).toEqual({
      message: 'Name must be at least 3 characters long.',
      errors: [
        { field: 'name', message: 'Name must be at least 3 characters long.' },
        { field: 'profile.id', message: 'Profile is required.' },
      ],
    });
  });

  it('lets a ValidationError have its own overall message, or a generic one without errors', () => {
    expect(new ValidationError([{ field: 'a', message: 'A.' }], 'Fix the form.').message).toBe('Fix the form.');
    expect(new ValidationError([]).message).toBe(MESSAGES.invalidRequest);
  });

  it('builds a single-field ValidationError', () => {
    const error = ValidationError.field('cursor', 'Invalid cursor.');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ field: 'cursor', message: 'Invalid cursor.' }]);
  });

  it('gives non-validation errors an empty error list, unless given one', () => {
    expect(new NotFoundError('Specbook not found.').errors).toEqual([]);
    expect(new ConflictError('Taken.', [{ field: 'name', message: 'Taken.' }]).errors).toHaveLength(1);
  });

  it('does not treat plain errors as HTTP errors', () => {
    expect(isHttpError(new Error('boom'))).toBe(false);
    expect(isHttpError({ status: 400, message: 'x' })).toBe(false);
  });
});
