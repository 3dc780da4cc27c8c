/**
 * The pricing rule set of a spec in a specbook (spec/workspace.md §3 "Price", §7 "Pricing") and
 * the totals arithmetic (§3 "Totals"): pure functions shared by the server (which holds the truth)
 * and the client (which previews an edit before the server answers). The rules are documented in
 * docs/decisions/ ("pricing rules and totals"); in short:
 *
 * - sale = list × multiplier; margin % = (sale − cost) / sale × 100, 0 when sale is 0.
 * - The effective sale price falls back to the list price when the sale price is unset; cost
 *   counts as 0 when unset; hasCost = cost > 0; line total = effective sale × qty.
 * - One edit changes one field and recomputes the dependent fields (see {@link applyPriceEdit}).
 *
 * All arithmetic is in integers: cents for money, ten-thousandths for the multiplier, hundredths
 * for the margin, rounded half-up by the money module.
 */
import {
  MAX_MONEY_CENTS,
  divideHalfUp,
  formatUnits,
  formatUsd,
  fromCents,
  isDecimal,
  percentOfCents,
  toScaledBigInt,
} from './money';
import { PRICING_MESSAGES as M } from './pricing-messages';
import type { TTotalsBlock, TTotalsSummaryLine } from '#shared/schemas/totals';
import type { TPriceOrigin } from '#shared/schemas/spec-specbook';

/** The field types of a price update (spec §7 "Pricing"). */
export const PRICE_FIELD_TYPES = [
  'price',
  'sale_price',
  'multiplier',
  'multiplier_label',
  'cost',
  'profit_margin',
  'qty',
  'shipping_cost',
] as const;
/** One price field type. */
export type PriceFieldType = (typeof PRICE_FIELD_TYPES)[number];

/** The Price attribute each field type edits (spec §3 "Price change record" mapping). */
export const PRICE_FIELD_ATTRIBUTE: Record<PriceFieldType, keyof PriceRecord> = {
  price: 'listPrice',
  sale_price: 'salePrice',
  multiplier: 'multiplier',
  multiplier_label: 'multiplierLabel',
  cost: 'cost',
  profit_margin: 'profitMargin',
  qty: 'qty',
  shipping_cost: 'shippingCost',
};

/** One edit: `{fieldType, fieldValue}`; null (or '') clears a clearable field. */
export interface PriceEdit {
  fieldType: PriceFieldType;
  fieldValue: string | number | null;
}

/**
 * A spec's price in a specbook as stored: money as strings with 2 decimals, the multiplier
 * with 4, the profit margin (percent of the sale price) with 2; null = not set.
 */
export interface PriceRecord {
  listPrice: string | null;
  salePrice: string | null;
  cost: string | null;
  multiplier: string | null;
  multiplierLabel: string | null;
  profitMargin: string | null;
  shippingCost: string | null;
  qty: number;
}

/** The outcome of an edit: the new full record, or the field at fault and why. */
export type PriceEditResult =
  | { ok: true; price: PriceRecord }
  | { ok: false; field: string; message: string };

/** Highest multiplier a numeric(10,4) holds, in ten-thousandths. */
const MAX_MULTIPLIER = 9_999_999_999n;
/** Lowest margin a numeric(7,2) holds, in hundredths of a percent. */
const MIN_MARGIN = -9_999_999n;
const ONE = 10_000n; // 1.0000 as a multiplier; 100.00 % as a margin
const MAX_QTY = 1_000_000;
const MAX_LABEL = 100;

/** The record in integer units (bigint so that products never lose precision). */
interface PriceState {
  list: bigint | null;
  sale: bigint | null;
  cost: bigint | null;
  multiplier: bigint | null;
  multiplierLabel: string | null;
  shipping: bigint | null;
  qty: number;
}

class RuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const scaled = (value: string | null, decimals: number) => (value === null ? null : toScaledBigInt(value, decimals));

function toState(record: PriceRecord): PriceState {
  return {
    list: scaled(record.listPrice, 2),
    sale: scaled(record.salePrice, 2),
    cost: scaled(record.cost, 2),
    multiplier: scaled(record.multiplier, 4),
    multiplierLabel: record.multiplierLabel,
    shipping: scaled(record.shippingCost, 2),
    qty: record.qty,
  };
}

