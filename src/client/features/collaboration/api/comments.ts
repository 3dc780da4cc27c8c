import { useQuery } from '@tanstack/react-query';
import { COMMENT_CREATE_OPERATION, type TComment } from '#shared/schemas/comment';
import { apiList, apiRequest } from '#client/lib/api-client';
import { collabKeys, commentsPath, type TCommentTarget } from './keys';

/** GET the comments of the specbook or of one spec in it, newest first. */
export async function listComments(userId: number, specbookId: number, target: TCommentTarget, signal?: AbortSignal): Promise<TComment[]> {
  return (await apiList<TComment>(commentsPath(userId, specbookId, target), { signal, silent: true })).list;
}

/** POST a comment with `{createSpecSpecbookCommentRequest: {Comment: {body}}}`. */
export function createComment(userId: number, specbookId: number, target: TCommentTarget, body: string): Promise<TComment> {
  return apiRequest<TComment>(commentsPath(userId, specbookId, target), {
    method: 'POST',
    body: { [COMMENT_CREATE_OPERATION]: { Comment: { body } } },
    silent: true,
  });
}

/** The comments of `target`. */
export function useComments(userId: number, specbookId: number, target: TCommentTarget, enabled = true) {
  return useQuery({
    queryKey: collabKeys.comments(userId, specbookId, target),
    queryFn: ({ signal }) => listComments(userId, specbookId, target, signal),
    enabled,
  });
}
