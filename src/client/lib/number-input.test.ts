import { describe, expect, it } from 'vitest';
import { canonicalDecimalText, localDecimalText, moneyInputProps, numberInputProps } from './number-input';

describe('moneyInputProps', () => {
  it('keeps the en-US input as it was ($, comma groups, point decimals)', () => {
    expect(moneyInputProps('en-us')).toEqual({ prefix: '$', thousandSeparator: ',', decimalSeparator: '.' });
  });

  it('writes dollars the Brazilian way in pt-BR (US$, point groups, comma decimals)', () => {
    expect(moneyInputProps('pt-br')).toEqual({ prefix: 'US$\u00a0', thousandSeparator: '.', decimalSeparator: ',' });
  });
});

describe('numberInputProps', () => {
  it("groups and splits digits the locale's way", () => {
    expect(numberInputProps('en-us')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(numberInputProps('pt-br')).toEqual({ thousandSeparator: '.', decimalSeparator: ',' });
    expect(numberInputProps('en-in')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
  });
});

describe('localDecimalText and canonicalDecimalText', () => {
  it('leave en-US text as it is', () => {
    expect(localDecimalText('1234.50', 'en-us')).toBe('1234.50');
    expect(canonicalDecimalText('$1,234.50', 'en-us')).toBe('$1,234.50');
  });

  it('show a comma decimal in pt-BR and read Brazilian input back as the API reads it', () => {
    expect(localDecimalText('1234.50', 'pt-br')).toBe('1234,50');
    expect(canonicalDecimalText('1234,50', 'pt-br')).toBe('1234.50');
    expect(canonicalDecimalText('US$ 1.234,5', 'pt-br')).toBe('1234.5');
    expect(canonicalDecimalText('1.234.567', 'pt-br')).toBe('1234567');
    expect(canonicalDecimalText('12.5', 'pt-br')).toBe('12.5');
    expect(canonicalDecimalText('35%', 'pt-br')).toBe('35%');
  });
});
