import { useCurrentSession } from '#client/lib/current-session';
import { SharedWithMePage } from '#client/features/sharing/components/shared-page';

/** /v4/shared: the specbooks shared with the caller (spec/business-records.md §4 "Shared {product}"). */
export function Component() {
  const { user } = useCurrentSession();
  return <SharedWithMePage userId={user.id} />;
}
Component.displayName = 'SharedWithMePage';
