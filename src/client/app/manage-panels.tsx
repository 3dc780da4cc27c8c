import { CollaborationBar, SpecCollaboration } from '#client/features/collaboration/components/collaboration-bar';
import { CommentsPanel } from '#client/features/collaboration/components/comments-panel';
import type { TSpecCommentsProps } from '#client/features/manage/components/spec-comments-drawer';

/**
 * The panels other features add to the specbook manage page and to a spec's More Options page:
 * the routes render these next to the manage feature's pages (features do not import each other).
 */

/** Above the manage page: Team, Comments, Notifications (records) and the activity bell of the specbook. */
export function ManagePagePanels({ userId, specbookId }: { userId: number; specbookId: number }) {
  return <CollaborationBar userId={userId} specbookId={specbookId} />;
}

/** Below a spec's More Options page: its tags and comments. */
export function SpecPagePanels({ userId, specbookId, joinId }: { userId: number; specbookId: number; joinId: number }) {
  return <SpecCollaboration userId={userId} specbookId={specbookId} joinId={joinId} />;
}

/** The comments of one spec, for the drawer the manage page opens from a spec's row menu. */
export function SpecRowComments({ userId, specbookId, joinId, onPosted }: TSpecCommentsProps) {
  return <CommentsPanel userId={userId} specbookId={specbookId} target={{ kind: 'spec', joinId }} onPosted={onPosted} />;
}
