import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, type ReactNode } from 'react';
import { t, useLocale } from '#client/lib/i18n';
import { CONSTANTS } from '#shared/lib/messages';
import { cssVariablesResolver, theme } from './theme';

/** The names of the pagination's controls (Mantine writes none). */
const PAGINATION_CONTROLS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** The theme with the texts Mantine's components write themselves (or should) in the current language. */
function localizedTheme() {
  const close = { closeButtonProps: { 'aria-label': t('Close') } };
  return mergeThemeOverrides(theme, {
    components: {
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('Show or hide the password') } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('Close notification') } } },
      Modal: { defaultProps: close },
      Drawer: { defaultProps: close },
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof typeof PAGINATION_CONTROLS) => ({ 'aria-label': t(PAGINATION_CONTROLS[control]) }),
          getItemProps: (page: number) => ({ 'aria-label': t('Page {page}', { page }) }),
        },
      },
    },
  });
}

/**
 * App-wide providers: Mantine (theme), toasts (top-right, 3000 ms; spec §8) and TanStack Query.
 * The named modals and the progress bar live in the global layout, inside the router. A change
 * of locale renders everything again in the new language (docs/decisions/068).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t() reads the locale: rebuilt when it changes
  const localized = useMemo(() => localizedTheme(), [locale]);
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={CONSTANTS.toastMs} limit={5} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <Fragment key={locale}>{children}</Fragment>
      </QueryClientProvider>
    </MantineProvider>
  );
}
