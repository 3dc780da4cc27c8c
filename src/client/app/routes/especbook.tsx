import { useParams, useSearchParams } from 'react-router';
import { EspecbookAccessGate } from '#client/features/especbook-access/components/especbook-access-gate';
import { EspecbookPage } from '#client/features/especbook/components/especbook-page';
import { openProposal } from '#client/features/quote-documents/api/proposal';
import { especbookComments } from '#client/app/especbook-panels';

/**
 * /v4/especbook/{id?}: the customer-facing e-Specbook. The access gate exchanges a shared link's
 * `?token=` (or uses the tab's own session: the seller, a QR viewer) and names the user whose
 * paths the page reads: the specbook owner's for a token viewer.
 */
export function Component() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const specbookId = Number(id);
  return (
    <EspecbookAccessGate specbookId={specbookId} token={searchParams.get('token')}>
      {({ userId, isPublic }) => (
        <EspecbookPage
          key={specbookId}
          userId={userId}
          specbookId={specbookId}
          isPublic={isPublic}
          renderComments={especbookComments(userId, specbookId)}
          onOpenProposal={() => void openProposal(userId, specbookId)}
        />
      )}
    </EspecbookAccessGate>
  );
}
Component.displayName = 'EspecbookPage';
