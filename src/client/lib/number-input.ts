import { localeTag, type TLocale } from '#shared/lib/locale';
import { MONEY_CURRENCY } from '#shared/lib/money';

/** The props of a Mantine NumberInput that make it read and write numbers the locale's way. */
export type TNumberInputFormat = { thousandSeparator: string; decimalSeparator: string };

/** The same for a dollar amount: the currency sign as the locale writes it, then the number. */
export type TMoneyInputFormat = TNumberInputFormat & { prefix: string };

/** The parts of 1234.5 written in `locale` (as a dollar amount when `money`), from Intl as formatMoney/formatNumber write them. */
function partsOf(locale: TLocale, money: boolean): Intl.NumberFormatPart[] {
  return new Intl.NumberFormat(localeTag(locale), money ? { style: 'currency', currency: MONEY_CURRENCY } : {}).formatToParts(1234.5);
}

function separatorsOf(parts: Intl.NumberFormatPart[]): TNumberInputFormat {
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** How a number input groups and splits digits in `locale`: ',' and '.' in en-US; '.' and ',' in pt-BR. */
export function numberInputProps(locale: TLocale): TNumberInputFormat {
  return separatorsOf(partsOf(locale, false));
}

/** How an amount input writes dollars in `locale`: '$', ',' and '.' in en-US (as before locales); 'US$ ', '.' and ',' in pt-BR. */
export function moneyInputProps(locale: TLocale): TMoneyInputFormat {
  const parts = partsOf(locale, true);
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  const prefix = parts
    .slice(0, firstDigit)
    .map((part) => part.value)
    .join('');
  return { prefix, ...separatorsOf(parts) };
}