/** The sale price that counts: the sale price, else the list price, else 0 (in cents). */
function effectiveSale(state: Pick<PriceState, 'sale' | 'list'>): bigint {
  return state.sale ?? state.list ?? 0n;
}

/** Margin in hundredths of a percent: (sale − cost) / sale × 100, 0 when sale is 0. */
function marginOf(saleCents: bigint, costCents: bigint): bigint {
  return saleCents === 0n ? 0n : divideHalfUp((saleCents - costCents) * ONE, saleCents);
}

function fromState(state: PriceState): PriceRecord {
  const money = (v: bigint | null) => (v === null ? null : fromCents(v));
  return {
    listPrice: money(state.list),
    salePrice: money(state.sale),
    cost: money(state.cost),
    multiplier: state.multiplier === null ? null : formatUnits(state.multiplier, 4),
    multiplierLabel: state.multiplierLabel,
    profitMargin: formatUnits(marginOf(effectiveSale(state), state.cost ?? 0n), 2),
    shippingCost: money(state.shipping),
    qty: state.qty,
  };
}

// ---- input parsing ------------------------------------------------------------------------

const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** The edit's value as decimal text ('$1,234.50' → '1234.50', '35%' → '35'), or null when empty. */
function decimalText(value: string | number | null, field: string, invalid: string): string | number | null {
  if (value === null) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RuleError(field, invalid);
    return value;
  }
  let text = value.trim().replace(/%$/, '').replace(/^(-?)\$/, '$1').trim();
  if (text === '') return null;
  if (GROUPED.test(text)) text = text.replace(/,/g, '');
  if (!isDecimal(text)) throw new RuleError(field, invalid);
  return text;
}

interface AmountRule {
  field: string;
  invalid: string;
  negative: string;
  label: string;
  /** Smallest allowed amount in cents (list prices start at 0.01). */
  min?: bigint;
}

/** A money input in cents (half-up), null when cleared; checks sign and column range. */
function parseMoney(value: string | number | null, rule: AmountRule): bigint | null {
  const text = decimalText(value, rule.field, rule.invalid);
  if (text === null) return null;
  const cents = toScaledBigInt(text, 2);
  if (cents < (rule.min ?? 0n)) throw new RuleError(rule.field, rule.negative);
  if (cents > BigInt(MAX_MONEY_CENTS)) throw new RuleError(rule.field, M.amountTooLarge(rule.label));
  return cents;
}

function required<T>(value: T | null, field: string, message: string): T {
  if (value === null) throw new RuleError(field, message);
  return value;
}

function parseMultiplier(value: string | number | null): bigint {
  const text = required(decimalText(value, 'multiplier', M.multiplierNumber), 'multiplier', M.multiplierNumber);
  const units = toScaledBigInt(text, 4);
  if (units < 0n) throw new RuleError('multiplier', M.multiplierNegative);
  if (units > MAX_MULTIPLIER) throw new RuleError('multiplier', M.multiplierTooLarge);
  return units;
}

function parseMargin(value: string | number | null): bigint {
  const text = required(decimalText(value, 'profitMargin', M.marginNumber), 'profitMargin', M.marginNumber);
  const hundredths = toScaledBigInt(text, 2);
  if (hundredths >= ONE) throw new RuleError('profitMargin', M.marginTooHigh);
  if (hundredths < MIN_MARGIN) throw new RuleError('profitMargin', M.marginTooLow);
  return hundredths;
}

function parseQty(value: string | number | null): number {
  const text = typeof value === 'string' ? value.trim() : value;
  const qty = typeof text === 'number' ? text : text && /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(qty)) throw new RuleError('qty', M.qtyNumber);
  if (qty < 1) throw new RuleError('qty', M.qtyMin);
  if (qty > MAX_QTY) throw new RuleError('qty', M.qtyMax);
  return qty;
}

function parseLabel(value: string | number | null): string | null {
  const text = value === null ? '' : String(value).trim();
  if (text.length > MAX_LABEL) throw new RuleError('multiplierLabel', M.multiplierLabelTooLong);
  return text === '' ? null : text;
}

