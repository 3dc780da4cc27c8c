import { describe, expect, it } from 'vitest';
import { formatPercent } from '#shared/lib/money';
import { multiplierNumber, percentNumber } from './numbers';

describe('price-group numbers', () => {
  it('keeps the en-US text of before locales', () => {
    for (const value of ['0.8000', '1.2345', '12345.5000', '2']) expect(multiplierNumber(value, 'en-us')).toBe(String(Number(value)));
    for (const value of ['35.00', '7', '99.99', '0.5']) expect(percentNumber(value, 'en-us')).toBe(formatPercent(value));
  });

  it('writes decimal commas in pt-BR', () => {
    expect(multiplierNumber('0.8000', 'pt-br')).toBe('0,8');
    expect(multiplierNumber('1.2345', 'pt-br')).toBe('1,2345');
    expect(percentNumber('35.00', 'pt-br')).toBe('35,00%');
  });
});
