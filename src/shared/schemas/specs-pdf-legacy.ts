import { z } from 'zod';
import { ZSpecsPdfPayload } from './specs-pdf';

/** Query keys of the legacy download that are not specs-PDF payload keys, or that it does not take. */
const NOT_PAYLOAD = new Set(['token', 'categoryID', 'categoryId', 'orientation', 'showCustomerInfo', 'showSignatureLine']);

/** '1' / 'true' → 1, '0' / 'false' → 0; anything else stays as sent (and fails the flag's rule). */
function queryFlag(value: string): unknown {
  if (value === '1' || value === 'true') return 1;
  if (value === '0' || value === 'false') return 0;
  return value;
}

/** categoryID of the query: 'null' / 'misc' = Miscellaneous; empty or absent = every room. */
function categoriesOf(raw: unknown): unknown[] | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  return [raw === 'null' || raw === 'misc' ? null : raw];
}

/**
 * The query of the legacy download GET /specbooks/{id}/download (spec/client-view-and-downloads.md
 * §7 "Browser navigations"): the specs-PDF payload keys as query strings, except orientation,
 * showCustomerInfo and showSignatureLine (which keep their defaults), and an optional categoryID
 * for one room. Parsed to the createSpecsPdf payload, with its rules and messages.
 */
export const ZLegacyDownloadQuery = z.preprocess((query) => {
  if (query === null || typeof query !== 'object') return query;
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (NOT_PAYLOAD.has(key) || typeof value !== 'string') continue;
    payload[key] = key === 'type' || key === 'imagesPerPage' ? value : queryFlag(value);
  }
  const source = query as Record<string, unknown>;
  const categories = categoriesOf(source.categoryID ?? source.categoryId);
  return categories === undefined ? payload : { ...payload, categories };
}, ZSpecsPdfPayload);
