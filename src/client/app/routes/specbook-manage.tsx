import { useParams } from 'react-router';
import { useCurrentSession } from '#client/lib/current-session';
import { useAdvancedPricingLocked } from '#client/features/session/api/get-current-user';
import { isSpecbookMissing, useSpecbook } from '#client/features/manage/api/specbook';
import { ManagePage } from '#client/features/manage/components/manage-page';
import { SpecbookNotFound } from '#client/features/manage/components/specbook-not-found';
import { ManagePagePanels, SpecRowComments } from '#client/app/manage-panels';
import { SpecbookDocumentsMenu } from '#client/app/specbook-documents';
import { LazySpecRowDocuments } from '#client/app/lazy-manage-extras';
import { SpecbookInvoices } from '#client/app/specbook-invoices';
import { SpecbookPurchaseOrders } from '#client/app/specbook-purchase-orders';

/** Spec §6's useThirdLineDescription: a third line on each spec, its description (decision 083). */
const THIRD_LINE_FLAG = 'useThirdLineDescription';

/** /v4/specbooks/manage/{id}: manage one specbook (rooms, specs, pricing, statuses, totals); a not-found page when it cannot be opened. */
export function Component() {
  const { id } = useParams();
  const { user } = useCurrentSession();
  const advancedPricingLocked = useAdvancedPricingLocked();
  const specbookId = Number(id);
  // A missing (or another account's) specbook: only the way back, none of the panels around it.
  const specbook = useSpecbook(user.id, specbookId);
  if (isSpecbookMissing(specbookId, specbook.error)) return <SpecbookNotFound />;
  return (
    <>
      <ManagePagePanels key={`panels-${specbookId}`} userId={user.id} specbookId={specbookId} />
      <ManagePage
        key={specbookId}
        userId={user.id}
        specbookId={specbookId}
        hasSpecbooksPlus={user.hasSpecbooksPlus}
        isPro={user.hasProRole}
        advancedPricingLocked={advancedPricingLocked}
        descriptionLine={user.features.includes(THIRD_LINE_FLAG)}
        SpecComments={SpecRowComments}
        SpecDocuments={LazySpecRowDocuments}
        Documents={SpecbookDocumentsMenu}
        Invoices={SpecbookInvoices}
        PurchaseOrders={SpecbookPurchaseOrders}
      />
    </>
  );
}
Component.displayName = 'SpecbookManagePage';
