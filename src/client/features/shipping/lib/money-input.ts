import { localeTag, type TLocale } from '#shared/lib/locale';

/** The separators of a number written in `locale` ('.' and ',' in en-US; ',' and '.' in pt-BR). */
function separators(locale: TLocale): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(localeTag(locale)).formatToParts(1234.5);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

/** A NumberInput's separators for amounts and counts written the locale's way (the value stays a plain number). */
export function numberInputProps(locale: TLocale): { thousandSeparator: string; decimalSeparator: string } {
  const { group, decimal } = separators(locale);
  return { thousandSeparator: group, decimalSeparator: decimal };
}

/** A NumberInput's props for a USD amount in `locale`: the currency sign as the locale writes it ('$', 'US$ ') and its separators. */
export function moneyInputProps(locale: TLocale): { prefix: string; thousandSeparator: string; decimalSeparator: string } {
  const sign = new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency: 'USD' }).formatToParts(1).find((p) => p.type === 'currency')?.value ?? '$';
  return { prefix: sign === '$' ? '$' : `${sign} `, ...numberInputProps(locale) };
}
