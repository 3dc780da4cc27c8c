import { describe, expect, it } from 'vitest';
import { moneyInputProps, numberInputProps } from './number-input';

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
