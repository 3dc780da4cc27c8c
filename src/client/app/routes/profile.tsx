import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useCurrentSession } from '#client/lib/current-session';
import { canUse } from '#shared/lib/access';
import { BidImport } from '#client/features/erp/components/bid-import';
import { ProfileDetail } from '#client/features/profiles/components/profile-detail';

/** /v4/profiles/{id}: one profile ('Project' for pro users), with the ERP bid import for sellers with erpIntegration.canImportOrders. */
export function Component() {
  const { id } = useParams();
  const { user } = useCurrentSession();
  const profileId = Number(id);
  const queryClient = useQueryClient();
  // The profile's specbook count and list include the imported specbook.
  const refreshProfile = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['profiles'] }), [queryClient]);
  const bidImport = user.hasProRole || !canUse(user, 'erpImport') ? null : <BidImport userId={user.id} profileId={profileId} onImported={refreshProfile} />;
  return <ProfileDetail key={id} userId={user.id} profileId={profileId} isPro={user.hasProRole} moreActions={bidImport} />;
}
Component.displayName = 'ProfilePage';
