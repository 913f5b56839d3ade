import type { RemoteRouteDeclaration } from '@cardbridge/build-config';

/**
 * The paths this remote serves, each a page in app/routes (the only place features are composed).
 * The build exposes each page and publishes this list as routes.json; the shell routes to these
 * paths without being rebuilt. Declare only pages that exist.
 */
export const routes = [
  {
    path: '/get-quote',
    file: './app/routes/get-quote-page.tsx',
    export: 'GetQuotePage',
  },
  {
    path: '/quote',
    file: './app/routes/get-quote-page.tsx',
    export: 'GetQuotePage',
  },
  {
    path: '/sell-card',
    file: './app/routes/sell-card-page.tsx',
    export: 'SellCardPage',
  },
  {
    path: '/confirmation',
    file: './app/routes/confirmation-page.tsx',
    export: 'ConfirmationPage',
  },
  {
    path: '/dashboard',
    file: './app/routes/dashboard-page.tsx',
    export: 'DashboardPage',
  },
] as const satisfies readonly RemoteRouteDeclaration[];
