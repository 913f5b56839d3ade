import type { RemoteRouteDeclaration } from '@cardbridge/build-config';

/**
 * The paths this remote serves. The build exposes each page and publishes this list as
 * routes.json; the shell routes to these paths without being rebuilt. Declare only pages that exist.
 */
export const routes: RemoteRouteDeclaration[] = [
  { path: '/get-quote', file: './pending/get-quote-page.tsx', export: 'GetQuotePage' },
  { path: '/quote', file: './pending/get-quote-page.tsx', export: 'GetQuotePage' },
];
