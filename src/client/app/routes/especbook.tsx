import { useParams } from 'react-router';
import { useCurrentUser } from '#client/features/session/api/get-current-user';
import { EspecbookPage } from '#client/features/especbook/components/especbook-page';
import { FullPageLoader } from '#client/components/ui/full-page-loader';
import { especbookComments } from '#client/app/especbook-panels';

/**
 * /v4/especbook/{id?}: the customer-facing e-Specbook. For now the signed-in user (owner or
 * platform admin) views it; the token viewer's access gate wraps it at merge.
 */
export function Component() {
  const { id } = useParams();
  const specbookId = Number(id);
  const me = useCurrentUser();
  if (!me.data) return <FullPageLoader />;
  return (
    <EspecbookPage
      key={specbookId}
      userId={me.data.id}
      specbookId={specbookId}
      isPublic={false}
      renderComments={especbookComments(me.data.id, specbookId)}
    />
  );
}
Component.displayName = 'EspecbookPage';