const LIST_RULE: AmountRule = { field: 'listPrice', invalid: M.listDigits, negative: M.listPositive, label: 'List price', min: 1n };
const SALE_RULE: AmountRule = { field: 'salePrice', invalid: M.saleNumber, negative: M.saleNegative, label: 'Sale price' };
const COST_RULE: AmountRule = { field: 'cost', invalid: M.costNumber, negative: M.costNegative, label: 'Cost' };
const SHIPPING_RULE: AmountRule = {
  field: 'shippingCost',
  invalid: M.shippingNumber,
  negative: M.shippingNegative,
  label: 'Shipping cost',
};

// ---- the rules ---------------------------------------------------------------------------

/** sale = list × multiplier, in cents, half-up. */
function saleFromMultiplier(listCents: bigint, multiplier: bigint): bigint {
  return divideHalfUp(listCents * multiplier, ONE);
}

/** multiplier = sale / list, in ten-thousandths, half-up (list > 0). */
function multiplierFromSale(saleCents: bigint, listCents: bigint): bigint {
  return divideHalfUp(saleCents * ONE, listCents);
}

/** Keeps the multiplier in step with the sale price when there is a list price to relate them. */
function withDerivedMultiplier(state: PriceState): PriceState {
  if (state.list === null || state.list <= 0n || state.sale === null) return state;
  return { ...state, multiplier: multiplierFromSale(state.sale, state.list) };
}

/**
 * What one field type does: parse the input, read the field's current value (an edit to the
 * value the field already has changes nothing) and apply it.
 */
interface Rule<T> {
  parse(value: string | number | null): T;
  current(state: PriceState): T | null;
  apply(state: PriceState, value: T): PriceState;
}

const rule = <T>(r: Rule<T>): Rule<unknown> => r as Rule<unknown>;

/** What each field type does to the record. */
const RULES: Record<PriceFieldType, Rule<unknown>> = {
  // List: sale follows from the multiplier when one is set; otherwise the multiplier follows
  // from the existing sale price. Clearing the list keeps sale and multiplier.
  price: rule({
    parse: (v) => parseMoney(v, LIST_RULE),
    current: (s) => s.list,
    apply: (s, list) => {
      if (list === null) return { ...s, list };
      if (s.multiplier !== null) return { ...s, list, sale: saleFromMultiplier(list, s.multiplier) };
      return withDerivedMultiplier({ ...s, list });
    },
  }),
  // Sale: the multiplier becomes sale / list. Clearing the sale (it falls back to the list
  // price) clears the multiplier too.
  sale_price: rule({
    parse: (v) => parseMoney(v, SALE_RULE),
    current: (s) => s.sale,
    apply: (s, sale) => (sale === null ? { ...s, sale: null, multiplier: null } : withDerivedMultiplier({ ...s, sale })),
  }),
  // Multiplier: sale = list × multiplier when there is a list price (kept for later otherwise).
  multiplier: rule({
    parse: parseMultiplier,
    current: (s) => s.multiplier,
    apply: (s, multiplier) =>
      s.list === null ? { ...s, multiplier } : { ...s, multiplier, sale: saleFromMultiplier(s.list, multiplier) },
  }),
  // Cost: only the margin changes.
  cost: rule({ parse: (v) => parseMoney(v, COST_RULE), current: (s) => s.cost, apply: (s, cost) => ({ ...s, cost }) }),
  // Margin: sale = cost / (1 − margin / 100), then the multiplier follows the sale.
  profit_margin: rule({
    parse: parseMargin,
    current: (s) => marginOf(effectiveSale(s), s.cost ?? 0n),
    apply: (s, margin) => {
      const cost = s.cost ?? 0n;
      if (cost <= 0n) throw new RuleError('profitMargin', M.marginNeedsCost);
      return withDerivedMultiplier({ ...s, sale: divideHalfUp(cost * ONE, ONE - margin) });
    },
  }),
  qty: rule({ parse: parseQty, current: (s) => s.qty, apply: (s, qty) => ({ ...s, qty }) }),
  shipping_cost: rule({
    parse: (v) => parseMoney(v, SHIPPING_RULE),
    current: (s) => s.shipping,
    apply: (s, shipping) => ({ ...s, shipping }),
  }),
  multiplier_label: rule({
    parse: parseLabel,
    current: (s) => s.multiplierLabel,
    apply: (s, multiplierLabel) => ({ ...s, multiplierLabel }),
  }),
};

