/**
 * Demo specbooks with spec lines, so that a profile page shows totals, a graph and top sellers.
 * Only the pro account's projects get them: the seller's demo specbooks stay empty because many
 * tests start from them.
 */
export interface DemoSpecbookLines {
  account: string;
  profile: string;
  specbook: string;
  /** Created this many months before the seed ran (0 = now). */
  monthsAgo: number;
  /** Catalogue model, quantity, sale as a fraction of list, status. */
  lines: [model: string, qty: number, saleFactor: number, status: 'open' | 'approved' | 'ordered'][];
}

export const DEMO_SPECBOOK_LINES: DemoSpecbookLines[] = [
  {
    account: 'verde',
    profile: 'Hillside Loft',
    specbook: 'Hillside Loft Bathrooms',
    monthsAgo: 0,
    lines: [
      ['AQ-4512-MB', 2, 0.85, 'approved'],
      ['AQ-7020-PC', 2, 0.85, 'open'],
      ['AQ-3300-WH', 1, 0.9, 'open'],
      ['NL-6620-BK', 2, 0.8, 'approved'],
    ],
  },
  {
    account: 'verde',
    profile: 'Hillside Loft',
    specbook: 'Hillside Loft Kitchen',
    monthsAgo: 2,
    lines: [
      ['BF-210-CB', 1, 0.85, 'approved'],
      ['BF-405-BN', 1, 0.85, 'approved'],
      ['NL-8104-PN', 2, 0.8, 'open'],
    ],
  },
  {
    account: 'verde',
    profile: 'Hillside Loft',
    specbook: 'Hillside Loft Lighting',
    monthsAgo: 5,
    lines: [
      ['NL-2290-WH', 18, 0.75, 'approved'],
      ['NL-5010-AB', 3, 0.8, 'approved'],
    ],
  },
  {
    account: 'verde',
    profile: 'Greenview Townhomes',
    specbook: 'Greenview Unit A Kitchen',
    monthsAgo: 1,
    lines: [
      ['BF-210-SS', 1, 0.85, 'open'],
      ['BF-118-PN', 1, 0.85, 'open'],
    ],
  },
];
