import type { ComponentType } from 'react';
import { Spinner } from '../components/spinner';
import { FederatedPage } from './federated-page';
import { useRouteResolution } from './use-route-resolution';

/**
 * `/` for a signed-in user: the seller remote's customer dashboard when some remote declares
 * `/dashboard`, otherwise the landing page.
 */
export default function SignedInHome({ landing: Landing }: { landing: ComponentType }) {
  const { resolution } = useRouteResolution('/dashboard');
  if (resolution.status === 'loading') return <Spinner />;
  if (resolution.status === 'found') {
    return <FederatedPage entry={resolution.entry} route={resolution.route} />;
  }
  return <Landing />;
}
