import { useParams } from 'react-router';
import { useCurrentSession } from '#client/lib/current-session';
import { useAdvancedPricingLocked } from '#client/features/session/api/get-current-user';
import { SpecOptionsPage } from '#client/features/manage/components/spec-options-page';
import { SpecPagePanels } from '#client/app/manage-panels';
import { SpecDocumentsPanel } from '#client/features/catalogue-edit/components/spec-documents-panel';

/** /v4/specbooks/manage/{id}/spec/{specbookSpecId}: 'More Options' for one spec in a specbook. */
export function Component() {
  const { id, specbookSpecId } = useParams();
  const { user } = useCurrentSession();
  const advancedPricingLocked = useAdvancedPricingLocked();
  return (
    <>
      <SpecOptionsPage
        userId={user.id}
        specbookId={Number(id)}
        joinId={Number(specbookSpecId)}
        hasSpecbooksPlus={user.hasSpecbooksPlus}
        advancedPricingLocked={advancedPricingLocked}
        SpecDocuments={SpecDocumentsPanel}
      />
      <SpecPagePanels userId={user.id} specbookId={Number(id)} joinId={Number(specbookSpecId)} />
    </>
  );
}
Component.displayName = 'SpecbookSpecPage';
