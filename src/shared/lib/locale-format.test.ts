import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { formatInvoiceDate } from './invoice-money';
import { SUPPORTED_LOCALES, pickLocale, toLocale, type TLocale } from './locale';
import { formatMoney, formatNumber, formatUsd } from './money';

/** Intl's no-break space, as pt-BR puts it between the currency and the amount. */
const NBSP = '\u00a0';

/** Per locale: a day (2030-03-04) short and long, an amount (1234567.5) and a negative one (-12), a count. */
const EXPECTED: Record<TLocale, { short: string; long: string; money: string; negative: string; count: string }> = {
  'en-us': { short: '03/04/2030', long: 'March 4, 2030', money: '$1,234,567.50', negative: '-$12.00', count: '1,234,567' },
  'en-au': { short: '04/03/2030', long: '4 March 2030', money: `USD${NBSP}1,234,567.50`, negative: `-USD${NBSP}12.00`, count: '1,234,567' },
  'en-ca': { short: '2030-03-04', long: 'March 4, 2030', money: 'US$1,234,567.50', negative: '-US$12.00', count: '1,234,567' },
  'en-gb': { short: '04/03/2030', long: '4 March 2030', money: 'US$1,234,567.50', negative: '-US$12.00', count: '1,234,567' },
  'en-ie': { short: '04/03/2030', long: '4 March 2030', money: 'US$1,234,567.50', negative: '-US$12.00', count: '1,234,567' },
  'en-il': { short: '04/03/2030', long: '4 March 2030', money: 'US$1,234,567.50', negative: '-US$12.00', count: '1,234,567' },
  'en-in': { short: '04/03/2030', long: '4 March 2030', money: '$12,34,567.50', negative: '-$12.00', count: '12,34,567' },
  'en-nz': { short: '04/03/2030', long: '4 March 2030', money: 'US$1,234,567.50', negative: '-US$12.00', count: '1,234,567' },
  'en-sg': { short: '04/03/2030', long: '4 March 2030', money: 'US$1,234,567.50', negative: '-US$12.00', count: '1,234,567' },
  'pt-br': { short: '04/03/2030', long: '4 de março de 2030', money: `US$${NBSP}1.234.567,50`, negative: `-US$${NBSP}12,00`, count: '1.234.567' },
};

describe('formatting per locale (spec §9: USD everywhere, dates and numbers per locale)', () => {
  it('covers exactly the ten locales', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
    const expected = EXPECTED[locale];
    it('formats a day short and long, the same day in every time zone', () => {
      expect(formatDate('2030-03-04', locale)).toBe(expected.short);
      expect(formatDate('2030-03-04', locale, 'long')).toBe(expected.long);
      expect(formatDate('2030-03-04T23:30:00Z', locale, 'short', 'UTC')).toBe(expected.short);
      expect(formatInvoiceDate('2030-03-04T10:00:00.000Z', locale)).toBe(expected.long);
    });

    it('formats money in USD, rounded half-up to the cent, and counts', () => {
      expect(formatMoney('1234567.495', locale)).toBe(expected.money);
      expect(formatMoney(-12, locale)).toBe(expected.negative);
      expect(formatNumber(1234567, locale)).toBe(expected.count);
    });
  });

  it('keeps the en-US defaults of the screens written before locales', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });
});

describe('choosing the locale', () => {
  it('reads a supported locale whatever its case or separator, and nothing else', () => {
    expect(toLocale('PT-BR')).toBe('pt-br');
    expect(toLocale('en_GB')).toBe('en-gb');
    expect(toLocale('fr-fr')).toBeNull();
    expect(toLocale(null)).toBeNull();
  });

  it("takes the user's setting, else the browser's first supported language, else en-US", () => {
    expect(pickLocale('en-gb', ['pt-BR'])).toBe('en-gb');
    expect(pickLocale(null, ['fr-FR', 'en-NZ', 'pt-BR'])).toBe('en-nz');
    expect(pickLocale(null, ['pt-PT'])).toBe('pt-br');
    expect(pickLocale(null, ['de-DE', 'en'])).toBe('en-us');
    expect(pickLocale(null, ['de-DE'])).toBe('en-us');
    expect(pickLocale('klingon', [])).toBe('en-us');
  });
});
