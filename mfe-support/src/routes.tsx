import type { RemoteRouteDeclaration } from '@cardbridge/build-config';

/**
 * The paths this remote serves, each a page in app/routes (the only place features are composed).
 * The build exposes each page and publishes this list as routes.json; the shell routes to these
 * paths without being rebuilt. Declare only pages that exist.
 */
export const routes = [
  { path: '/help', file: './app/routes/help-page.tsx', export: 'HelpPage' },
  { path: '/faq', file: './app/routes/faq-page.tsx', export: 'FaqPage' },
  { path: '/contact', file: './app/routes/contact-page.tsx', export: 'ContactPage' },
  { path: '/contact/chat', file: './app/routes/contact-chat-page.tsx', export: 'ContactChatPage' },
] as const satisfies readonly RemoteRouteDeclaration[];
