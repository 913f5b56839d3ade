import type { RemoteRouteDeclaration } from '@cardbridge/build-config';

/**
 * The paths this remote serves. The build exposes each page and publishes this list as
 * routes.json; the shell routes to these paths without being rebuilt. Declare only pages that exist.
 */
export const routes: RemoteRouteDeclaration[] = [
  {
    path: '/admin/login',
    file: './features/admin-session/components/admin-sign-in-page.tsx',
    export: 'AdminSignInPage',
  },
  {
    path: '/admin',
    file: './app/routes/admin-dashboard-page.tsx',
    export: 'AdminDashboardPage',
  },
  {
    path: '/admin/chat',
    file: './features/admin-chat/components/admin-chat-page.tsx',
    export: 'AdminChatPage',
  },
];
