import { SpecCollaboration } from '#client/features/collaboration/components/spec-collaboration';

/**
 * The panels other features add below a spec's More Options page (the route renders them next to
 * the manage feature's page; features do not import each other): its tags and comments.
 */
export function SpecPagePanels({ userId, specbookId, joinId }: { userId: number; specbookId: number; joinId: number }) {
  return <SpecCollaboration userId={userId} specbookId={specbookId} joinId={joinId} />;
}
