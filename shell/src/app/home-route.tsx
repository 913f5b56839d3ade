import { useCurrentUser } from '@cardbridge/web-kit';
import { Spinner } from '../components/spinner';
import { LandingPage, SignedInHome } from './pages';

/** `/`: a spinner while the auth check runs, then the landing page or the signed-in home. */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) return <LandingPage />;
  return <SignedInHome landing={LandingPage} />;
}