/** Derived values must fit their columns; otherwise the edit is refused. */
function checkRanges(state: PriceState, field: string): void {
  if ((state.sale ?? 0n) > BigInt(MAX_MONEY_CENTS)) throw new RuleError(field, M.resultTooLarge);
  if ((state.multiplier ?? 0n) > MAX_MULTIPLIER) throw new RuleError(field, M.resultMultiplierTooLarge);
  if (marginOf(effectiveSale(state), state.cost ?? 0n) < MIN_MARGIN) throw new RuleError(field, M.resultMarginOutOfRange);
}

/** Applies one edit to a state (throws RuleError). */
function step(state: PriceState, edit: PriceEdit): PriceState {
  const fieldRule = RULES[edit.fieldType] as Rule<unknown> | undefined;
  if (!fieldRule) throw new RuleError('fieldType', M.fieldType);
  const value = fieldRule.parse(edit.fieldValue === '' ? null : edit.fieldValue);
  if (value === fieldRule.current(state)) return state;
  const next = fieldRule.apply(state, value);
  checkRanges(next, PRICE_FIELD_ATTRIBUTE[edit.fieldType]);
  return next;
}

/**
 * Applies edits in order to a price and answers the new full record (or the first failure;
 * nothing is applied then). The rules, per field type:
 *
 * - `price` (list): with a multiplier set, sale = list × multiplier; without one, the multiplier
 *   becomes sale / list when a sale price is set. At least 0.01; null clears it.
 * - `sale_price`: multiplier = sale / list when list > 0; null clears sale and multiplier
 *   (the sale price then falls back to the list price).
 * - `multiplier`: sale = list × multiplier when a list price is set. A number ≥ 0.
 * - `cost`: sale unchanged; margin recomputed. Null clears it (counts as 0).
 * - `profit_margin`: sale = cost / (1 − margin / 100), then multiplier = sale / list. Needs a
 *   cost > 0 and a margin < 100.
 * - `qty` (whole number ≥ 1), `shipping_cost` (≥ 0 or null), `multiplier_label` (≤ 100
 *   characters or null): just set.
 *
 * An edit to the value a field already has changes nothing (no drift from re-deriving).
 * After every edit the margin is recomputed from the effective sale price and the cost.
 * Money inputs may carry '$' and thousands commas and are rounded half-up to the cent; the
 * margin accepts a trailing '%'.
 */
