import { localeTag, type TLocale } from '#shared/lib/locale';
import { numberInputProps } from '#client/lib/number-input';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: TLocale, decimals: { min: number; max: number }): Intl.NumberFormat {
  const key = `${locale}:${decimals.min}:${decimals.max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag(locale), { minimumFractionDigits: decimals.min, maximumFractionDigits: decimals.max, useGrouping: false });
    formats.set(key, format);
  }
  return format;
}

/** A multiplier ("0.8000") as the price-group screens show it, in `locale`: "0.8" (en-US), "0,8" (pt-BR). */
export function multiplierNumber(value: string, locale: TLocale): string {
  return numberFormat(locale, { min: 0, max: 4 }).format(Number(value));
}

/** A profit percentage ("35.00") with two decimals, in `locale`: "35.00%" (en-US, as formatPercent), "35,00%" (pt-BR). */
export function percentNumber(value: string, locale: TLocale): string {
  return `${numberFormat(locale, { min: 2, max: 2 }).format(Number(value))}%`;
}

/** The decimal separator of a NumberInput in `locale` (',' in pt-BR; '.' keeps en-US as it was); multipliers are not grouped. */
export function decimalFormat(locale: TLocale): { decimalSeparator: string } {
  return { decimalSeparator: numberInputProps(locale).decimalSeparator };
}
