/**
 * Money and fixed-point arithmetic: the ONE place where amounts are parsed, rounded and formatted
 * (DESIGN.md "Data principles"). Amounts travel as decimal strings ("1234.50", as PostgreSQL
 * `numeric` answers them) and are computed as integers of a fixed scale (cents for money,
 * ten-thousandths for multipliers, hundredths for percentages), never as binary floats.
 *
 * Rounding is half-up, meaning half away from zero (1.005 → 1.01, −1.005 → −1.01), which is
 * what PostgreSQL's `round(numeric)` does, so SQL and TypeScript agree to the cent.
 */
import { DEFAULT_LOCALE, localeTag, type TLocale } from './locale';

/** Decimal places of money (USD, spec/workspace.md §9). */
export const MONEY_DECIMALS = 2;

/** The currency of every amount (spec/workspace.md §9), whatever the locale. */
export const MONEY_CURRENCY = 'USD';

/** The biggest amount a `numeric(12,2)` column holds, in cents (9,999,999,999.99). */
export const MAX_MONEY_CENTS = 999_999_999_999;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Thrown for input that is not a decimal number. */
export class InvalidNumberError extends Error {
  constructor(input: unknown) {
    super(`Not a decimal number: ${String(input)}`);
    this.name = 'InvalidNumberError';
  }
}

/** A finite JS number as a plain decimal string (no exponent), exact for its shortest form. */
function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new InvalidNumberError(value);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form: tiny (1e-7) or huge (1e21) values. toFixed covers |x| < 1e21 exactly enough
  // for scales up to 20 decimals; bigger values are far beyond any money column anyway.
  if (Math.abs(value) >= 1e21) return BigInt(Math.trunc(value)).toString();
  return value.toFixed(20);
}

/**
 * The value × 10^decimals as a bigint, rounded half away from zero.
 * @throws InvalidNumberError when the input is not a decimal number.
 */
export function toScaledBigInt(value: string | number, decimals: number): bigint {
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  const match = DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new InvalidNumberError(value);
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction[decimals] ?? '0') >= '5';
  const magnitude = BigInt(`${whole || '0'}${kept}`) + (roundUp ? 1n : 0n);
  return sign === '-' ? -magnitude : magnitude;
}

/**
 * The value × 10^decimals as an integer, rounded half-up: toUnits('0.65', 4) = 6500.
 * @throws InvalidNumberError when the input is not a decimal number.
 */
export function toUnits(value: string | number, decimals: number): number {
  return Number(toScaledBigInt(value, decimals));
}

/** Integer units of a scale back to a decimal string with exactly `decimals` places: (6500, 4) → "0.6500". */
export function formatUnits(units: number | bigint, decimals: number): string {
  const big = typeof units === 'bigint' ? units : BigInt(Math.round(units));
  const negative = big < 0n;
  const digits = (negative ? -big : big).toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const text = decimals > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
  return negative ? `-${text}` : text;
}

/**
 * An amount in integer cents, rounded half-up: "1234.5" → 123450, 1.005 → 101, null → 0.
 * @throws InvalidNumberError when the input is not a decimal number.
 */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  return toUnits(value, MONEY_DECIMALS);
}

/** Cents as a money string with two decimals: 123450 → "1234.50", −5 → "-0.05". */
export function fromCents(cents: number | bigint): string {
  return formatUnits(cents, MONEY_DECIMALS);
}

/**
 * The value rounded half-up (away from zero) to `decimals` places, as a number:
 * roundHalfUp(1.005) = 1.01, roundHalfUp('2.675') = 2.68, roundHalfUp(-0.125) = -0.13.
 */
export function roundHalfUp(value: string | number, decimals = MONEY_DECIMALS): number {
  return Number(formatUnits(toScaledBigInt(value, decimals), decimals));
}

/** A money string rounded half-up to two decimals: "12.345" → "12.35", "7" → "7.00". */
export function normalizeMoney(value: string | number): string {
  return fromCents(toScaledBigInt(value, MONEY_DECIMALS));
}

/**
 * numerator / denominator rounded half away from zero, in exact integer arithmetic.
 * @throws RangeError when the denominator is zero.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** The sum of money strings (nulls count as 0) as a money string, exact to the cent. */
export function sumMoney(values: readonly (string | number | null | undefined)[]): string {
  return fromCents(values.reduce<number>((sum, v) => sum + toCents(v), 0));
}

/** Cents × a percentage held in hundredths (825 = 8.25%), rounded half-up: the tax of a subtotal. */
export function percentOfCents(cents: number, percentHundredths: number): number {
  return Number(divideHalfUp(BigInt(cents) * BigInt(percentHundredths), 10_000n));
}

/** One Intl formatter per locale and kind, made on first use (they are costly to build). */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: TLocale, kind: 'money' | 'number'): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = kind === 'money' ? { style: 'currency', currency: MONEY_CURRENCY } : {};
    formatters.set(key, (format = new Intl.NumberFormat(localeTag(locale), options)));
  }
  return format;
}

/**
 * Money for display in a locale, always in USD (spec §9), rounded half-up to the cent first:
 * "1234.5" → "$1,234.50" (en-US), "US$1,234.50" (en-GB), "US$ 1.234,50" (pt-BR); −12 → "-$12.00";
 * null → "$0.00". Never used for stored values or CSV cells.
 */
export function formatMoney(value: string | number | null | undefined, locale: TLocale = DEFAULT_LOCALE): string {
  // Exact: a numeric(12,2) amount has at most 12 significant digits, well within a double's 15.
  return numberFormat(locale, 'money').format(Number(fromCents(toCents(value))));
}

/** The en-US money of the screens written before locales (spec §9's "$1,234.50"): formatMoney in en-US. */
export function formatUsd(value: string | number | null | undefined): string {
  return formatMoney(value);
}

/** A count or quantity for display in a locale: 1234567 → "1,234,567" (en-US), "12,34,567" (en-IN), "1.234.567" (pt-BR). */
export function formatNumber(value: number, locale: TLocale = DEFAULT_LOCALE): string {
  return numberFormat(locale, 'number').format(value);
}

/**
 * A percentage for display, as the spec shows a specbook's tax: 'N%' with two decimals,
 * '0.00%' when absent: 8.25 → "8.25%", "7" → "7.00%", null → "0.00%".
 */
export function formatPercent(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0.00%';
  return `${formatUnits(toScaledBigInt(value, 2), 2)}%`;
}

/** True when the text is a plain decimal number ("12", "12.5", "-0.25", ".5"). */
export function isDecimal(text: string): boolean {
  const match = DECIMAL.exec(text.trim());
  return match !== null && ((match[2] ?? '') !== '' || (match[3] ?? '') !== '');
}
