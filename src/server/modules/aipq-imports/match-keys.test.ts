import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLDS } from '#shared/lib/aipq';
import { baseKeyOf, diceSimilarity, manufacturerSimilarity, normalizeKey, OCR_VARIANT_LIMIT, ocrVariants, scoreOf, type ScoreFacts } from './match-keys';

const facts = (f: Partial<ScoreFacts>): ScoreFacts => ({ step: 'model', manufacturer: 0, lineHasManufacturer: true, name: 0, model: 1, unique: false, ...f });

describe('keys', () => {
  it('normalises like specs.model_normalized: lower-case, letters and digits only', () => {
    expect(normalizeKey('K-2345 BN')).toBe('k2345bn');
    expect(normalizeKey(' a/b.c_1 ')).toBe('abc1');
    expect(normalizeKey(null)).toBe('');
  });

  it('spells a model the ways OCR confuses it, fewest swaps first, without itself', () => {
    const variants = ocrVariants('k5o');
    expect(variants).toEqual(expect.arrayContaining(['ks0', 'k50', 'kso']));
    expect(variants).not.toContain('k5o');
    expect(variants.indexOf('k50')).toBeLessThan(variants.indexOf('ks0'));
    expect(ocrVariants('i1l')).toEqual(expect.arrayContaining(['111', 'iii', 'lil']));
    expect(ocrVariants('b8z2')).toEqual(expect.arrayContaining(['88z2', 'bbz2', 'b8zz', 'b822']));
    expect(ocrVariants('xyz')).toEqual(['xy2']);
    expect(ocrVariants('kxy')).toEqual([]);
  });

  it('keeps at most OCR_VARIANT_LIMIT spellings of a long model', () => {
    expect(ocrVariants('o0o0o0o0o0o0o0o0').length).toBeLessThanOrEqual(OCR_VARIANT_LIMIT);
  });

  it('drops a finish suffix, and only a real one', () => {
    expect(baseKeyOf('K-2345-BN')).toBe('k2345');
    expect(baseKeyOf('K2345 CP')).toBe('k2345');
    expect(baseKeyOf('K2345')).toBeNull();
    expect(baseKeyOf('AB-1')).toBeNull();
    expect(baseKeyOf('QXT-123465')).toBeNull();
    expect(baseKeyOf('KX-40-BLACK')).toBeNull();
  });
});

describe('similarity', () => {
  it('compares manufacturers by name, containment and letter pairs', () => {
    expect(manufacturerSimilarity('Kohler', 'KOHLER')).toBe(1);
    expect(manufacturerSimilarity('Kohler', 'Kohler Co.')).toBe(0.9);
    expect(manufacturerSimilarity('Kohler', 'Moen')).toBeLessThan(0.3);
    expect(manufacturerSimilarity(null, 'Moen')).toBe(0);
    expect(diceSimilarity('abcd', 'abcd')).toBe(1);
    expect(diceSimilarity('abcd', 'abce')).toBeCloseTo(2 / 3);
  });
});

describe('scoreOf against MATCH_THRESHOLDS', () => {
  const { high, review } = MATCH_THRESHOLDS;
  it('imports a remembered supplier match and an exact model of the same manufacturer directly', () => {
    expect(scoreOf(facts({ step: 'supplier' }))).toBe(1);
    expect(scoreOf(facts({ manufacturer: 1 }))).toBeGreaterThanOrEqual(high);
    expect(scoreOf(facts({ manufacturer: 0.9, name: 1 }))).toBe(1);
  });

  it('reviews an exact model of another manufacturer, and one of several when the line names none', () => {
    const other = scoreOf(facts({ manufacturer: 0.2, name: 1 }));
    expect(other).toBeGreaterThanOrEqual(review);
    expect(other).toBeLessThan(high);
    expect(scoreOf(facts({ lineHasManufacturer: false, unique: false, name: 1 }))).toBeLessThan(high);
    expect(scoreOf(facts({ lineHasManufacturer: false, unique: true, name: 1 }))).toBeGreaterThanOrEqual(high);
  });

  it('never imports a variant or a trigram match without review', () => {
    expect(scoreOf(facts({ step: 'variant', manufacturer: 1, name: 1 }))).toBeLessThan(high);
    expect(scoreOf(facts({ step: 'variant', manufacturer: 1, name: 0 }))).toBeGreaterThanOrEqual(review);
    expect(scoreOf(facts({ step: 'trigram', manufacturer: 1, name: 1, model: 0.99 }))).toBeLessThan(high);
    expect(scoreOf(facts({ step: 'trigram', manufacturer: 0, name: 0, model: 0.5 }))).toBeLessThan(review);
  });
});
