import { lazy, type ComponentType } from 'react';
import { NotFoundPage } from '../components/not-found-page';
import RemoteOutletPage from '../federation/remote-outlet';

/**
 * The shell's own content pages. The landing page is in the entry chunk (it is the first paint);
 * the rest load on demand so the landing page carries no code it does not show.
 */
export { LandingPage } from '../features/landing/landing-page';

export const TermsPage = lazy(() =>
  import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })),
);
export const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const SecurityPage = lazy(() =>
  import('../features/legal/security-page').then((m) => ({ default: m.SecurityPage })),
);
/**
 * Everything served by a remote goes through these. The outlet itself is small and in the entry
 * chunk, so a remote's path suspends nowhere (React 19 delays each Suspense reveal by up to
 * 300 ms); the federation runtime stays split off and loads on a remote's first page. The
 * no-federation baseline build (`__FEDERATION_ENABLED__` false) has no remotes at all.
 */
export const RemoteOutlet = __FEDERATION_ENABLED__ ? RemoteOutletPage : NotFoundPage;
export const SignedInHome = __FEDERATION_ENABLED__
  ? lazy(() => import('../federation/signed-in-home'))
  : ({ landing: Landing }: { landing: ComponentType }) => <Landing />;
