import type { RemoteRouteDeclaration } from '@cardbridge/build-config';

/**
 * The paths this remote serves. The build exposes each page and publishes this list as
 * routes.json; the shell routes to these paths without being rebuilt. Declare only pages that exist.
 */
export const routes: RemoteRouteDeclaration[] = [
  { path: '/help', file: './features/help/components/help-page.tsx', export: 'HelpPage' },
  { path: '/faq', file: './features/faq/components/faq-page.tsx', export: 'FaqPage' },
];
