import type { PageModules } from '@cardbridge/build-config';
import type { routes } from './routes';

/**
 * Every page file the routes name, loaded as the shell loads it: typechecked against the shell's
 * page contract (the export renders as `<Page />`, no props), so a page of the wrong shape fails
 * this remote's typecheck. routes.test.ts loads each one. Add a line with each new page file.
 */
export const pageModules = {
  './app/routes/get-quote-page.tsx': () => import('./app/routes/get-quote-page'),
  './app/routes/sell-card-page.tsx': () => import('./app/routes/sell-card-page'),
  './app/routes/confirmation-page.tsx': () => import('./app/routes/confirmation-page'),
  './app/routes/dashboard-page.tsx': () => import('./app/routes/dashboard-page'),
} satisfies PageModules<typeof routes>;
