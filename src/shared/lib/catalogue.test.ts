import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseModelOf, normalizeModel } from './catalogue';

describe('normalizeModel', () => {
  it('drops separators and case', () => {
    expect(normalizeModel('K-2345 BN')).toBe('k2345bn');
    expect(normalizeModel('AQ-4512/BN.2')).toBe('aq4512bn2');
  });

  it('is idempotent and leaves only lower-case letters and digits', () => {
    fc.assert(
      fc.property(fc.string(), (model) => {
        const once = normalizeModel(model);
        expect(normalizeModel(once)).toBe(once);
        expect(once).toMatch(/^[\p{Ll}\p{Lo}\p{Lm}\p{Lt}\p{N}]*$/u);
      }),
    );
  });

  it('ignores where separators are put', () => {
    const chunk = fc.stringMatching(/^[A-Za-z0-9]{1,5}$/);
    fc.assert(
      fc.property(fc.array(chunk, { minLength: 1, maxLength: 4 }), fc.constantFrom('-', ' ', '/', '.', ''), (parts, sep) => {
        expect(normalizeModel(parts.join(sep))).toBe(parts.join('').toLowerCase());
      }),
    );
  });
});

describe('baseModelOf', () => {
  it('cuts the finish suffix', () => {
    expect(baseModelOf('AQ-4512-BN')).toBe('AQ-4512');
    expect(baseModelOf('BF-210-SS')).toBe('BF-210');
    expect(baseModelOf('K2345')).toBe('K2345');
  });

  it('is a prefix of the model', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (model) => {
        expect(model.trim().startsWith(baseModelOf(model))).toBe(true);
      }),
    );
  });
});
