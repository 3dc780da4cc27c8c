import { localeTag, type TLocale } from '#shared/lib/locale';
import { MONEY_CURRENCY } from '#shared/lib/money';

/** The props of a Mantine NumberInput that make it read and write dollars the locale's way. */
export type TMoneyInputFormat = { prefix: string; thousandSeparator: string; decimalSeparator: string };

/**
 * How an amount input writes dollars in `locale`, taken from Intl so that it matches formatMoney:
 * '$', ',' and '.' in en-US (as before locales); 'US$ ', '.' and ',' in pt-BR.
 */
export function moneyInputFormat(locale: TLocale): TMoneyInputFormat {
  const parts = new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency: MONEY_CURRENCY }).formatToParts(1234.5);
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  return {
    prefix: parts
      .slice(0, firstDigit)
      .map((part) => part.value)
      .join(''),
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}
