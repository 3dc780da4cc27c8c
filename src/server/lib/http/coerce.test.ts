import { describe, expect, it } from 'vitest';
import { coerceScalar, elementKind, isArrayType } from './coerce';

describe('coerceScalar', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['-1.5', -1.5],
    ['.5', 0.5],
    ['1e3', 1000],
    [7, 7],
  ])('reads %j as the number %d', (raw, expected) => {
    expect(coerceScalar(raw, 'number')).toBe(expected);
  });

  it.each(['', 'abc', '12abc', '0x10', 'Infinity', NaN, Infinity, true, null, [1], {}])(
    'refuses %j as a number',
    (raw) => {
      expect(coerceScalar(raw, 'number')).toBeUndefined();
    },
  );

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    [1, true],
    [true, true],
    ['false', false],
    ['0', false],
    [0, false],
    [false, false],
  ])('reads %j as the boolean %s', (raw, expected) => {
    expect(coerceScalar(raw, 'boolean')).toBe(expected);
  });

  it.each(['yes', '', 2, null])('refuses %j as a boolean', (raw) => {
    expect(coerceScalar(raw, 'boolean')).toBeUndefined();
  });

  it('reads text, including numbers and booleans from JSON', () => {
    expect(coerceScalar('Kitchen', 'string')).toBe('Kitchen');
    expect(coerceScalar('', 'string')).toBe('');
    expect(coerceScalar(42, 'string')).toBe('42');
    expect(coerceScalar(false, 'string')).toBe('false');
    expect(coerceScalar({}, 'string')).toBeUndefined();
    expect(coerceScalar(null, 'string')).toBeUndefined();
  });

  it.each([
    ['2024-05-01', '2024-05-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2024-05-01T10:30:00Z', '2024-05-01T10:30:00.000Z'],
    ['2024-05-01T10:30:00.123+02:00', '2024-05-01T08:30:00.123Z'],
    ['2024-05-01 10:30', '2024-05-01T10:30:00.000Z'],
    ['2024-05-01T10:30', '2024-05-01T10:30:00.000Z'],
  ])('reads %s as the instant %s (no offset means UTC)', (raw, iso) => {
    const date = coerceScalar(raw, 'date');
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).toISOString()).toBe(iso);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '05/01/2024', '2024-05-01T25:00Z', 'yesterday', '1', 1714521600000])(
    'refuses %j as a date',
    (raw) => {
      expect(coerceScalar(raw, 'date')).toBeUndefined();
    },
  );

  it('keeps a valid Date and refuses an invalid one', () => {
    const date = new Date('2024-05-01T00:00:00Z');
    expect(coerceScalar(date, 'date')).toBe(date);
    expect(coerceScalar(new Date('nope'), 'date')).toBeUndefined();
  });
});

describe('field types', () => {
  it('knows array types and their element kinds', () => {
    expect(isArrayType('stringArray')).toBe(true);
    expect(isArrayType('numberArray')).toBe(true);
    expect(isArrayType('string')).toBe(false);
    expect(elementKind('numberArray')).toBe('number');
    expect(elementKind('stringArray')).toBe('string');
    expect(elementKind('date')).toBe('date');
  });
});
