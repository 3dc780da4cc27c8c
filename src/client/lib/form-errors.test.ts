import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '#shared/lib/messages';
import { ApiError } from './api-client';
import { serverFieldErrors, zodFieldErrors } from './form-errors';

describe('zodFieldErrors', () => {
  const schema = z.object({ name: z.string().min(3, 'Name must be at least 3 characters long.'), qty: z.number().int() });

  it("keeps a rule's own message and gives a rule without one the spec's default 'This field has an error'", () => {
    expect(zodFieldErrors(schema, { name: 'ab', qty: 'x' })).toEqual({ name: 'Name must be at least 3 characters long.', qty: MESSAGES.fieldError });
  });

  it('answers no errors for valid values', () => {
    expect(zodFieldErrors(schema, { name: 'abc', qty: 2 })).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it("shows 'This field has an error' for a field the server names without a message", () => {
    const error = new ApiError(400, { message: 'Bad', errors: [{ field: 'createProfileRequest.Profile.name', message: '' }, { field: 'email', message: 'Email address is required' }] }, 'Bad');
    expect(serverFieldErrors(error)).toEqual({ name: MESSAGES.fieldError, email: 'Email address is required' });
  });
});
