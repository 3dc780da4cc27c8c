import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseModelOf, normalizeModel, SPEC_IMAGE_URL_PREFIX, specImageSrc } from './catalogue';

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

describe('specImageSrc', () => {
  const uploaded = `${SPEC_IMAGE_URL_PREFIX}12/9f3a.png`;

  it('reads the thumbnail of an uploaded image shown at 100 px or less', () => {
    expect(specImageSrc(uploaded, 100)).toBe(`${uploaded}?size=100`);
    expect(specImageSrc(uploaded, 44)).toBe(`${uploaded}?size=100`);
  });

  it('reads the image itself when it is shown larger or is not an upload', () => {
    expect(specImageSrc(uploaded, 120)).toBe(uploaded);
    expect(specImageSrc('/demo/products/aq-4512-bn.svg', 56)).toBe('/demo/products/aq-4512-bn.svg');
  });
});
