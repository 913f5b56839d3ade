import { lazy } from 'react';

/**
 * The shell's own content pages. The landing page is in the entry chunk (it is the first paint);
 * the rest load on demand so the landing page carries no code it does not show.
 */
export { LandingPage } from './placeholder-pages';

export const TermsPage = lazy(() =>
  import('./placeholder-pages').then((m) => ({ default: m.TermsPage })),
);
export const PrivacyPage = lazy(() =>
  import('./placeholder-pages').then((m) => ({ default: m.PrivacyPage })),
);
export const SecurityPage = lazy(() =>
  import('./placeholder-pages').then((m) => ({ default: m.SecurityPage })),
);
/** Everything served by a remote goes through this, with the federation code split off. */
export const RemoteOutlet = lazy(() => import('../federation/remote-outlet'));
export const SignedInHome = lazy(() => import('../federation/signed-in-home'));
