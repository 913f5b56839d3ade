import type { RemoteRouteDeclaration } from '@cardbridge/build-config';

/**
 * The paths this remote serves. The build exposes each page and publishes this list as
 * routes.json; the shell routes to these paths without being rebuilt. Declare only pages that exist.
 */
export const routes: RemoteRouteDeclaration[] = [
  {
    path: '/get-quote',
    file: './features/quote/components/get-quote-page.tsx',
    export: 'GetQuotePage',
  },
  {
    path: '/quote',
    file: './features/quote/components/get-quote-page.tsx',
    export: 'GetQuotePage',
  },
  {
    path: '/sell-card',
    file: './app/routes/sell-card-page.tsx',
    export: 'SellCardPage',
  },
  {
    path: '/confirmation',
    file: './features/confirmation/components/confirmation-page.tsx',
    export: 'ConfirmationPage',
  },
  {
    path: '/dashboard',
    file: './app/routes/dashboard-page.tsx',
    export: 'DashboardPage',
  },
];
