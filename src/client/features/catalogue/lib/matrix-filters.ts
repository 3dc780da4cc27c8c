/** The Matrix's facet filters and how they travel in the query string (filter[...] keys). */
import { localeTag, type TLocale } from '#shared/lib/locale';
import { t } from '#client/lib/i18n';

/** Facets the Matrix filters on; price holds range values such as '100-250' or '1000-'. */
export type TMatrixFacetKey = 'manufacturer' | 'finish' | 'collection' | 'category' | 'price';

/** Chosen values per facet (several values of one facet are ORed, facets ANDed). */
export type TMatrixFilters = Partial<Record<TMatrixFacetKey, string[]>>;

/** Facet order and titles in the filter panel. */
export const FACET_TITLES: { key: TMatrixFacetKey; title: string }[] = [
  { key: 'manufacturer', title: 'Manufacturer' },
  { key: 'category', title: 'Category' },
  { key: 'finish', title: 'Finish' },
  { key: 'collection', title: 'Collection' },
  { key: 'price', title: 'Price' },
];

/** Reads a price range value ('100-250' → {gte: 100, lt: 250}; '1000-' → {gte: 1000}). */
export function parsePriceRange(value: string): { gte: number; lt?: number } | null {
  const match = /^(\d+)-(\d*)$/.exec(value);
  if (!match) return null;
  return { gte: Number(match[1]), ...(match[2] ? { lt: Number(match[2]) } : {}) };
}

/** Whole dollars in the locale's money ('$1,000' in en-US, 'US$ 1.000' in pt-BR). */
function wholeDollars(amount: number, locale: TLocale): string {
  return new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/**
 * The label of a price range value as the server writes it in en-US ('Under $100', '$100 – $250',
 * '$1,000 and up'), in `locale`'s words and money; null for a value that is not a range.
 */
export function priceRangeLabel(value: string, locale: TLocale): string | null {
  const range = parsePriceRange(value);
  if (!range) return null;
  if (range.lt === undefined) return t('{amount} and up', { amount: wholeDollars(range.gte, locale) });
  if (range.gte === 0) return t('Under {amount}', { amount: wholeDollars(range.lt, locale) });
  return `${wholeDollars(range.gte, locale)} – ${wholeDollars(range.lt, locale)}`;
}

/**
 * The filter[...] query keys of the chosen facets: one value → filter[key]=v; several →
 * filter[key][in][]=…; one price range → filter[price][gte]/[lt] (several: their overall span).
 */
export function filterQuery(filters: TMatrixFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(filters) as [TMatrixFacetKey, string[] | undefined][]) {
    if (!values || values.length === 0) continue;
    if (key === 'price') {
      const ranges = values.map(parsePriceRange).filter((r) => r !== null);
      if (ranges.length === 0) continue;
      query['filter[price][gte]'] = String(Math.min(...ranges.map((r) => r.gte)));
      const uppers = ranges.map((r) => r.lt);
      if (uppers.every((u) => u !== undefined)) query['filter[price][lt]'] = String(Math.max(...(uppers as number[])));
    } else if (values.length === 1) {
      query[`filter[${key}]`] = values[0]!;
    } else {
      query[`filter[${key}][in][]`] = values;
    }
  }
  return query;
}

/** The filters with `value` of `key` switched on or off. */
export function toggleFilter(filters: TMatrixFilters, key: TMatrixFacetKey, value: string): TMatrixFilters {
  const current = filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [key]: next };
}

/** How many facet values are chosen. */
export function activeFilterCount(filters: TMatrixFilters): number {
  return Object.values(filters).reduce((n, values) => n + (values?.length ?? 0), 0);
}
