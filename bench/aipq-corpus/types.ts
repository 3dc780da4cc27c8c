/**
 * The generated quote corpus of the AI PDF-quote import (issue 19, docs/decisions/057): what a
 * quote is made of, how it is laid out, and the expected lines written beside each PDF.
 */

/** What a table column shows. */
export type TQuoteColumnKind = 'line' | 'qty' | 'uom' | 'model' | 'description' | 'manufacturer' | 'unit' | 'discountPct' | 'discountAmt' | 'amount';

/** One column of a quote's table as printed. */
export interface QuoteColumn {
  kind: TQuoteColumnKind;
  header: string;
  /** Width in points. */
  width: number;
}

/** How money is printed: `$1,234.50`, `USD 1,234.50`, `€1,234.50`, `1.234,50 €`, `1,234.50`. */
export type TMoneyStyle = 'dollar' | 'usd' | 'euro' | 'euroComma' | 'plain';

/** How a product code sits in the description when there is no model column. */
export type TCodeStyle = 'bracket' | 'dash';

/** How a section heading (a room) is printed. */
export type THeadingStyle = 'plain' | 'upper' | 'prefixed';

/** The look of one quote. */
export interface QuoteLayout {
  columns: QuoteColumn[];
  /** Set when the model is printed inside the description (no model column). */
  codeStyle?: TCodeStyle;
  money: TMoneyStyle;
  headings: THeadingStyle;
  /** A 'Subtotal' line after each section. */
  subtotals: boolean;
  /** A 'Less N% project discount' line before the total. */
  lessPercent?: number;
  /** Sales tax rate in percent. */
  taxRate?: number;
  /** Freight charge ("125.00"). */
  freight?: string;
  /** The table header repeated on every page. */
  repeatHeader: boolean;
  /** A running header ('Supplier — Quote Q-1 (continued)') on pages after the first. */
  pageHeader: boolean;
  /** Font size of the table. */
  fontSize: number;
  /** Characters per description line (longer descriptions wrap onto 2–3 lines). */
  wrap: number;
  /** The catalogue description is printed after the name (so it wraps). */
  longDescriptions: boolean;
  /** The supplier's name printed on the right (a logo block) instead of the left. */
  supplierRight?: boolean;
  landscape?: boolean;
}

/** One priced line of a quote, as the seller should get it. */
export interface QuoteLine {
  room: string | null;
  model: string;
  /** The description printed (name and, when long, the catalogue description), joined by spaces. */
  name: string;
  manufacturer: string | null;
  quantity: number;
  /** The printed unit price ("123.45"), before any line discount. */
  unitPrice: string;
  /** The printed line amount ("246.90"), after any line discount. */
  amount: string;
  /** Line discount in percent (discountPct column) or money (discountAmt column). */
  discount?: string;
}

/** One quote of the corpus. */
export interface QuoteDefinition {
  /** File name without extension: 'NN-name'. */
  file: string;
  supplier: string;
  quoteNumber: string;
  layout: QuoteLayout;
  /** Lines in print order; a change of `room` starts a new section. */
  lines: QuoteLine[];
  notes: string[];
}

/** The JSON written beside each PDF. */
export interface QuoteExpectation {
  file: string;
  supplier: string;
  currency: string;
  pages: number;
  lines: Array<Pick<QuoteLine, 'room' | 'model' | 'name' | 'manufacturer' | 'quantity' | 'unitPrice' | 'amount'>>;
}
