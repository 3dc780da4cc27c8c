/**
 * Numbers as quotes print them: money in any of `$1,234.50`, `USD 1,234.50`, `€1,234.50`,
 * `1.234,50 €`, `(12.00)`, quantities (`12`, `12 EA`, `2.00`) and percentages (`12.5%`).
 */

const CURRENCY = /(US\$|USD|EUR|GBP|CAD|AUD|[$€£])/gi;

/** The number of a money text, or null when it is not one. `1.234,50` and `1,234.50` both read 1234.5. */
export function parseMoney(text: string): number | null {
  let s = text.trim().replace(CURRENCY, '').replace(/\s+/g, '');
  const negative = /^\(.*\)$/.test(s) || s.startsWith('-') || s.endsWith('-');
  s = s.replace(/^\(|\)$/g, '').replace(/^-|-$/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const european = /^\d{1,3}(\.\d{3})*,\d{1,2}$/.test(s) || /^\d+,\d{2}$/.test(s);
  const normalized = european ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  const value = Number(normalized);
  return negative ? -value : value;
}

/** True for a money text with cents (`$12.00`, `1.234,50 €`): what tells a priced line. */
export function isMoneyWithCents(text: string): boolean {
  return /\d[.,]\d{2}\s*(€|EUR)?\)?-?$/.test(text.trim()) && parseMoney(text) !== null;
}

/** The quantity of a text (`12`, `12 EA`, `2.00`), or null. */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([A-Za-z/]{0,4})\.?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  return value > 0 ? value : null;
}

/** The percentage of a text (`12.5%`, `10 %`), or null. */
export function parsePercent(text: string): number | null {
  const match = /^\s*-?(\d+(?:[.,]\d+)?)\s*%\s*$/.exec(text);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/** A number as a decimal string with two places ("1234.50"). */
export function moneyString(value: number): string {
  return value.toFixed(2);
}

/** A quantity as text ("3", "2.5"). */
export function quantityString(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}
