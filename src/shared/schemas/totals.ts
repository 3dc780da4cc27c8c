import { z } from 'zod';
import { PRICING_MESSAGES } from '#shared/lib/pricing-messages';

/** Money on the wire: a string with two decimals ("1234.50"). */
export const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

/** The kinds of totals a specbook answers (spec/workspace.md §3 "Specbook": totals kinds). */
export const TOTALS_KINDS = ['quoted', 'approved', 'optional', 'all', 'uncategorized'] as const;
/** One kind of totals. */
export type TTotalsKind = (typeof TOTALS_KINDS)[number];

/** One summary line: what a quote's footer shows. */
export const ZTotalsSummaryLine = z.object({
  total: ZMoney,
  subtotal: ZMoney,
  savings: ZMoney,
  shipping: ZMoney,
  tax: ZMoney,
});
export type TTotalsSummaryLine = z.infer<typeof ZTotalsSummaryLine>;

/** The three summaries: prices as shown with list and sale (all), list only (list), sale only (sale). */
export const ZTotalsSummary = z.object({ all: ZTotalsSummaryLine, list: ZTotalsSummaryLine, sale: ZTotalsSummaryLine });
export type TTotalsSummary = z.infer<typeof ZTotalsSummary>;

/** T of DESIGN.md's pinned totals shape: `{list, sale, cost, profit, summary?}`. */
export const ZTotalsBlock = z.object({
  list: ZMoney,
  sale: ZMoney,
  cost: ZMoney,
  profit: ZMoney,
  /** The subtotal (the sale total) as currency, '$1,234.50' (spec §3 "Totals"). */
  subtotalAsCurrency: z.string(),
  /** The list total as currency, '$1,234.50'. */
  listTotalAsCurrency: z.string(),
  summary: ZTotalsSummary.optional(),
});
export type TTotalsBlock = z.infer<typeof ZTotalsBlock>;

/** Specbook totals: `{quoted, approved, optional, all, uncategorized: {quoted, approved}}`. */
export const ZSpecbookTotals = z.object({
  quoted: ZTotalsBlock,
  approved: ZTotalsBlock,
  optional: ZTotalsBlock,
  all: ZTotalsBlock,
  uncategorized: z.object({ quoted: ZTotalsBlock, approved: ZTotalsBlock }),
});
export type TSpecbookTotals = z.infer<typeof ZSpecbookTotals>;

/** Totals of one room: `{quoted, approved, optional, all}`. */
export const ZCategoryTotals = z.object({
  quoted: ZTotalsBlock,
  approved: ZTotalsBlock,
  optional: ZTotalsBlock,
  all: ZTotalsBlock,
});
export type TCategoryTotals = z.infer<typeof ZCategoryTotals>;

/** `types=quoted,approved` (or repeated `types=`): validated; every kind is answered regardless. */
const ZTypes = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : [value ?? ''])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((kinds) => kinds.every((kind) => (TOTALS_KINDS as readonly string[]).includes(kind)), {
    message: PRICING_MESSAGES.totalsTypes,
  });

/** Query of the totals calls: `types`, `summary` (default true; 'false' leaves summaries out). */
export const ZTotalsQuery = z.object({
  types: ZTypes,
  summary: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
});
export type TTotalsQuery = z.infer<typeof ZTotalsQuery>;
