/**
 * Pricing a spec by a price group (spec/business-records.md §3 "Price group", §7 "Pricing on a
 * specbook"): pure functions the server applies and the tests check. The rules are in
 * docs/decisions/022-specbook-customer-and-price-groups.md; in short:
 *
 * - A spec's rule is its manufacturer's entry in the group, else the group's own (base 'list').
 * - base 'list' → sale = list × multiplier; base 'cost' → sale = cost ÷ (1 − profit %), the
 *   multiplier following the sale. Without a list price the cost rule applies when the group has
 *   a profit; without what a rule needs, the price stays as it is.
 * - A vendor refresh first sets the list price to the catalogue's; the stored multiplier (or the
 *   group's) then gives the sale.
 * Every step goes through the price edit rules of pricing.ts, so the result is always a price
 * those rules can produce (sale, multiplier and margin agree).
 */
import type { TPriceBase } from './price-group-messages';
import { applyPriceEdit, hasCost, priceFacts, type PriceEdit, type PriceRecord } from './pricing';

/** What prices one spec in a group. */
export interface GroupRule {
  base: TPriceBase;
  /** 4 decimals. */
  multiplier: string;
  /** Percent with 2 decimals, or null (no cost rule). */
  profit: string | null;
}

/** The rule for a manufacturer: its own entry when it has one, otherwise the group's (base 'list'). */
export function ruleFor(group: { multiplier: string; profit: string | null }, entry: GroupRule | null | undefined): GroupRule {
  return entry ?? { base: 'list', multiplier: group.multiplier, profit: group.profit };
}

/** The stored record with its margin recomputed from sale and cost (the edit rules start from that). */
export function normalized(record: PriceRecord): PriceRecord {
  return { ...record, profitMargin: priceFacts(record).profitMargin };
}

/** Refused: the rule's result does not fit the price columns (a margin below −99999.99 %, …). */
class Refused extends Error {}

function edit(record: PriceRecord, change: PriceEdit): PriceRecord {
  const result = applyPriceEdit(record, change);
  if (!result.ok) throw new Refused(result.message);
  return result.price;
}

function hasList(record: PriceRecord): boolean {
  return record.listPrice !== null && hasCost(record.listPrice);
}

function applyRule(record: PriceRecord, rule: GroupRule): PriceRecord {
  const byCost = rule.profit !== null && hasCost(record.cost) && (rule.base === 'cost' || !hasList(record));
  // The rule's value replaces the stored one even when they are equal: a sale price edited
  // since (or imported) is priced again, not kept by the "same value changes nothing" rule.
  if (byCost) return edit({ ...record, profitMargin: null }, { fieldType: 'profit_margin', fieldValue: rule.profit });
  if (hasList(record)) return edit({ ...record, multiplier: null }, { fieldType: 'multiplier', fieldValue: rule.multiplier });
  return record;
}

/**
 * The new price of a spec: optionally its vendor's (catalogue) list price first, then the price
 * group's rule. `rule` null leaves the pricing as it is (a refresh only); `vendorList` undefined
 * or null skips the refresh. All or nothing: when a step's result does not fit the price columns
 * the price stays as it is.
 */
export function priceByGroup(current: PriceRecord, rule: GroupRule | null, vendorList?: string | null): PriceRecord {
  const start = normalized(current);
  try {
    let record = start;
    if (vendorList !== undefined && vendorList !== null && vendorList !== record.listPrice) {
      record = edit(record, { fieldType: 'price', fieldValue: vendorList });
    }
    return rule ? applyRule(record, rule) : record;
  } catch (error) {
    if (error instanceof Refused) return start;
    throw error;
  }
}
