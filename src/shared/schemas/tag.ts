import { z } from 'zod';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';

/** Longest tag name (spec/workspace.md §9). */
export const TAG_MAX_LENGTH = 45;

/** `metadata` of tags and specbook notification records; see docs/decisions (collab records). */
export const ZRecordMetadata = z.object({ cluster: z.string().nullable(), version: z.number().int() });

/**
 * A tag (spec/workspace.md §3 "Tag"). `specbookId`/`projectId` name the specbook (and its
 * profile) the answer is about, null in user-wide answers; `specSpecbookId` lists the ids of
 * the specs in a specbook carrying the tag, as strings.
 */
export const ZTag = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  specbookId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  metadata: ZRecordMetadata,
  specSpecbookId: z.array(z.string()),
});
export type TTag = z.infer<typeof ZTag>;

/** The tag name: trimmed, 1–45 characters ('Tag Exceeds Limit of 45 Characters'). */
export const ZTagName = z
  .string({ error: M.tagRequired })
  .trim()
  .min(1, M.tagRequired)
  .max(TAG_MAX_LENGTH, M.tagTooLong);

/** The fields of a new tag. */
export const ZTagCreate = z.object({ name: ZTagName });
export type TTagCreate = z.infer<typeof ZTagCreate>;

/** Query of the user's tag search; empty terms answer an empty list. */
export const ZTagSearchQuery = z.object({ searchTerms: z.string().trim().max(200).optional() });

/** What attaching or detaching a tag answers: the tag and the spec in the specbook (joinID). */
export const ZTagAttachment = z.object({
  tag: ZTag,
  joinID: z.number().int(),
  /** Detach only: true when no spec of that specbook carries the tag any more. */
  removeLast: z.boolean().optional(),
});
export type TTagAttachment = z.infer<typeof ZTagAttachment>;
