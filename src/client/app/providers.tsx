import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CONSTANTS } from '#shared/lib/messages';
import { cssVariablesResolver, theme } from './theme';

/**
 * App-wide providers: Mantine (theme), toasts (top-right, 3000 ms; spec §8) and TanStack Query.
 * The named modals and the progress bar live in the global layout, inside the router.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={CONSTANTS.toastMs} limit={5} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
