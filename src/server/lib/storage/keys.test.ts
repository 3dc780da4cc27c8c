import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './errors';
import { assertStorageKey, isValidStorageKey, newStorageKey } from './keys';

describe('newStorageKey', () => {
  it('puts a uuid name under UTC date folders with the extension', () => {
    const key = newStorageKey('.PDF', { date: new Date('2024-03-09T23:30:00Z') });
    expect(key).toMatch(/^2024\/03\/09\/[0-9a-f-]{36}\.pdf$/);
    expect(isValidStorageKey(key)).toBe(true);
  });

  it('supports a prefix folder and no extension', () => {
    const key = newStorageKey('', { prefix: 'attachments' });
    expect(key).toMatch(/^attachments\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(isValidStorageKey(key)).toBe(true);
  });

  it('generates a different key each time', () => {
    expect(newStorageKey('png')).not.toBe(newStorageKey('png'));
  });

  it('rejects unsafe extensions and prefixes', () => {
    expect(() => newStorageKey('../x')).toThrow(InvalidStorageKeyError);
    expect(() => newStorageKey('p/df')).toThrow(InvalidStorageKeyError);
    expect(() => newStorageKey('pdf', { prefix: '../etc' })).toThrow(InvalidStorageKeyError);
    expect(() => newStorageKey('pdf', { prefix: 'a/b' })).toThrow(InvalidStorageKeyError);
  });
});

describe('isValidStorageKey', () => {
  const good = newStorageKey('pdf', { date: new Date('2024-01-02T00:00:00Z') });
  const uuid = good.split('/')[3]!.replace('.pdf', '');

  it.each([
    ['parent traversal', `../${good}`],
    ['embedded traversal', `2024/01/02/../../${uuid}.pdf`],
    ['absolute path', `/${good}`],
    ['backslashes', good.replaceAll('/', '\\')],
    ['double slash', good.replace('/', '//')],
    ['trailing slash', `${good}/`],
    ['upper case', good.toUpperCase()],
    ['not a uuid', '2024/01/02/passwd'],
    ['invalid month', `2024/13/02/${uuid}.pdf`],
    ['double extension', `${good}.sh`],
    ['NUL byte', `${good}\0`],
    ['empty', ''],
  ])('rejects %s', (_label, key) => {
    expect(isValidStorageKey(key)).toBe(false);
    expect(() => assertStorageKey(key)).toThrow(InvalidStorageKeyError);
  });

  it('rejects non-strings', () => {
    expect(isValidStorageKey(undefined)).toBe(false);
    expect(isValidStorageKey(42)).toBe(false);
  });

  it('accepts generated keys', () => {
    expect(() => assertStorageKey(good)).not.toThrow();
  });
});
