import { describe, expect, it } from 'vitest';
import { moneyInputFormat } from './money-input';

describe('moneyInputFormat', () => {
  it('keeps the en-US input as it was ($, comma groups, point decimals)', () => {
    expect(moneyInputFormat('en-us')).toEqual({ prefix: '$', thousandSeparator: ',', decimalSeparator: '.' });
  });

  it('writes dollars the Brazilian way in pt-BR (US$, point groups, comma decimals)', () => {
    expect(moneyInputFormat('pt-br')).toEqual({ prefix: 'US$\u00a0', thousandSeparator: '.', decimalSeparator: ',' });
  });
});
