import { SpecmarketHome } from '#client/features/specmarket/components/specmarket-home';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/specmarket: the marketplace home (departments, deals, featured brands). */
export function Component() {
  const { user } = useCurrentSession();
  return <SpecmarketHome userId={user.id} />;
}
Component.displayName = 'SpecmarketPage';
