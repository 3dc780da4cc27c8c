/** List answers of catalogue searches: page-numbered or cursor-paginated, with count and facets. */
import { z } from 'zod';
import { API_BASE, encodeCursor, pageEnvelope, pathOf, withQueryParam } from '#server/lib/http/pagination';
import { ZCatalogueFacets, ZCatalogueSpec } from '#shared/schemas/catalogue';
import { ZCursorPagination, ZPageMeta, ZPagePagination } from '#shared/schemas/pagination';
import type { CatalogueResult } from './catalogue.service';

/** Response schema of a catalogue search (either pagination). */
export const ZCatalogueSearchAnswer = z.object({
  data: z.array(ZCatalogueSpec),
  _pagination: z.union([ZPagePagination, ZCursorPagination]),
  meta: ZPageMeta.optional(),
  count: z.number().int().nullable(),
  facets: ZCatalogueFacets.optional(),
});

/**
 * The answer of a search: page-numbered (`meta`, exact total) when a page was asked for,
 * otherwise cursor-paginated (`next` carries the cursor; total null above the facet sample).
 */
export function searchAnswer(result: CatalogueResult, options: { url: string; perPage: number; page?: number; cursor?: string }) {
  const extra = { count: result.total, ...(result.facets ? { facets: result.facets } : {}) };
  if (options.page !== undefined && !options.cursor) {
    const paged = pageEnvelope({ rows: result.rows, total: result.total ?? 0, page: options.page, perPage: options.perPage, url: options.url });
    return { ...paged, ...extra };
  }
  const next = result.nextCursor ? withQueryParam(options.url, 'cursor', encodeCursor(result.nextCursor)) : null;
  const _pagination = {
    base: API_BASE,
    currentPage: null,
    perPage: options.perPage,
    total: result.total,
    lastPage: null,
    next,
    prev: null,
    path: pathOf(options.url),
  };
  return { data: result.rows, _pagination, ...extra };
}
