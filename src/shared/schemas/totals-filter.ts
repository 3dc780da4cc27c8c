import { z } from 'zod';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import { ZTotalsBlock } from './totals';

/** What filtered totals may be grouped by: a specbook's status, profile, customer or creation month (UTC). */
export const TOTALS_GROUP_BY = ['status', 'profile.id', 'customer.id', 'month'] as const;
export type TTotalsGroupBy = (typeof TOTALS_GROUP_BY)[number];

const ENVELOPE = 'Request body must be {"filterSpecbookTotalsRequest": {...}}.';

/**
 * Body of POST {u}/specbook/totals/filter (spec/workspace.md §7 "filter totals
 * (filterSpecbookTotalsRequest{filter, groupBy})"): the specbook filter's fields (id, name,
 * profile.id, archived, pinned, status, createdAt, updatedAt) and an optional grouping.
 */
export const ZTotalsFilterBody = z.object(
  {
    filterSpecbookTotalsRequest: z.object(
      {
        filter: z.record(z.string(), z.unknown()).optional(),
        groupBy: z.enum(TOTALS_GROUP_BY, { error: M.groupByInvalid }).optional(),
      },
      { error: ENVELOPE },
    ),
  },
  { error: ENVELOPE },
);

/** One group of filtered totals: its key (null for 'no profile' / 'no customer', 'all' without groupBy). */
export const ZTotalsGroup = z.object({
  group: z.union([z.string(), z.number(), z.null()]),
  specbookCount: z.number().int(),
  quoted: ZTotalsBlock,
  approved: ZTotalsBlock,
});
export type TTotalsGroup = z.infer<typeof ZTotalsGroup>;
