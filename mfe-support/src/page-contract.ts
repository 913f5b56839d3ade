import type { PageModules } from '@cardbridge/build-config';
import type { routes } from './routes';

/**
 * Every page file the routes name, loaded as the shell loads it: typechecked against the shell's
 * page contract (the export renders as `<Page />`, no props), so a page of the wrong shape fails
 * this remote's typecheck. routes.test.ts loads each one. Add a line with each new page file.
 */
export const pageModules = {
  './app/routes/help-page.tsx': () => import('./app/routes/help-page'),
  './app/routes/faq-page.tsx': () => import('./app/routes/faq-page'),
  './app/routes/contact-page.tsx': () => import('./app/routes/contact-page'),
  './app/routes/contact-chat-page.tsx': () => import('./app/routes/contact-chat-page'),
} satisfies PageModules<typeof routes>;
