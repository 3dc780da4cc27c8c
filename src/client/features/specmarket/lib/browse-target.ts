import type { TBrowseArea } from './paths';

/** What a product page shows: one category (by slug path), a search, or everything. */
export type TBrowseTarget = { kind: 'category'; slugPath: string } | { kind: 'search'; term: string } | { kind: 'all' };

/**
 * The target of a catch-all marketplace route from its params: /categories/search/{term} is a
 * search (spec §2), /categories|shopall/{slug}/{rest} the category "slug/rest", and no slug everything.
 */
export function browseTarget(area: TBrowseArea, slug: string | undefined, rest: string | undefined): TBrowseTarget {
  const tail = (rest ?? '').replace(/\/+$/, '');
  if (area === 'categories' && slug === 'search') return tail ? { kind: 'search', term: tail } : { kind: 'all' };
  if (!slug) return { kind: 'all' };
  return { kind: 'category', slugPath: tail ? `${slug}/${tail}` : slug };
}

/** A key that changes when the target does (a new target starts with nothing checked). */
export function browseTargetKey(area: TBrowseArea, target: TBrowseTarget): string {
  const detail = target.kind === 'category' ? target.slugPath : target.kind === 'search' ? target.term : '';
  return `${area}:${target.kind}:${detail}`;
}
