import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { CartHeaderButton } from '#client/features/cart/components/cart-header-button';
import { AppChrome } from './app-chrome';
import { SessionGate } from './session-gate';

/**
 * The marketplace layout: the signed-in chrome around the specmarket pages, with the cart button
 * above them. The named modals it hosts per the spec come from the global layout that wraps it.
 */
export function SpecmarketLayout() {
  return (
    <SessionGate>
      <AppChrome
        mobileBar={
          <Group justify="flex-end" px={{ base: 'md', sm: 'lg' }} pt="sm">
            <CartHeaderButton />
          </Group>
        }
      >
        <Outlet />
      </AppChrome>
    </SessionGate>
  );
}
