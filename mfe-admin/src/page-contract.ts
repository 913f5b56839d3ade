import type { PageModules } from '@cardbridge/build-config';
import type { routes } from './routes';

/**
 * Every page file the routes name, loaded as the shell loads it: typechecked against the shell's
 * page contract (the export renders as `<Page />`, no props), so a page of the wrong shape fails
 * this remote's typecheck. routes.test.ts loads each one. Add a line with each new page file.
 */
export const pageModules = {
  './app/routes/admin-login-page.tsx': () => import('./app/routes/admin-login-page'),
  './app/routes/admin-dashboard-page.tsx': () => import('./app/routes/admin-dashboard-page'),
  './app/routes/admin-invitation-page.tsx': () => import('./app/routes/admin-invitation-page'),
  './app/routes/admin-chat-page.tsx': () => import('./app/routes/admin-chat-page'),
} satisfies PageModules<typeof routes>;
