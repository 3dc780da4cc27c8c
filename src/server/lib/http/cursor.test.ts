import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boolean, integer, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ValidationError } from './errors';
import { decodeCursor, encodeCursor, keysetCondition, MAX_CURSOR_LENGTH } from './cursor';

const t = pgTable('t', {
  id: integer('id').notNull(),
  name: text('name').notNull(),
  pinned: boolean('pinned').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof keysetCondition>) => {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function expectInvalidCursor(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual([{ field: 'cursor', message: 'Invalid cursor.' }]);
    return;
  }
  throw new Error('expected Invalid cursor.');
}

describe('encodeCursor / decodeCursor', () => {
  it('round-trips strings, numbers, booleans and dates', () => {
    const values = ['Kitchen, 2nd floor', 42, -1.5, true, new Date('2024-05-01T10:30:00.123Z')];
    const decoded = decodeCursor(encodeCursor(values));
    expect(decoded).toEqual(values);
    expect(decoded[4]).toBeInstanceOf(Date);
  });

  it('is opaque base64url, safe in a query string without escaping', () => {
    const cursor = encodeCursor(['a/b+c?=&', 1]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(cursor)).toBe(cursor);
  });

  it('refuses values a cursor cannot carry', () => {
    expect(() => encodeCursor([null as unknown as string])).toThrow(TypeError);
    expect(() => encodeCursor([Number.NaN])).toThrow(TypeError);
    expect(() => encodeCursor([new Date('nope')])).toThrow(TypeError);
  });

  it.each([
    ['not base64!'],
    [''],
    [b64('not json')],
    [b64('{"a":1}')],
    [b64('[]')],
    [b64('[null]')],
    [b64('[{"x":1}]')],
    [b64('[{"d":"yesterday"}]')],
    [b64('[1,2,3,4,5,6,7,8,9]')],
    ['A'.repeat(MAX_CURSOR_LENGTH + 1)],
    [42],
    [undefined],
  ])('refuses %j', (cursor) => {
    expectInvalidCursor(() => decodeCursor(cursor));
  });
});

describe('keysetCondition', () => {
  it('uses one row comparison when every direction is desc', () => {
    const condition = keysetCondition([t.updatedAt, t.id], ['desc', 'desc'], [new Date('2024-05-01T00:00:00Z'), 7]);
    expect(render(condition)).toEqual({
      sql: '("t"."updated_at", "t"."id") < ($1, $2)',
      params: ['2024-05-01T00:00:00.000Z', 7],
    });
  });

  it('uses > when every direction is asc', () => {
    expect(render(keysetCondition([t.name, t.id], ['asc', 'asc'], ['Bath', 3]))).toEqual({
      sql: '("t"."name", "t"."id") > ($1, $2)',
      params: ['Bath', 3],
    });
  });

  it('expands mixed directions into OR branches with equal prefixes', () => {
    expect(render(keysetCondition([t.name, t.id], ['asc', 'desc'], ['Bath', 3]))).toEqual({
      sql: '("t"."name" > $1 or ("t"."name" = $2 and "t"."id" < $3))',
      params: ['Bath', 'Bath', 3],
    });
  });

  it('expands three mixed keys', () => {
    const condition = keysetCondition([t.pinned, t.updatedAt, t.id], ['desc', 'asc', 'asc'], [true, '2024-05-01T00:00:00.000Z', 9]);
    expect(render(condition)).toEqual({
      sql:
        '("t"."pinned" < $1 or ("t"."pinned" = $2 and "t"."updated_at" > $3) or ' +
        '("t"."pinned" = $4 and "t"."updated_at" = $5 and "t"."id" > $6))',
      params: [true, true, '2024-05-01T00:00:00.000Z', true, '2024-05-01T00:00:00.000Z', 9],
    });
  });

  it('reads ISO strings for date columns (a cursor made from toISOString())', () => {
    const fromString = render(keysetCondition([t.updatedAt, t.id], ['desc', 'desc'], ['2024-05-01T10:30:00.123Z', 7]));
    expect(fromString.params).toEqual(['2024-05-01T10:30:00.123Z', 7]);
  });

  it('binds SQL expressions with plain parameters', () => {
    expect(render(keysetCondition([sql`lower(${t.name})`, t.id], ['asc', 'asc'], ['bath', 1]))).toEqual({
      sql: '(lower("t"."name"), "t"."id") > ($1, $2)',
      params: ['bath', 1],
    });
  });

  it('works on a decoded cursor', () => {
    const cursor = encodeCursor([new Date('2024-05-01T00:00:00Z'), 7]);
    expect(render(keysetCondition([t.updatedAt, t.id], ['desc', 'desc'], decodeCursor(cursor))).params).toEqual([
      '2024-05-01T00:00:00.000Z',
      7,
    ]);
  });

  it.each([
    ['too few values', [7]],
    ['too many values', ['2024-05-01T00:00:00Z', 7, 8]],
    ['a string for an integer id', ['2024-05-01T00:00:00Z', '7']],
    ['an id out of integer range', ['2024-05-01T00:00:00Z', 2 ** 40]],
    ['a fractional id', ['2024-05-01T00:00:00Z', 1.5]],
    ['a non-date for a timestamp', ['yesterday', 7]],
    ['a boolean for a timestamp', [true, 7]],
    ['a null', [null, 7]],
  ])('refuses a cursor with %s', (_case, values) => {
    expectInvalidCursor(() => keysetCondition([t.updatedAt, t.id], ['desc', 'desc'], values));
  });

  it('treats a direction list that does not match the columns as a programming error', () => {
    expect(() => keysetCondition([t.id], ['asc', 'desc'], [1])).toThrow('one direction per column');
    expect(() => keysetCondition([], [], [])).toThrow('one direction per column');
  });
});
