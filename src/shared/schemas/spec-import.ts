import { z } from 'zod';
import { IMPORT_STATUSES } from '#shared/lib/specbook-csv';
import { SPEC_IMPORT_ACTIONS, SPEC_IMPORT_KINDS, SPEC_IMPORT_MESSAGES as M } from '#shared/lib/spec-import-messages';

/**
 * Which imports of a spec to list: only those into one specbook, of one kind, or that did one
 * thing to it. The same fields as query keys (GET) and in `{"filterImportsRequest": {"filter"}}` (POST).
 */
export const ZSpecImportFilter = z.object({
  specbookId: z.coerce.number({ error: M.specbookId }).int({ error: M.specbookId }).positive({ error: M.specbookId }).max(2_147_483_647, { error: M.specbookId }).optional(),
  kind: z.enum(SPEC_IMPORT_KINDS, { error: M.kind }).optional(),
  action: z.enum(SPEC_IMPORT_ACTIONS, { error: M.action }).optional(),
});
export type TSpecImportFilter = z.infer<typeof ZSpecImportFilter>;

/**
 * An import run that created or updated a catalogue spec in one of the account's specbooks
 * (`GET {u}/specs/{specId}/imports`): one entry per import and what it did, with the placements
 * (`joinIDs`) it wrote.
 */
export const ZSpecImport = z.object({
  /** The import's id (the value of originalImportId / updatedImportId). */
  id: z.number().int(),
  importId: z.number().int(),
  kind: z.enum(SPEC_IMPORT_KINDS),
  action: z.enum(SPEC_IMPORT_ACTIONS),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  specbook: z.object({ id: z.number().int(), name: z.string() }),
  joinIDs: z.array(z.number().int()),
});
export type TSpecImport = z.infer<typeof ZSpecImport>;
