import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from './errors';
import {
  envelopeMessage,
  list,
  one,
  unwrapOperation,
  unwrapRequest,
  zEnvelope,
  zFilterRequest,
  zList,
  zodIssuesToErrors,
  zOne,
} from './envelope';

const ZSpecbookCreate = z.object({
  name: z.string().min(3, 'Name must be at least 3 characters long.'),
  profile: z.object({ id: z.number().int() }),
});
const MESSAGE = 'Request body must be {"createSpecbookRequest": {"Specbook": {...}}}.';

function errorsOf(run: () => unknown): ValidationError['errors'] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).errors;
  }
  throw new Error('expected a ValidationError');
}

describe('envelopeMessage', () => {
  it('shows the expected shape', () => {
    expect(envelopeMessage('createSpecbookRequest', 'Specbook')).toBe(MESSAGE);
    expect(envelopeMessage('filterProfilesRequest')).toBe('Request body must be {"filterProfilesRequest": {...}}.');
  });
});

describe('unwrapRequest', () => {
  it('returns the wrapped resource', () => {
    const body = { createSpecbookRequest: { Specbook: { name: 'Lake house' } }, userId: 1 };
    expect(unwrapRequest(body, 'createSpecbookRequest', 'Specbook')).toEqual({ name: 'Lake house' });
  });

  it.each([
    [{ name: 'Lake house' }],
    [{ createSpecbookRequest: { name: 'Lake house' } }],
    [{ createSpecbookRequest: { Specbook: 'Lake house' } }],
    [{ createSpecbookRequest: { Specbook: [] } }],
    [null],
    ['text'],
  ])('refuses %j with the expected shape', (body) => {
    expect(errorsOf(() => unwrapRequest(body, 'createSpecbookRequest', 'Specbook'))).toEqual([
      { field: 'createSpecbookRequest.Specbook', message: MESSAGE },
    ]);
  });
});

describe('unwrapOperation', () => {
  it('returns the operation object of a filter request', () => {
    const body = { filterProfilesRequest: { filter: { active: true }, sort: { asc: 'name' } } };
    expect(unwrapOperation(body, 'filterProfilesRequest')).toEqual({ filter: { active: true }, sort: { asc: 'name' } });
  });

  it('refuses a body without it', () => {
    expect(errorsOf(() => unwrapOperation({ filter: {} }, 'filterProfilesRequest'))).toEqual([
      { field: 'filterProfilesRequest', message: 'Request body must be {"filterProfilesRequest": {...}}.' },
    ]);
  });
});

describe('zEnvelope', () => {
  const schema = zEnvelope('createSpecbookRequest', 'Specbook', ZSpecbookCreate);

  it('parses a wrapped body, dropping keys beside the envelope', () => {
    const body = { createSpecbookRequest: { Specbook: { name: 'Lake house', profile: { id: 3 } } }, userId: 1 };
    expect(schema.parse(body)).toEqual({ createSpecbookRequest: { Specbook: { name: 'Lake house', profile: { id: 3 } } } });
  });

  it('types the result by its keys', () => {
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<{
      createSpecbookRequest: { Specbook: { name: string; profile: { id: number } } };
    }>();
  });

  it.each([
    [{}, 'createSpecbookRequest'],
    [{ createSpecbookRequest: {} }, 'createSpecbookRequest.Specbook'],
    [{ createSpecbookRequest: 'x' }, 'createSpecbookRequest'],
  ])('says how the body must look for %j', (body, field) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(zodIssuesToErrors(result.error?.issues ?? [])).toEqual([{ field, message: MESSAGE }]);
  });

  it('reports inner fields without the envelope prefix', () => {
    const result = schema.safeParse({ createSpecbookRequest: { Specbook: { name: 'ab', profile: { id: 'x' } } } });
    const errors = zodIssuesToErrors(result.error?.issues ?? []);
    expect(errors).toContainEqual({ field: 'name', message: 'Name must be at least 3 characters long.' });
    expect(errors.map((e) => e.field)).toContain('profile.id');
  });

  it('produces a JSON schema for the OpenAPI document', () => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, { properties: object }> };
    expect(Object.keys(json.properties)).toEqual(['createSpecbookRequest']);
    expect(Object.keys(json.properties.createSpecbookRequest?.properties ?? {})).toEqual(['Specbook']);
  });
});

describe('zFilterRequest', () => {
  const schema = zFilterRequest('filterProfilesRequest');

  it('accepts filter, sort, search and cursor, and keeps other keys', () => {
    const body = { filterProfilesRequest: { filter: { 'profile.id': 3 }, sort: { asc: 'name' }, links: true } };
    expect(schema.parse(body)).toEqual(body);
  });

  it('refuses an unknown sort direction and a missing envelope', () => {
    const badSort = schema.safeParse({ filterProfilesRequest: { sort: { up: 'name' } } });
    expect(zodIssuesToErrors(badSort.error?.issues ?? [])[0]?.field).toBe('sort');
    const missing = schema.safeParse({});
    expect(zodIssuesToErrors(missing.error?.issues ?? [])).toEqual([
      { field: 'filterProfilesRequest', message: 'Request body must be {"filterProfilesRequest": {...}}.' },
    ]);
  });
});

describe('zodIssuesToErrors', () => {
  it.each([
    [['createSpecbookRequest', 'Specbook', 'name'], 'name'],
    [['createSpecSpecbookRequest', 'SpecSpecbook', 'spec', 'id'], 'spec.id'],
    [['filterProfilesRequest', 'filter', 'profile.id'], 'filter.profile.id'],
    [['items', 0, 'qty'], 'items.0.qty'],
    [['perPage'], 'perPage'],
  ])('maps the path %j to the field %s', (path, field) => {
    expect(zodIssuesToErrors([{ path, message: 'Bad.', code: 'custom' }])).toEqual([{ field, message: 'Bad.' }]);
  });

  it('gives field null for an issue about the whole body', () => {
    expect(zodIssuesToErrors([{ path: [], message: 'Expected an object.' }])).toEqual([
      { field: null, message: 'Expected an object.' },
    ]);
  });
});

describe('answers', () => {
  it('wraps one record', () => {
    expect(one({ id: 1, name: 'Lake house' })).toEqual({ data: { id: 1, name: 'Lake house' } });
  });

  it('wraps a list, with extra keys beside data', () => {
    expect(list([{ id: 1 }])).toEqual({ data: [{ id: 1 }] });
    expect(list([{ id: 1 }], { count: 1, facets: { status: { quoted: 1 } } })).toEqual({
      data: [{ id: 1 }],
      count: 1,
      facets: { status: { quoted: 1 } },
    });
  });

  it('does not let extra keys replace data', () => {
    expect(list([1], { data: 'x' } as Record<string, unknown>).data).toEqual([1]);
  });

  it('has matching response schemas', () => {
    expect(zOne(z.object({ id: z.number() })).safeParse(one({ id: 1 })).success).toBe(true);
    expect(zList(z.number()).safeParse(list([1, 2])).success).toBe(true);
    expect(zList(z.number()).safeParse(one(1)).success).toBe(false);
  });
});
