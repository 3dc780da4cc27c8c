/**
 * The quotes of the corpus (issue 19 "Measured, not claimed"): at least 20 layouts — column orders
 * (Qty / Model / Description first), currencies ($, USD, €), wrapped descriptions, rooms as section
 * headings, discounts (a % column, an amount column, a 'Less 10%' line), subtotals, tax, freight and
 * totals, codes inside descriptions, with and without a manufacturer column, multi-page quotes (one
 * of 10+ pages), repeated page headers and footers, notes.
 */
import { makeLines, type MakeLinesOptions } from './lines';
import type { QuoteColumn, QuoteDefinition, QuoteLayout, TQuoteColumnKind } from './types';

const col = (kind: TQuoteColumnKind, header: string, width: number): QuoteColumn => ({ kind, header, width });

const BASE: QuoteLayout = { columns: [], money: 'dollar', headings: 'plain', subtotals: false, repeatHeader: true, pageHeader: false, fontSize: 9, wrap: 60, longDescriptions: false };

const NOTES = [
  'Prices are valid for 30 days from the quote date. Lead times are estimates and are confirmed at order.',
  'Special-order items are non-returnable. A 50% deposit is required to place the order.',
];

/** One quote: its layout over BASE and the lines made for it. */
function quote(file: string, supplier: string, layout: Partial<QuoteLayout>, lines: Omit<MakeLinesOptions, 'longDescriptions'>, notes = NOTES): QuoteDefinition {
  const full = { ...BASE, ...layout };
  return { file, supplier, quoteNumber: `Q-${1000 + Number(file.slice(0, 2)) * 37}`, layout: full, lines: makeLines({ ...lines, longDescriptions: full.longDescriptions }), notes };
}

const ROOMS_2 = ['Master Bath', 'Kitchen'];
const ROOMS_3 = ['Master Bath', 'Kitchen', 'Powder Room'];
const ROOMS_4 = ['Kitchen', 'Master Bath', 'Guest Bath', 'Laundry'];

