import { describe, expect, it } from 'vitest';
import { ZQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { QUOTE_PDF_DEFAULTS, QUOTE_PDF_FLAGS, QUOTE_PDF_GROUPS } from './quote-documents-messages';

describe('quote PDF options', () => {
  it('groups every flag of spec §3 exactly once', () => {
    expect(QUOTE_PDF_GROUPS.flatMap((g) => g.flags).sort()).toEqual([...QUOTE_PDF_FLAGS].sort());
    expect(QUOTE_PDF_FLAGS).toHaveLength(12);
  });

  it('reads booleans, 0/1 and their strings, and fills the defaults', () => {
    expect(ZQuotePdfOptions.parse({})).toEqual(QUOTE_PDF_DEFAULTS);
    expect(ZQuotePdfOptions.parse({ showTags: 1, showPrice: 0, showTotals: 'false', showSignatureLine: 'true' })).toMatchObject({
      showTags: true,
      showPrice: false,
      showTotals: false,
      showSignatureLine: true,
    });
    expect(ZQuotePdfOptions.safeParse({ showTags: 2 }).success).toBe(false);
    expect(ZQuotePdfOptions.safeParse({ showTags: 'yes' }).success).toBe(false);
  });
});
