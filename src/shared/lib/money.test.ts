import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  InvalidNumberError,
  divideHalfUp,
  formatPercent,
  formatUnits,
  formatUsd,
  fromCents,
  normalizeMoney,
  percentOfCents,
  roundHalfUp,
  sumMoney,
  toCents,
  toUnits,
} from './money';

describe('money', () => {
  it('parses money strings and numbers to integer cents, half-up', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('1234.5')).toBe(123450);
    expect(toCents('7')).toBe(700);
    expect(toCents('.5')).toBe(50);
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.0049')).toBe(0);
    expect(toCents(1.005)).toBe(101); // the float 1.005 is 1.00499…; its shortest form is 1.005
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
    expect(toCents(1e-7)).toBe(0);
  });

  it('rejects what is not a decimal number', () => {
    for (const bad of ['abc', '1.2.3', '1e5', '--1', '.', '', ' ']) {
      if (bad.trim() === '') continue;
      expect(() => toCents(bad)).toThrow(InvalidNumberError);
    }
    expect(() => toCents(Number.NaN)).toThrow(InvalidNumberError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(InvalidNumberError);
  });

  it('formats cents and units with exact decimals', () => {
    expect(fromCents(123450)).toBe('1234.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(formatUnits(6500, 4)).toBe('0.6500');
    expect(formatUnits(12, 0)).toBe('12');
    expect(toUnits('0.65', 4)).toBe(6500);
    expect(normalizeMoney('12.345')).toBe('12.35');
  });

  it('rounds half-up (away from zero), like PostgreSQL round(numeric)', () => {
    expect(roundHalfUp(1.005)).toBe(1.01);
    expect(roundHalfUp('2.675')).toBe(2.68);
    expect(roundHalfUp(2.665)).toBe(2.67);
    expect(roundHalfUp(-0.125)).toBe(-0.13);
    expect(roundHalfUp(0.124)).toBe(0.12);
    expect(roundHalfUp(12.34567, 4)).toBe(12.3457);
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(7n, 3n)).toBe(2n);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
    expect(percentOfCents(10000, 825)).toBe(825);
    expect(percentOfCents(1001, 825)).toBe(83); // 82.5825 → 83
    expect(percentOfCents(200, 25)).toBe(1); // 0.5 → 1
  });

  it('formats USD and percentages for display', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd('-12')).toBe('-$12.00');
    expect(formatUsd(null)).toBe('$0.00');
    expect(formatUsd('999.995')).toBe('$1,000.00');
    expect(formatPercent('8.25')).toBe('8.25%');
    expect(formatPercent(7)).toBe('7.00%');
    expect(formatPercent(null)).toBe('0.00%');
    expect(formatPercent('')).toBe('0.00%');
  });

  it('sums money exactly where floats drift', () => {
    const tenCents = Array.from({ length: 10 }, () => '0.10');
    expect(tenCents.reduce((a, b) => a + Number(b), 0)).not.toBe(1);
    expect(sumMoney(tenCents)).toBe('1.00');
    expect(sumMoney(['1.10', null, '2.205', 3])).toBe('6.31');
  });
});

/** A decimal string with up to 12 integer digits and 0–6 fraction digits, either sign. */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

describe('money properties', () => {
  it('half-up: cents = floor(|x| × 100 + 0.5) with the sign of x', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const negative = text.startsWith('-');
        const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
        const thousandths = BigInt(whole + fraction.padEnd(6, '0')); // × 10^6
        const expected = (thousandths * 100n + 500_000n) / 1_000_000n;
        const cents = BigInt(toCents(text));
        expect(cents).toBe(negative ? -expected : expected);
      }),
    );
  });

  it('rounding is idempotent and formatting round-trips', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const once = normalizeMoney(text);
        expect(normalizeMoney(once)).toBe(once);
        expect(fromCents(toCents(once))).toBe(once);
        expect(roundHalfUp(roundHalfUp(text))).toBe(roundHalfUp(text));
        expect(once).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it('cents are always safe integers and sums never drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), { maxLength: 200 }), (cents) => {
        const strings = cents.map((c) => fromCents(c));
        for (const s of strings) expect(Number.isSafeInteger(toCents(s))).toBe(true);
        const exact = cents.reduce((a, b) => a + BigInt(b), 0n);
        expect(sumMoney(strings)).toBe(fromCents(exact));
      }),
    );
  });

  it('USD display keeps every digit and the cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const shown = formatUsd(fromCents(cents));
        expect(shown.replace(/[$,]/g, '')).toBe(fromCents(cents));
        expect(shown).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
