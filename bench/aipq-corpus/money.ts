/** Money as the corpus prints it, in each of its styles. */
import type { TMoneyStyle } from './types';

/** "1234.5" → "1,234.50" with the given separators. */
function grouped(value: number, thousands: string, decimal: string): string {
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)}${decimal}${fraction}`;
}

/** A decimal string printed in a style: `$1,234.50`, `USD 1,234.50`, `€1,234.50`, `1.234,50 €`, `1,234.50`. */
export function formatMoney(amount: string, style: TMoneyStyle): string {
  const value = Number(amount);
  const sign = value < 0 ? '-' : '';
  switch (style) {
    case 'dollar':
      return `${sign}$${grouped(value, ',', '.')}`;
    case 'usd':
      return `${sign}USD ${grouped(value, ',', '.')}`;
    case 'euro':
      return `${sign}€${grouped(value, ',', '.')}`;
    case 'euroComma':
      return `${sign}${grouped(value, '.', ',')} €`;
    case 'plain':
      return `${sign}${grouped(value, ',', '.')}`;
  }
}

/** The currency a style names. */
export function currencyOf(style: TMoneyStyle): string {
  return style === 'euro' || style === 'euroComma' ? 'EUR' : 'USD';
}
