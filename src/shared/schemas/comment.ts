import { z } from 'zod';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';

/** Longest comment text accepted. */
export const COMMENT_MAX_LENGTH = 2000;

/** A comment (spec/workspace.md §3 "Comment") as the API answers it. */
export const ZComment = z.object({
  id: z.number().int(),
  body: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TComment = z.infer<typeof ZComment>;

/** The comment text: trimmed, 1–2000 characters. */
export const ZCommentBody = z
  .string({ error: M.commentRequired })
  .trim()
  .min(1, M.commentRequired)
  .max(COMMENT_MAX_LENGTH, M.commentTooLong);

/** The fields of a new comment (the form and the `Comment` of the request body). */
export const ZCommentCreate = z.object({ body: ZCommentBody });
export type TCommentCreate = z.infer<typeof ZCommentCreate>;

/** The create-comment envelope key. */
export const COMMENT_CREATE_OPERATION = 'createSpecSpecbookCommentRequest';
