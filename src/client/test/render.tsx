import { createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TProfile } from '#shared/schemas/profile';
import type { TAccount, TUser } from '#shared/schemas/user';
import { modalRegistry } from '#client/app/modal-registry';
import { theme } from '#client/app/theme';

/**
 * The app theme for jsdom: no transitions, and popovers stay visible although jsdom lays nothing
 * out (Mantine would otherwise hide a dropdown whose target seems detached).
 */
export const testTheme = mergeThemeOverrides(
  theme,
  createTheme({
    components: {
      Popover: { defaultProps: { hideDetached: false, transitionProps: { duration: 0 } } },
      Menu: { defaultProps: { transitionProps: { duration: 0 } } },
      Combobox: { defaultProps: { transitionProps: { duration: 0 } } },
      Modal: { defaultProps: { transitionProps: { duration: 0 } } },
      Tooltip: { defaultProps: { transitionProps: { duration: 0 } } },
    },
  }),
);

/** A query client for one test: no retries, no caching across tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });
}

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Render `ui` inside Mantine, modals, TanStack Query and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  options: { route?: string; path?: string; queryClient?: QueryClient; extra?: ReactNode } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <MantineProvider theme={testTheme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider modals={modalRegistry}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
            </Routes>
            <LocationProbe />
            {options.extra}
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

/** A user as GET /api/v4/user/me returns it. */
export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    email: 'seller@specfolio.test',
    name: 'Sam Seller',
    companyName: 'Lakeside Bath & Kitchen',
    logoURL: null,
    parentUserID: null,
    accountID: 3,
    accountTypeID: 1,
    phone: null,
    companyWebAddress: null,
    apiKey: null,
    specbooksApiKey: null,
    specbooksPublicApiKey: null,
    legacyUserRoles: null,
    legacyAddress: null,
    googleAnalytics: null,
    fax: null,
    latitude: null,
    longitude: null,
    storeManagerName: null,
    storeManagerEmail: null,
    wishlistProfileID: null,
    webOrderProfileID: null,
    hiveOrderProfileID: null,
    importType: null,
    integrationData: null,
    integrationCustomerSearch: false,
    theme: null,
    locale: null,
    roles: [],
    roleNames: [],
    features: [],
    hasAdminRole: false,
    hasProRole: false,
    hasSpecbooksPlus: false,
    canUseInvoicing: false,
    canUsePdfModal: false,
    createDateTime: '2024-01-01T00:00:00.000Z',
    updateDateTime: '2024-01-01T00:00:00.000Z',
    lastLoginDateTime: null,
    lastPasswordResetDateTime: null,
    ...overrides,
  };
}

/** A profile as GET {u}/profile/{id} answers it (owner user 7). */
export function makeProfile(id: number, name: string, extra: Partial<TProfile> = {}): TProfile {
  const stamp = '2026-01-01T00:00:00.000Z';
  return {
    id,
    name,
    userID: 7,
    email: `${id}@example.test`,
    emailAddress: `${id}@example.test`,
    phone: null,
    fax: null,
    address: null,
    contact: null,
    public: false,
    type: null,
    isPurchaseOrderProfile: false,
    isOrdersProfile: false,
    active: true,
    archived: false,
    specbookCount: 2,
    createdAt: stamp,
    updatedAt: stamp,
    createDateTime: stamp,
    updateDateTime: stamp,
    ...extra,
  };
}

/** An account as GET /api/v4/user/{id}/account returns it. */
export function makeAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: 3,
    name: 'Lakeside Bath & Kitchen',
    type: 'Showroom/Retail',
    email: null,
    phone: null,
    website: null,
    logoURL: null,
    address: null,
    ...overrides,
  };
}

/** A JSON Response as fetch would resolve it. */
export function jsonResponse(status: number, body: unknown): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