export function applyPriceEdits(current: PriceRecord, edits: readonly PriceEdit[]): PriceEditResult {
  try {
    return { ok: true, price: fromState(edits.reduce(step, toState(current))) };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

/** {@link applyPriceEdits} for one edit. */
export function applyPriceEdit(current: PriceRecord, edit: PriceEdit): PriceEditResult {
  return applyPriceEdits(current, [edit]);
}

/** What a price shows: effective sale, margin, hasCost and the line total (sale × qty). */
export interface PriceFacts {
  /** Sale price, falling back to the list price; null when neither is set. */
  sale: string | null;
  profitMargin: string;
  hasCost: boolean;
  /** Line total: effective sale × qty. */
  total: string;
}

/** The derived facts of a price record (the sale falls back to the list price; cost to 0). */
export function priceFacts(record: PriceRecord): PriceFacts {
  const state = toState(record);
  const sale = effectiveSale(state);
  return {
    sale: state.sale === null && state.list === null ? null : fromCents(sale),
    profitMargin: formatUnits(marginOf(sale, state.cost ?? 0n), 2),
    hasCost: (state.cost ?? 0n) > 0n,
    total: fromCents(sale * BigInt(state.qty)),
  };
}

/** Line total of a spec in a specbook: sale price (falling back to list) × quantity. */
export function lineTotal(record: Pick<PriceRecord, 'listPrice' | 'salePrice' | 'qty'>): string {
  const sale = effectiveSale({ sale: scaled(record.salePrice, 2), list: scaled(record.listPrice, 2) });
  return fromCents(sale * BigInt(record.qty));
}

/** True when a cost is set and above 0 (spec §3 "Price": hasCost). */
export function hasCost(cost: string | null): boolean {
  return cost !== null && toScaledBigInt(cost, 2) > 0n;
}

/** True when any price field (not qty or label) differs between two records. */
export function priceChanged(before: PriceRecord, after: PriceRecord): boolean {
  const keys = ['listPrice', 'salePrice', 'cost', 'multiplier', 'profitMargin', 'shippingCost'] as const;
  return keys.some((key) => before[key] !== after[key]);
}

// ---- totals ------------------------------------------------------------------------------

/** Sums over a set of specs, in cents: Σ list × qty, Σ sale × qty, Σ cost × qty, Σ shipping × qty. */
export interface TotalsSums {
  listCents: number;
  saleCents: number;
  costCents: number;
  shippingCents: number;
}

/**
 * What a specbook's line items add to a totals block, in cents (decision 050). Line items have
 * no cost; a shipping line item adds to the shipping amount, not to the subtotals.
 */
export interface LineItemSums {
  /** Σ (list ?? sale ?? 0) × qty of the line items that are not shipping. */
  listCents: number;
  /** Σ unit price × qty of the line items that are not shipping. */
  saleCents: number;
  /** The parts of listCents and saleCents that are not taxable. */
  untaxedListCents: number;
  untaxedSaleCents: number;
  /** Σ unit price × qty of the shipping line items: a charged delivery, counted whatever the shipping calculation. */
  shippingCents: number;
}

/** No line items. */
export const NO_LINE_ITEMS: LineItemSums = { listCents: 0, saleCents: 0, untaxedListCents: 0, untaxedSaleCents: 0, shippingCents: 0 };

/**
 * The profit margin of summed sales and costs, in percent with 2 decimals ('23.50'):
 * (sale − cost) / sale × 100 by the same rule as one spec's margin; '0.00' when nothing is sold.
 */
export function totalsMargin(sums: Pick<TotalsSums, 'saleCents' | 'costCents'>): string {
  return formatUnits(marginOf(BigInt(sums.saleCents), BigInt(sums.costCents)), 2);
}

/** Options of {@link buildTotalsBlock}. */
export interface TotalsOptions {
  /** Tax rate in hundredths of a percent (825 = 8.25 %). */
  taxRateHundredths: number;
  /** Whether shipping counts (the specbook's shipping calculation). */
  shipping: boolean;
  /** Whether to add the summaries. */
  summary: boolean;
}

/** One summary line; tax applies to the subtotal less its untaxed part, half-up. */
function summaryLine(subtotal: number, untaxed: number, savings: number, shipping: number, taxRate: number): TTotalsSummaryLine {
  const tax = percentOfCents(subtotal - untaxed, taxRate);
  return {
    total: fromCents(subtotal + shipping + tax),
    subtotal: fromCents(subtotal),
    savings: fromCents(savings),
    shipping: fromCents(shipping),
    tax: fromCents(tax),
  };
}

/**
 * One totals block T from the specs' sums and the line items': list, sale, cost, profit =
 * sale − cost, and the summaries `all` (subtotal = sale total, savings = list − sale), `list`
 * (subtotal = list total) and `sale` (subtotal = sale total), each with shipping (the specs'
 * shipping when the shipping calculation is on, plus the shipping line items), tax = taxable
 * subtotal × rate (half-up; specs are taxable, line items when isTaxable) and
 * total = subtotal + shipping + tax.
 */
export function buildTotalsBlock(sums: TotalsSums, options: TotalsOptions, lineItems: LineItemSums = NO_LINE_ITEMS): TTotalsBlock {
  const list = sums.listCents + lineItems.listCents;
  const sale = sums.saleCents + lineItems.saleCents;
  const block: TTotalsBlock = {
    list: fromCents(list),
    sale: fromCents(sale),
    cost: fromCents(sums.costCents),
    profit: fromCents(sale - sums.costCents),
    subtotalAsCurrency: formatUsd(fromCents(sale)),
    listTotalAsCurrency: formatUsd(fromCents(list)),
  };
  if (!options.summary) return block;
  const shipping = (options.shipping ? sums.shippingCents : 0) + lineItems.shippingCents;
  const rate = options.taxRateHundredths;
  const { untaxedListCents, untaxedSaleCents } = lineItems;
  block.summary = {
    all: summaryLine(sale, untaxedSaleCents, list - sale, shipping, rate),
    list: summaryLine(list, untaxedListCents, 0, shipping, rate),
    sale: summaryLine(sale, untaxedSaleCents, 0, shipping, rate),
  };
  return block;
}

/** Which prices the viewer sees (a team member's showListPrice / showSalePrice). */
export interface PriceVisibility {
  showList: boolean;
  showSale: boolean;
}

/** Which summary applies: list and sale shown → all; list only → list; otherwise sale. */
export function summaryKind(visibility: PriceVisibility): 'all' | 'list' | 'sale' {
  if (visibility.showList && visibility.showSale) return 'all';
  return visibility.showList ? 'list' : 'sale';
}

/**
 * The total to display (spec §3 "Totals"): list and sale both on → subtotal; list only →
 * list total; otherwise subtotal (the sale total).
 */
export function displayTotal(totals: Pick<TTotalsBlock, 'list' | 'sale' | 'summary'>, visibility: PriceVisibility): string {
  const kind = summaryKind(visibility);
  if (kind === 'list') return totals.summary?.list.subtotal ?? totals.list;
  return totals.summary?.[kind].subtotal ?? totals.sale;
}

/** The price figures the margin and multiplier fields of a spec read (spec §3 "Price"). */
export interface ShownPriceInput {
  list: string | null;
  sale: string | null;
  cost: string | null;
  multiplier: string | null;
  profitMargin: string | null;
}

/**
 * The margin to show: the stored margin once a cost exists; null (shown as '—') while the cost
 * is blank or 0, where (sale − 0) / sale would claim a 100 % margin nobody has.
 */
export function shownMargin(price: Pick<ShownPriceInput, 'cost' | 'profitMargin'>): string | null {
  return hasCost(price.cost) ? price.profitMargin : null;
}

/**
 * The multiplier to show: the stored one, else the one the prices imply (sale / list, 4
 * decimals, half-up) when both are set and the list price is above 0; otherwise null ('—').
 */
export function shownMultiplier(price: Pick<ShownPriceInput, 'list' | 'sale' | 'multiplier'>): string | null {
  if (price.multiplier !== null) return price.multiplier;
  const list = scaled(price.list, 2);
  const sale = scaled(price.sale, 2);
  if (list === null || sale === null || list <= 0n) return null;
  return formatUnits(multiplierFromSale(sale, list), 4);
}

/** What {@link priceOrigin} reads: the prices set in the specbook, the list price shown (catalogue fallback), labels, the optional flag. */
export interface PriceOriginInput {
  ownListPrice: string | null;
  ownSalePrice: string | null;
  /** The list price shown: the specbook's, else the catalogue's. */
  listPrice: string | null;
  multiplier: string | null;
  listPriceLabel: string | null;
  salesPriceLabel: string | null;
  isOptional: boolean;
}

/** How the sale price follows: from the list by the multiplier, set by hand, or the list price itself. */
function calculationLogic(p: PriceOriginInput): TPriceOrigin['priceCalculationLogic'] {
  if (p.ownSalePrice === null) return p.listPrice === null ? null : 'list';
  return p.multiplier !== null && p.listPrice !== null && Number(p.listPrice) > 0 ? 'multiplier' : 'manual';
}

/** A price's flag, label, alternate_type and priceCalculationLogic (spec §3 "Price"; docs/decisions/064). */
export function priceOrigin(p: PriceOriginInput): TPriceOrigin {
  const own = p.ownListPrice !== null || p.ownSalePrice !== null;
  return {
    flag: own ? 'specbook' : p.listPrice === null ? null : 'catalogue',
    label: (p.ownSalePrice !== null ? p.salesPriceLabel : null) ?? p.listPriceLabel,
    alternate_type: p.isOptional ? 'optional' : null,
    priceCalculationLogic: calculationLogic(p),
  };
}
