/**
 * Reading the figures of an OCR'd quote line with its arithmetic (docs/decisions/057): the values a
 * misread figure text may mean (letters read for digits, specks, a lost decimal separator), the
 * first combination of quantity, unit price and amount that adds up, and a quantity derived as
 * amount ÷ unit price when no reading of it does.
 */
import { addsUp, type LineFigures } from './line-checks';
import { parseMoney, parseQuantity } from './quote-numbers';

/** What a figure cell holds. */
export type TFigureKind = 'quantity' | 'money';

/** Letters and marks OCR reads for digits in a figure column. */
const LOOK_ALIKES: Record<string, string> = { i: '1', l: '1', I: '1', '|': '1', J: '1', '!': '1', O: '0', o: '0', S: '5', B: '8' };
const LOOK_ALIKE = /[ilIJ|!OoSB]/g;
/** Specks at the edges of a figure ('$39441°', '$190.35.'). */
const FIGURE_EDGE_SPECKS = /^[^\d$€£(\-\p{L}|!]+|[^\d€)\-\p{L}|!]+$/gu;

/** A figure text with the look-alikes read as digits, spaces and edge specks gone ('$190. 35.' → '$190.35'). */
export function asFigureText(text: string): string {
  return text.replace(/\s+/g, '').replace(LOOK_ALIKE, (c) => LOOK_ALIKES[c]!).replace(FIGURE_EDGE_SPECKS, '');
}

/** Unique values in order. */
const unique = (values: Array<number | null>): number[] => [...new Set(values.filter((v): v is number => v !== null))];

/**
 * The values a figure text may mean, likeliest first: as read, then with look-alikes and specks
 * cleaned, then (money) with a decimal separator the OCR lost before the last two digits.
 */
export function figureValues(text: string, kind: TFigureKind): number[] {
  const cleaned = asFigureText(text);
  if (kind === 'quantity') return unique([parseQuantity(text), parseQuantity(cleaned)]);
  const lostSeparator = /^[$€£]?\d{3,}$/.test(cleaned) ? parseMoney(cleaned)! / 100 : null;
  return unique([parseMoney(text), parseMoney(cleaned), lostSeparator]);
}

/** A line's possible values of each figure. */
export interface FigureOptions {
  quantity: number[];
  unitPrice: number[];
  amount: number[];
}

/** Figures chosen for a line. */
export interface ChosenFigures {
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** Every combination of the options, by how many figures differ from their first option (fewest first, then in order). */
function combinations(options: FigureOptions): Array<ChosenFigures & { changed: number }> {
  const all: Array<ChosenFigures & { changed: number }> = [];
  options.unitPrice.forEach((unitPrice, u) =>
    options.amount.forEach((amount, a) => options.quantity.forEach((quantity, q) => all.push({ quantity, unitPrice, amount, changed: Number(u > 0) + Number(a > 0) + Number(q > 0) }))),
  );
  return all.sort((x, y) => x.changed - y.changed);
}

/**
 * The combination of the options that adds up with the fewest figures changed from their first
 * option (at most one: two figures read otherwise that happen to agree are a guess), or null.
 */
export function firstAddingUp(options: FigureOptions, discount: LineFigures['discount']): ChosenFigures | null {
  const found = combinations(options).find((c) => c.changed <= 1 && addsUp({ ...c, discount }));
  return found ? { quantity: found.quantity, unitPrice: found.unitPrice, amount: found.amount } : null;
}

/** Whole quantities that an amount and a unit price imply under the line's discount. */
function impliedQuantities(unitPrice: number, amount: number, discount: LineFigures['discount']): number[] {
  if (unitPrice <= 0) return [];
  const net = !discount ? [unitPrice] : 'percent' in discount ? [unitPrice, (unitPrice * (100 - discount.percent)) / 100] : [unitPrice, unitPrice - discount.money];
  return unique([...net.map((price) => amount / price), discount && 'money' in discount ? (amount + discount.money) / unitPrice : null].map((q) => (q === null ? null : Math.round(q))));
}

/**
 * A whole quantity derived as amount ÷ unit price (the line's discount allowed) from the unit
 * price and amount as first read, or null when they imply none that adds up.
 */
export function derivedQuantity(options: Omit<FigureOptions, 'quantity'>, discount: LineFigures['discount']): ChosenFigures | null {
  const unitPrice = options.unitPrice[0];
  const amount = options.amount[0];
  if (unitPrice === undefined || amount === undefined) return null;
  const quantity = impliedQuantities(unitPrice, amount, discount).find((q) => q >= 1 && addsUp({ quantity: q, unitPrice, amount, discount }));
  return quantity === undefined ? null : { quantity, unitPrice, amount };
}
