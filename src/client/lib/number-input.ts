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

/** Point-grouped digits with an optional comma decimal part ('1.234,5'), as pt-BR writes them. */
function groupedPattern(format: TNumberInputFormat): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^-?\\d{1,3}(${escape(format.thousandSeparator)}\\d{3})+(${escape(format.decimalSeparator)}\\d*)?$`);
}

/**
 * A stored decimal ('1234.50') as a text field shows it in `locale` ('1234,50' in pt-BR); en-US text
 * is unchanged. No grouping is added, so the field reads as the user would type it.
 */
export function localDecimalText(text: string, locale: TLocale): string {
  const { decimalSeparator } = numberInputProps(locale);
  return decimalSeparator === '.' ? text : text.replace('.', decimalSeparator);
}

/**
 * What the user typed in a text field of `locale` as the decimal text the API reads ('US$ 1.234,50'
 * → '1234.50' in pt-BR); en-US text is sent as typed (the API reads '$1,234.50' itself). A lone point
 * without a comma ('12.5') is taken as a decimal point.
 */
export function canonicalDecimalText(text: string, locale: TLocale): string {
  const format = numberInputProps(locale);
  if (format.decimalSeparator === '.') return text;
  const prefix = moneyInputProps(locale).prefix.trim();
  let value = text.trim();
  if (prefix && value.startsWith(prefix)) value = value.slice(prefix.length).trim();
  if (groupedPattern(format).test(value)) value = value.split(format.thousandSeparator).join('');
  return value.includes(format.decimalSeparator) ? value.replace(format.decimalSeparator, '.') : value;
}
