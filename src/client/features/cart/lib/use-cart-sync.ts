import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from '../api/keys';
import { cartChannel, isCartChange, type TCartChannel } from './cart-channel';

/**
 * Keeps this tab's cart in step with the other tabs (spec §2 "Several tabs"): a change announced by
 * another tab marks the cart queries stale; a visible tab reloads them at once, a hidden one when
 * it becomes visible again. Mount once, in the specmarket layout.
 * @param userId the signed-in user whose cart is shown.
 * @param channel the channel to listen on (the browser's BroadcastChannel by default).
 */
export function useCartSync(userId: number, channel: TCartChannel | null = cartChannel()): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!channel) return undefined;
    let staleWhileHidden = false;
    const queryKey = cartKeys.open(userId);
    const onMessage = (event: MessageEvent<unknown>) => {
      if (!isCartChange(event.data, userId)) return;
      staleWhileHidden = document.visibilityState === 'hidden';
      void queryClient.invalidateQueries({ queryKey, refetchType: staleWhileHidden ? 'none' : 'active' });
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || !staleWhileHidden) return;
      staleWhileHidden = false;
      void queryClient.refetchQueries({ queryKey, type: 'active', stale: true });
    };
    channel.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      channel.removeEventListener('message', onMessage);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [channel, queryClient, userId]);
}
