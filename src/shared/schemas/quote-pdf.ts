import { z } from 'zod';
import { QUOTE_PDF_DEFAULTS, QUOTE_PDF_FLAGS, QUOTE_PDF_MESSAGES as M, type TQuotePdfFlag } from '#shared/lib/quote-documents-messages';

/** One flag: true/false or 1/0 (also as the strings a form or query sends); absent = its default. */
function zFlag(flag: TQuotePdfFlag) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])], { error: M.flag })
    .optional()
    .transform((v) => (v === undefined ? QUOTE_PDF_DEFAULTS[flag] : v === true || v === 1 || v === 'true' || v === '1'));
}

/**
 * Body of POST {u}/specbook/{id}/pdf/quote: the twelve quote options of spec §3. The client's
 * Quote PDF modal sends the same object; a flag left out takes {@link QUOTE_PDF_DEFAULTS}.
 */
export const ZQuotePdfOptions = z.object(
  Object.fromEntries(QUOTE_PDF_FLAGS.map((flag) => [flag, zFlag(flag)])) as Record<TQuotePdfFlag, ReturnType<typeof zFlag>>,
);
/** What the client may send. */
export type TQuotePdfOptionsInput = z.input<typeof ZQuotePdfOptions>;
/** The twelve options as booleans. */
export type TQuotePdfOptions = z.output<typeof ZQuotePdfOptions>;

/** A proposal attached to a specbook (GET/POST {u}/specbook/{id}/proposal). */
export const ZProposal = z.object({
  specbookId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  pageCount: z.number().int(),
  uploadedAt: z.string(),
});
export type TProposal = z.infer<typeof ZProposal>;

/** POST {u}/specbook/{id}/proposal/link: a short-lived address of the proposal for a new window. */
export const ZProposalLink = z.object({ url: z.string(), expiresAt: z.string() });
export type TProposalLink = z.infer<typeof ZProposalLink>;
