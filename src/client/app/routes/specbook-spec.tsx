import { useParams } from 'react-router';
import { useCurrentSession } from '#client/lib/current-session';
import { useAdvancedPricingLocked } from '#client/features/session/api/get-current-user';
import { isSpecbookMissing, useSpecbook } from '#client/features/manage/api/specbook';
import { useSpecSpecbook } from '#client/features/manage/api/specs';
import { SpecOptionsPage } from '#client/features/manage/components/spec-options-page';
import { SpecbookNotFound } from '#client/features/manage/components/specbook-not-found';
import { SpecPagePanels } from '#client/app/spec-page-panels';
import { SpecDocumentsPanel } from '#client/features/catalogue-edit/components/spec-documents-panel';

/** /v4/specbooks/manage/{id}/spec/{specbookSpecId}: 'More Options' for one spec in a specbook; a not-found page when the specbook cannot be opened. */
export function Component() {
  const { id, specbookSpecId } = useParams();
  const { user } = useCurrentSession();
  const advancedPricingLocked = useAdvancedPricingLocked();
  const specbookId = Number(id);
  const joinId = Number(specbookSpecId);
  // As on the manage page: a missing (or another account's) specbook shows only the way back.
  const specbook = useSpecbook(user.id, specbookId);
  // The page's own query (shared through the cache): its catalogue spec's sellers are shown below.
  const spec = useSpecSpecbook(user.id, specbookId, joinId);
  if (isSpecbookMissing(specbookId, specbook.error)) return <SpecbookNotFound />;
  return (
    <>
      <SpecOptionsPage
        userId={user.id}
        specbookId={specbookId}
        joinId={joinId}
        hasSpecbooksPlus={user.hasSpecbooksPlus}
        advancedPricingLocked={advancedPricingLocked}
        SpecDocuments={SpecDocumentsPanel}
      />
      <SpecPagePanels userId={user.id} specbookId={specbookId} joinId={joinId} specId={spec.data?.specID} />
    </>
  );
}
Component.displayName = 'SpecbookSpecPage';
