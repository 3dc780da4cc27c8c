import { CommentsPanel } from '#client/features/collaboration/components/comments-panel';
import type { TEspecbookCommentTarget, TRenderComments } from '#client/features/especbook/components/especbook-context';

/**
 * What other features add to the e-Specbook page (features do not import each other): the
 * collaboration feature's comments on the specbook, a category or a spec.
 */

/** The comments renderer the e-Specbook page calls for each target. */
export function especbookComments(userId: number, specbookId: number): TRenderComments {
  function EspecbookComments(target: TEspecbookCommentTarget) {
    return <CommentsPanel key={commentKey(target)} userId={userId} specbookId={specbookId} target={target} />;
  }
  return EspecbookComments;
}

function commentKey(target: TEspecbookCommentTarget): string {
  if (target.kind === 'spec') return `spec:${target.joinId}`;
  return target.kind === 'category' ? `category:${target.categoryId}` : 'specbook';
}
