import { createBrowserRouter, type RouteObject } from 'react-router';
import { CustomersLayout } from './layouts/customers-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EspecbookLayout } from './layouts/especbook-layout';
import { GlobalLayout } from './layouts/global-layout';
import { LabelsLayout } from './layouts/labels-layout';
import { ManagementLayout } from './layouts/management-layout';
import { MatrixLayout } from './layouts/matrix-layout';
import { TempLayout } from './layouts/temp-layout';
import { PageRouteError, RouteError, RouteHydrateFallback } from './layouts/route-error';

/**
 * Every route of spec/workspace.md §2 "Route list" ({product} = specbooks), each page loaded lazily.
 *
 * Layouts (global wraps them all and hosts the named modals and the progress bar):
 *
 * | layout     | routes                                                                                 |
 * |------------|----------------------------------------------------------------------------------------|
 * | default    | /, /v4/account, /v4/accounting, /v4/brands, /v4/inventory, /v4/payments,               |
 * |            | /v4/pricegroups, /v4/profiles,                                                         |
 * |            | /v4/profiles/:id, /v4/shipping, /v4/vendors, /v4/jobs/pipelines (black header),        |
 * |            | /v4/groups, /v4/shared,                                                                |
 * |            | /v4/admin/requests, /v4/admin/access, /v4/admin/announcements (platform admins)       |
 * | customers  | /v4/customers                                                                          |
 * | matrix     | /v4/matrix (white header; public frame for QR viewers with ?qrSpecbookID)               |
 * | specmarket | /v4/specmarket, …/shopall/:slug?/*, …/categories/:slug?/*, …/cart (the open cart),      |
 * |            | …/cart/:id, …/cart/:id?/checkout, …/cart/:id?/confirmation                              |
 * | management | /v4/specbooks/manage/:id, …/:id?/spec/:specbookSpecId?, …/:id?/integration/aipq|wise    |
 * | labels     | /qr/smartlabel/specbook/:specbookId?/spec/:specbookSpecId?                              |
 * | especbook  | /v4/especbook/:id? (public)                                                            |
 * | temp       | /login, /specbooks/preview/:id?, /v4/specbooks/proposal/:id (opens a proposal)         |
 * | global     | * (404 page)                                                                           |
 *
 * default, management, customers, matrix and specmarket load the current user and account first.
 */

/** A lazily loaded page: `file` is a module of ./routes exporting `Component`. */
function page(path: string | undefined, load: RouteObject['lazy']): RouteObject {
  return path === undefined ? { index: true, lazy: load } : { path, lazy: load };
}

/** Pages of one layout, wrapped so that a page error keeps the layout around it. */
function pages(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <PageRouteError />, children }];
}

/** The route tree. */
export const routes: RouteObject[] = [
  {
    element: <GlobalLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteHydrateFallback />,
    children: [
      {
        element: <DefaultLayout />,
        children: pages([
          page(undefined, () => import('./routes/index')),
          page('/v4/account', () => import('./routes/account')),
          page('/v4/accounting', () => import('./routes/accounting')),
          page('/v4/brands', () => import('./routes/brands')),
          page('/v4/inventory', () => import('./routes/inventory')),
          page('/v4/payments', () => import('./routes/payments')),
          page('/v4/pricegroups', () => import('./routes/price-groups')),
          page('/v4/profiles', () => import('./routes/profiles')),
          page('/v4/profiles/:id', () => import('./routes/profile')),
          page('/v4/shipping', () => import('./routes/shipping')),
          page('/v4/vendors', () => import('./routes/vendors')),
          page('/v4/jobs/pipelines', () => import('./routes/job-pipelines')),
          page('/v4/groups', () => import('./routes/groups')),
          page('/v4/shared', () => import('./routes/shared')),
          page('/v4/alerts', () => import('./routes/alerts')),
          page('/v4/admin/requests', () => import('./routes/admin-requests')),
          page('/v4/admin/access', () => import('./routes/admin-access')),
          page('/v4/admin/announcements', () => import('./routes/admin-announcements')),
        ]),
      },
      {
        element: <CustomersLayout />,
        children: pages([page('/v4/customers', () => import('./routes/customers'))]),
      },
      {
        element: <MatrixLayout />,
        children: pages([page('/v4/matrix', () => import('./routes/matrix'))]),
      },
      {
        // Lazy like its pages: the marketplace bar and its current specbook stay out of the app's first load.
        lazy: () => import('./layouts/specmarket-layout').then((m) => ({ Component: m.SpecmarketLayout })),
        children: pages([
          page('/v4/specmarket', () => import('./routes/specmarket')),
          page('/v4/specmarket/shopall/:slug?/*', () => import('./routes/specmarket-shop-all')),
          page('/v4/specmarket/categories/:slug?/*', () => import('./routes/specmarket-categories')),
          page('/v4/specmarket/cart', () => import('./routes/specmarket-open-cart')),
          page('/v4/specmarket/cart/:id', () => import('./routes/specmarket-cart')),
          page('/v4/specmarket/cart/:id?/checkout', () => import('./routes/specmarket-checkout')),
          page('/v4/specmarket/cart/:id?/confirmation', () => import('./routes/specmarket-confirmation')),
        ]),
      },
      {
        element: <ManagementLayout />,
        children: pages([
          page('/v4/specbooks/manage/:id', () => import('./routes/specbook-manage')),
          page('/v4/specbooks/manage/:id?/spec/:specbookSpecId?', () => import('./routes/specbook-spec')),
          page('/v4/specbooks/manage/:id?/integration/aipq', () => import('./routes/specbook-aipq')),
          page('/v4/specbooks/manage/:id?/integration/wise', () => import('./routes/specbook-wise')),
        ]),
      },
      {
        element: <LabelsLayout />,
        children: pages([
          page('/qr/smartlabel/specbook/:specbookId?/spec/:specbookSpecId?', () => import('./routes/smart-label')),
        ]),
      },
      {
        element: <EspecbookLayout />,
        children: pages([page('/v4/especbook/:id?', () => import('./routes/especbook'))]),
      },
      {
        element: <TempLayout />,
        children: pages([
          page('/login', () => import('./routes/login')),
          page('/specbooks/preview/:id?', () => import('./routes/specbook-preview')),
          page('/v4/specbooks/proposal/:id', () => import('./routes/proposal')),
        ]),
      },
      page('*', () => import('./routes/not-found')),
    ],
  },
];

/** Create the browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
