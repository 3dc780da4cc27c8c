import { z } from 'zod';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import { ZSpecSpecbookUpdate } from './spec-specbook';

/** The operation key of an update by filter (spec/workspace.md §7 "update with filter"). */
export const BULK_UPDATE_OPERATION = 'createSpecSpecbookRequest';

const ENVELOPE = 'Request body must be {"createSpecSpecbookRequest": {"SpecSpecbook": {...}, "filter": {...}}}.';

/**
 * Body of PATCH {u}/specbook/{id}/specs: `{"createSpecSpecbookRequest": {"SpecSpecbook": {…the
 * single update's fields…}, "filter": {"category.id": 12}}}`. The filter is compiled on the server
 * over a whitelist (id / joinID, spec.id, category.id / categoryID, status, isOptional).
 */
export const ZSpecSpecbookBulkUpdate = z.object(
  {
    [BULK_UPDATE_OPERATION]: z.object(
      {
        SpecSpecbook: ZSpecSpecbookUpdate.refine((patch) => Object.values(patch).some((v) => v !== undefined), M.nothingToUpdate),
        filter: z
          .record(z.string(), z.unknown(), { error: M.filterRequired })
          .refine((filter) => Object.keys(filter).length > 0, M.filterRequired),
      },
      { error: ENVELOPE },
    ),
  },
  { error: ENVELOPE },
);
export type TSpecSpecbookBulkUpdate = z.infer<typeof ZSpecSpecbookBulkUpdate>[typeof BULK_UPDATE_OPERATION];

/** Query of the update by filter: miscCategoryHack=true makes `category.id` mean the Miscellaneous room. */
export const ZSpecSpecbookBulkQuery = z.object({
  miscCategoryHack: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});
export type TSpecSpecbookBulkQuery = z.infer<typeof ZSpecSpecbookBulkQuery>;
