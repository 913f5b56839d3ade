import type { RemoteRouteDeclaration } from '@cardbridge/build-config';

/**
 * The paths this remote serves, each a page in app/routes (the only place features are composed).
 * The build exposes each page and publishes this list as routes.json; the shell routes to these
 * paths without being rebuilt. Declare only pages that exist.
 */
export const routes = [
  {
    path: '/admin/login',
    file: './app/routes/admin-login-page.tsx',
    export: 'AdminLoginPage',
  },
  {
    path: '/admin',
    file: './app/routes/admin-dashboard-page.tsx',
    export: 'AdminDashboardPage',
  },
  {
    path: '/admin/invitation',
    file: './app/routes/admin-invitation-page.tsx',
    export: 'AdminInvitationPage',
  },
  {
    path: '/admin/chat',
    file: './app/routes/admin-chat-page.tsx',
    export: 'AdminChatPage',
  },
] as const satisfies readonly RemoteRouteDeclaration[];
