import { ValidationError } from '#server/lib/http/errors';
import { applyPriceEdits, priceFacts, type PriceEdit, type PriceFieldType, type PriceRecord } from '#shared/lib/pricing';
import type { TCalculatedPrice, TCalculatePriceBody } from '#shared/schemas/calculate-price';

const EMPTY: PriceRecord = {
  listPrice: null,
  salePrice: null,
  cost: null,
  multiplier: null,
  multiplierLabel: null,
  profitMargin: null,
  shippingCost: null,
  qty: 1,
};

type Prices = TCalculatePriceBody['prices'];

/** An edit for a price that was sent (undefined and null = not given). */
function given(fieldType: PriceFieldType, value: Prices[keyof Prices]): PriceEdit[] {
  return value === undefined || value === null || value === '' ? [] : [{ fieldType, fieldValue: value }];
}

/**
 * The edits that rebuild the price: list, cost, shipping and quantity first; then the one that sets
 * the sale price — the sale price if sent, else the multiplier, else the margin (each derives the
 * others); the changed field of `payload` last.
 */
export function calculationEdits(body: TCalculatePriceBody): PriceEdit[] {
  const p = body.prices;
  const saleSetter = given('sale_price', p.salePrice)[0] ?? given('multiplier', p.multiplier)[0] ?? given('profit_margin', p.profitMargin)[0];
  return [
    ...given('price', p.listPrice),
    ...given('cost', p.cost),
    ...given('shipping_cost', p.shippingCost),
    ...given('qty', p.qty),
    ...(saleSetter ? [saleSetter] : []),
    ...(body.payload ? [body.payload] : []),
  ];
}

/**
 * POST {u}/specs/calculate-price (spec/workspace.md §7 "calculate price"): the derived prices by
 * the shared pricing rules (sale = list × multiplier, margin = (sale − cost) / sale, …); nothing
 * is written.
 * @throws ValidationError with the pricing rules' message and field (e.g. 'List Price must be a positive number').
 */
export function calculatePrice(body: TCalculatePriceBody): TCalculatedPrice {
  const result = applyPriceEdits(EMPTY, calculationEdits(body));
  if (!result.ok) throw ValidationError.field(result.field, result.message);
  const price = result.price;
  const facts = priceFacts(price);
  return {
    list: price.listPrice,
    listPrice: price.listPrice,
    sale: facts.sale,
    salePrice: price.salePrice,
    multiplier: price.multiplier,
    cost: price.cost,
    hasCost: facts.hasCost,
    profit: facts.profitMargin,
    profitMargin: facts.profitMargin,
    shippingCost: price.shippingCost,
    qty: price.qty,
    quantity: price.qty,
    total: facts.total,
  };
}
