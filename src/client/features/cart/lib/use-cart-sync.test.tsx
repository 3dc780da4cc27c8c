import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '#client/test/render';
import { announceCartChange, type TCartChangedMessage, type TCartChannel } from './cart-channel';
import { useCartSync } from './use-cart-sync';

/** A channel that delivers what a test emits, as another tab's BroadcastChannel would. */
function fakeChannel() {
  const listeners = new Set<(event: MessageEvent<unknown>) => void>();
  const posted: TCartChangedMessage[] = [];
  const channel: TCartChannel = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const emit = (data: unknown) => act(() => listeners.forEach((listener) => listener(new MessageEvent('message', { data }))));
  return { channel, emit, posted, listenerCount: () => listeners.size };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** A tab showing the cart of user 7 (each fetch answers the next quantity), kept in step by useCartSync. */
function renderTab(channel: TCartChannel) {
  let quantity = 0;
  const fetchCart = vi.fn(() => Promise.resolve(++quantity));
  function Tab() {
    useCartSync(7, channel);
    const cart = useQuery({ queryKey: ['cart', 7], queryFn: fetchCart, staleTime: Infinity });
    return <p>{`quantity ${cart.data ?? '…'}`}</p>;
  }
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Tab />
    </QueryClientProvider>,
  );
  return { fetchCart, queryClient, view };
}

afterEach(() => setVisibility('visible'));

describe('useCartSync (spec §2 "Several tabs")', () => {
  it('reloads the cart at once when another tab changed it and this tab is visible', async () => {
    const fake = fakeChannel();
    const { fetchCart } = renderTab(fake.channel);
    expect(await screen.findByText('quantity 1')).toBeInTheDocument();
    fake.emit({ type: 'cart-changed', userId: 7 });
    expect(await screen.findByText('quantity 2')).toBeInTheDocument();
    expect(fetchCart).toHaveBeenCalledTimes(2);
  });

  it('only marks the cart stale while the tab is hidden, and reloads it when the tab becomes visible', async () => {
    const fake = fakeChannel();
    const { fetchCart, queryClient } = renderTab(fake.channel);
    expect(await screen.findByText('quantity 1')).toBeInTheDocument();
    setVisibility('hidden');
    fake.emit({ type: 'cart-changed', userId: 7 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchCart).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['cart', 7])?.isInvalidated).toBe(true);

    setVisibility('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('quantity 2')).toBeInTheDocument();
    expect(fetchCart).toHaveBeenCalledTimes(2);
  });

  it("ignores another user's cart and other messages, and stops listening when unmounted", async () => {
    const fake = fakeChannel();
    const { fetchCart, view } = renderTab(fake.channel);
    expect(await screen.findByText('quantity 1')).toBeInTheDocument();
    fake.emit({ type: 'cart-changed', userId: 8 });
    fake.emit('cart-changed');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchCart).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(fake.listenerCount()).toBe(0);
  });

  it('announces a change with the user it belongs to', () => {
    const fake = fakeChannel();
    announceCartChange(7, fake.channel);
    expect(fake.posted).toEqual([{ type: 'cart-changed', userId: 7 }]);
  });
});
