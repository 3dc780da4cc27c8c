import { useCurrentSession } from '#client/lib/current-session';
import { ShippingCenter } from '#client/features/shipping/components/shipping-center';

/** /v4/shipping: the shipping center (not for ROLE_PRO users). */
export function Component() {
  const { user } = useCurrentSession();
  return <ShippingCenter userId={user.id} isPro={user.hasProRole} />;
}
Component.displayName = 'ShippingPage';
