/**
 * Manufacturer rules and strings (spec/workspace.md §4 "Manufacturer typeahead", §5
 * "Manufacturer form", "Create Spec", §8), and the typeahead order the server's SQL mirrors.
 */

/** User-facing strings of manufacturers. */
export const MANUFACTURER_MESSAGES = {
  nameRequired: 'Manufacturer name is required',
  nameMax: 'Manufacturer name cannot exceed 25 characters',
  urlRequired: 'Manufacturer url is required',
  urlMax: 'Manufacturer url cannot exceed 75 characters',
  urlPattern: 'URL must begin with http:// or https://',
  companyRequired: 'Manufacturer name is required',
  companyMin: 'Manufacturer name must be at least 3 characters long',
  companyMax: 'Manufacturer name cannot exceed 50 characters',
  /** 409 when the caller already sees a manufacturer of that name (global or the account's own). */
  duplicate: (name: string) => `A manufacturer named "${name}" already exists.`,
  /** 403 when a user tries to change a platform (global) manufacturer. */
  globalReadOnly: 'Global manufacturers are maintained by the platform and cannot be changed.',
  newManufacturerInvalid: 'New manufacturer information is not valid',
  /** Not spec strings (the spec names the three document fields only): docs/decisions/064. */
  documentNameRequired: 'Document name is required',
  documentNameMax: 'Document name cannot exceed 45 characters',
  documentUrlPattern: 'Document URL must begin with http:// or https:// and be at most 500 characters',
  created: 'Manufacturer Saved.',
  updated: 'Manufacturer Updated.',
  fetchFailed: 'Could not fetch manufacturers',
} as const;

/** Manufacturer limits (spec §5). */
export const MANUFACTURER_LIMITS = {
  nameMax: 25,
  urlMax: 75,
  companyMin: 3,
  companyMax: 50,
  /** Typeahead answers at most this many names. */
  typeaheadMax: 20,
  /** A catalogue's or attachment's name (the spec's longer document name limit, §5). */
  documentNameMax: 45,
  documentUrlMax: 500,
  /** Catalogues, and global attachments, per manufacturer. */
  documentsMax: 50,
} as const;

/** An http(s) URL: scheme, then a host of letters, digits, dots and dashes, then anything without spaces. */
export const HTTP_URL_PATTERN = /^https?:\/\/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** Whether `name` matches the typeahead `query`: the whole name or one of its words starts with it. */
export function typeaheadRank(name: string, query: string): 0 | 1 | null {
  const n = name.toLowerCase();
  const q = query.trim().toLowerCase();
  if (q === '' || n.startsWith(q)) return 0;
  return n.includes(` ${q}`) ? 1 : null;
}

/**
 * The typeahead's answer for `query` (spec §9 "case-insensitive prefix match; matches first,
 * shorter names first"): names starting with the query, then names with a later word starting
 * with it; within each group shorter names first, then alphabetically (case-insensitive), then by
 * id. The server's SQL (manufacturers.service.ts) orders the same way.
 */
export function orderTypeahead<T extends { id: number; name: string }>(items: readonly T[], query: string): T[] {
  const ranked = items
    .map((item) => ({ item, rank: typeaheadRank(item.name, query) }))
    .filter((r): r is { item: T; rank: 0 | 1 } => r.rank !== null);
  return ranked
    .sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      if (a.item.name.length !== b.item.name.length) return a.item.name.length - b.item.name.length;
      const an = a.item.name.toLowerCase();
      const bn = b.item.name.toLowerCase();
      if (an !== bn) return an < bn ? -1 : 1;
      return a.item.id - b.item.id;
    })
    .map((r) => r.item);
}

/**
 * On blur the typeahead keeps a manufacturer only when the text is exactly one of the listed
 * names (case-insensitive, spaces trimmed); anything else clears it (spec §4).
 */
export function exactManufacturerMatch<T extends { name: string }>(items: readonly T[], text: string): T | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  return items.find((m) => m.name.trim().toLowerCase() === wanted) ?? null;
}