/** The corpus, in file order. */
export function quoteDefinitions(): QuoteDefinition[] {
  return [
    quote('01-qty-first', 'Lakeside Plumbing Supply', { columns: [col('qty', 'Qty', 36), col('model', 'Model', 90), col('description', 'Description', 220), col('unit', 'Unit Price', 80), col('amount', 'Amount', 80)] }, { seed: 1, rooms: [null], perRoom: 10 }),
    quote('02-model-first-rooms', 'Harbor Bath & Kitchen', { columns: [col('model', 'Model #', 90), col('description', 'Description', 200), col('manufacturer', 'Manufacturer', 110), col('qty', 'Qty', 30), col('unit', 'Each', 50), col('amount', 'Total', 60)], subtotals: true, taxRate: 8.25 }, { seed: 2, rooms: ROOMS_2, perRoom: 5 }),
    quote('03-description-first', 'Westbrook Design Supply', { columns: [col('description', 'Description', 230), col('model', 'Item #', 90), col('qty', 'Quantity', 56), col('unit', 'Unit Price', 74), col('amount', 'Ext. Price', 80)], headings: 'upper', freight: '145.00' }, { seed: 3, rooms: ROOMS_3, perRoom: 4 }),
    quote('04-bracket-codes', 'Pinecrest Showroom', { columns: [col('qty', 'Qty', 36), col('description', 'Product', 300), col('unit', 'Unit', 90), col('amount', 'Line Total', 100)], codeStyle: 'bracket' }, { seed: 4, rooms: ROOMS_2, perRoom: 6 }),
    quote('05-dash-codes-usd', 'Summit Fixtures Inc.', { columns: [col('description', 'Item Description', 300), col('qty', 'Qty', 40), col('unit', 'Price', 90), col('amount', 'Amount', 100)], codeStyle: 'dash', money: 'usd', subtotals: true }, { seed: 5, rooms: ROOMS_3, perRoom: 4 }),
    quote('06-euro', 'Atelier Bain Europe', { columns: [col('model', 'Article', 90), col('description', 'Description', 220), col('qty', 'Qty', 36), col('unit', 'Unit Price', 80), col('amount', 'Amount', 90)], money: 'euro', taxRate: 20 }, { seed: 6, rooms: [null], perRoom: 12 }),
    quote('07-euro-comma', 'Casa Idraulica', { columns: [col('qty', 'Qty', 36), col('model', 'Code', 90), col('description', 'Description', 210), col('unit', 'Unit Price', 90), col('amount', 'Total', 100)], money: 'euroComma', headings: 'prefixed' }, { seed: 7, rooms: ROOMS_2, perRoom: 5 }),
    quote('08-wrapped', 'Brightwater Supply Co.', { columns: [col('qty', 'Qty', 36), col('model', 'Model', 90), col('description', 'Description', 230), col('unit', 'Unit Price', 80), col('amount', 'Amount', 80)], longDescriptions: true, wrap: 52, subtotals: true }, { seed: 8, rooms: ROOMS_2, perRoom: 5 }),
    quote('09-discount-pct', 'Granite State Plumbing', { columns: [col('model', 'Model', 86), col('description', 'Description', 170), col('qty', 'Qty', 34), col('unit', 'List', 70), col('discountPct', 'Disc %', 50), col('amount', 'Net Amount', 80)] }, { seed: 9, rooms: ROOMS_3, perRoom: 4, discount: 'pct' }),
    quote('10-discount-amount', 'Cedar & Co. Hardware', { columns: [col('qty', 'Qty', 34), col('model', 'SKU', 86), col('description', 'Description', 170), col('unit', 'Unit Price', 70), col('discountAmt', 'Discount', 70), col('amount', 'Amount', 80)], subtotals: true }, { seed: 10, rooms: ROOMS_2, perRoom: 5, discount: 'amt' }),
    quote('11-less-ten', 'Riverside Kitchens', { columns: [col('qty', 'Qty', 36), col('model', 'Model', 90), col('description', 'Description', 230), col('unit', 'Unit Price', 80), col('amount', 'Amount', 80)], lessPercent: 10, taxRate: 6.5, freight: '250.00' }, { seed: 11, rooms: ROOMS_3, perRoom: 4 }),
    quote('12-manufacturer-col', 'Oakmont Lighting Gallery', { columns: [col('manufacturer', 'Brand', 110), col('model', 'Model', 90), col('description', 'Description', 170), col('qty', 'Qty', 34), col('unit', 'Price', 60), col('amount', 'Ext', 70)], supplierRight: true }, { seed: 12, rooms: ROOMS_2, perRoom: 6 }),
    quote('13-line-numbers', 'Meridian Build Supply', { columns: [col('line', '#', 24), col('model', 'Part No.', 90), col('description', 'Description', 220), col('qty', 'Qty', 36), col('uom', 'UOM', 34), col('unit', 'Unit Price', 64), col('amount', 'Amount', 70)] }, { seed: 13, rooms: [null], perRoom: 14 }),
    quote('14-landscape-wide', 'Crescent Home Products', { columns: [col('line', 'Line', 30), col('qty', 'Qty', 36), col('uom', 'U/M', 34), col('manufacturer', 'Manufacturer', 140), col('model', 'Model Number', 100), col('description', 'Description', 200), col('unit', 'Unit Price', 80), col('amount', 'Extended', 90)], landscape: true, subtotals: true, taxRate: 7 }, { seed: 14, rooms: ROOMS_4, perRoom: 4 }),
    quote('15-multi-page-repeat', 'Lakeside Plumbing Supply', { columns: [col('qty', 'Qty', 36), col('model', 'Model', 90), col('description', 'Description', 230), col('unit', 'Unit Price', 80), col('amount', 'Amount', 80)], subtotals: true, pageHeader: true, longDescriptions: true, wrap: 56 }, { seed: 15, rooms: ROOMS_4, perRoom: 9 }),
    quote('16-multi-page-no-repeat', 'Harbor Bath & Kitchen', { columns: [col('model', 'Model', 90), col('description', 'Description', 230), col('qty', 'Qty', 36), col('unit', 'Unit', 80), col('amount', 'Amount', 80)], repeatHeader: false, pageHeader: true, headings: 'upper' }, { seed: 16, rooms: ROOMS_4, perRoom: 14 }),
    quote('17-ten-pages', 'Northgate Wholesale', { columns: [col('qty', 'Qty', 36), col('model', 'Model', 90), col('description', 'Description', 230), col('unit', 'Unit Price', 80), col('amount', 'Amount', 80)], subtotals: true, pageHeader: true, longDescriptions: true, wrap: 58, taxRate: 8 }, { seed: 17, rooms: ['Kitchen', 'Master Bath', 'Guest Bath', 'Powder Room', 'Laundry', 'Mudroom', 'Primary Closet', 'Outdoor Kitchen'], perRoom: 24 }),
    quote('18-small-font-dense', 'Bayview Trade Counter', { columns: [col('qty', 'QTY', 30), col('model', 'MODEL', 80), col('manufacturer', 'MFR', 100), col('description', 'DESCRIPTION', 200), col('unit', 'UNIT $', 60), col('amount', 'TOTAL $', 62)], fontSize: 7.5, money: 'plain', headings: 'upper', subtotals: true }, { seed: 18, rooms: ROOMS_4, perRoom: 6 }),
    quote('19-large-font-few', 'Hillcrest Custom Homes', { columns: [col('description', 'Description', 240), col('model', 'Model', 96), col('qty', 'Qty', 40), col('unit', 'Unit', 70), col('amount', 'Total', 86)], fontSize: 11, freight: '95.00', taxRate: 8.875 }, { seed: 19, rooms: ['Kitchen'], perRoom: 6 }),
    quote('20-bracket-wrapped-mfr', 'Foxglove Interiors', { columns: [col('qty', 'Qty', 32), col('description', 'Product', 250), col('manufacturer', 'Vendor', 110), col('unit', 'Each', 66), col('amount', 'Total', 74)], codeStyle: 'bracket', longDescriptions: true, wrap: 46, subtotals: true, headings: 'prefixed' }, { seed: 20, rooms: ROOMS_3, perRoom: 4 }),
    quote('21-dash-euro-discount', 'Studio Nord Sanitär', { columns: [col('description', 'Product', 230), col('qty', 'Qty', 34), col('unit', 'Unit Price', 80), col('discountPct', 'Disc.', 46), col('amount', 'Amount', 86)], codeStyle: 'dash', money: 'euro', lessPercent: 5, taxRate: 19 }, { seed: 21, rooms: ROOMS_2, perRoom: 5, discount: 'pct' }),
    quote('22-unknown-heavy', 'Copperline Renovation', { columns: [col('qty', 'Qty', 36), col('model', 'Model', 90), col('description', 'Description', 230), col('unit', 'Unit Price', 80), col('amount', 'Amount', 80)], subtotals: true }, { seed: 22, rooms: ROOMS_2, perRoom: 5, kinds: ['unknown', 'catalogue', 'noFinish', 'ocrSwap', 'unknown', 'catalogue'] }),
  ];
}
