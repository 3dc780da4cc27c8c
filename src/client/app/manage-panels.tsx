import { canUse } from '#shared/lib/access';
import { AttachmentsButton } from '#client/features/attachments/components/attachments-button';
import { IconBell, IconNotes } from '@tabler/icons-react';
import { DrawerButton } from '#client/components/ui/drawer-button';
import { LazyAlertsPanel } from '#client/features/alerts/components/lazy-alerts-panel';
import { LazyNotesPanel } from '#client/features/notes/components/lazy-notes-panel';
import { CollaborationBar } from '#client/features/collaboration/components/collaboration-bar';
import { CommentsPanel } from '#client/features/collaboration/components/lazy-panels';
import { specbookCustomerKey } from '#client/features/customers/api/specbook-customer';
import { SpecbookCustomerPanel } from '#client/features/customers/components/specbook-customer-panel';
import { SpecbookPriceGroup } from '#client/features/price-groups/components/specbook-price-group';
import { manageKeys } from '#client/features/manage/api/keys';
import { useAdvancedPricingLocked } from '#client/features/session/api/get-current-user';
import type { TSpecCommentsProps } from '#client/features/manage/components/spec-comments-drawer';
import { SharingActions } from '#client/features/sharing/components/sharing-actions';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { LazySpecbookBoardPlace } from '#client/features/pipelines/components/lazy-board-place';
import { useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';
import { LazyManageOverview } from './lazy-manage-extras';

/**
 * The panels other features add to the specbook manage page: the route renders these next to the
 * manage feature's page (features do not import each other). A spec's More Options page has its
 * own (spec-page-panels.tsx), so that the manage page does not load the tags editor.
 */

/** Refreshes the manage page's specbook, rooms, specs and totals, and its customer panel. */
function useRefreshManagePage(userId: number, specbookId: number): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: manageKeys.all(userId, specbookId) });
    void queryClient.invalidateQueries({ queryKey: specbookCustomerKey(userId, specbookId) });
  };
}

/**
 * Above the manage page: Alerts, Notes, Attachments, Share and Invite pro, Team, Comments,
 * Notifications (records) and the activity bell of the specbook (drawers and dialogs load their code
 * when first opened); its job pipeline board and lane (lazily loaded, behind useJobPipelines); then its
 * customer panel with the price group control (ROLE_IBOOK users, decision 067); then its alerts and
 * invoices cards (lazily loaded).
 */
export function ManagePagePanels({ userId, specbookId }: { userId: number; specbookId: number }) {
  const refresh = useRefreshManagePage(userId, specbookId);
  const advancedPricingLocked = useAdvancedPricingLocked();
  const { user } = useCurrentSession();
  return (
    <>
      <CollaborationBar
        userId={userId}
        specbookId={specbookId}
        onNewActivity={refresh}
        extra={
          <>
            <DrawerButton label={t('Alerts')} title={t('Alerts')} icon={<IconBell size={14} />}>
              {() => <LazyAlertsPanel userId={userId} specbookId={specbookId} />}
            </DrawerButton>
            <DrawerButton label={t('Notes')} title={t('Notes')} icon={<IconNotes size={14} />}>
              {() => <LazyNotesPanel userId={userId} target={{ parent: 'specbook', parentId: specbookId }} />}
            </DrawerButton>
            <AttachmentsButton userId={userId} specbookId={specbookId} />
            <SharingActions userId={userId} specbookId={specbookId} />
          </>
        }
      />
      {canUse(user, 'jobPipelines') && (
        <Suspense fallback={null}>
          <LazySpecbookBoardPlace userId={userId} specbookId={specbookId} />
        </Suspense>
      )}
      <SpecbookCustomerPanel
        userId={userId}
        specbookId={specbookId}
        onChanged={refresh}
        extra={(panel) =>
          canUse(user, 'priceFeatures') && (
            <SpecbookPriceGroup
              userId={userId}
              specbookId={specbookId}
              priceGroup={panel.priceGroup}
              advancedPricingLocked={advancedPricingLocked}
              onChanged={refresh}
            />
          )
        }
      />
      <LazyManageOverview userId={userId} specbookId={specbookId} />
    </>
  );
}

/** The comments of one spec, for the drawer the manage page opens from a spec's row menu (loaded when first opened). */
export function SpecRowComments({ userId, specbookId, joinId, onPosted }: TSpecCommentsProps) {
  return <CommentsPanel userId={userId} specbookId={specbookId} target={{ kind: 'spec', joinId }} onPosted={onPosted} />;
}
