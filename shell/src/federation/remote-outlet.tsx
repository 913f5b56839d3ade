import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { Spinner } from '../components/spinner';
import { FederatedPage } from './federated-page';
import { RemoteFallback } from './remote-fallback';
import { useRouteResolution } from './use-route-resolution';

/**
 * Renders whichever remote declared the current path (or `path`, when given), the Retry fallback
 * when a remote could not be asked, or the 404 page.
 */
export default function RemoteOutlet({ path }: { path?: string }) {
  const location = useLocation();
  // The federation runtime downloads while the registry is read, not after.
  useEffect(() => void import(/* webpackChunkName: "federation" */ './load-remote-page'), []);
  const { resolution, retry } = useRouteResolution(path ?? location.pathname);
  switch (resolution.status) {
    case 'loading':
      return <Spinner />;
    case 'found':
      return (
        <FederatedPage
          key={`${resolution.entry.name}${resolution.route.module}`}
          entry={resolution.entry}
          route={resolution.route}
        />
      );
    case 'unavailable':
      return <RemoteFallback onRetry={retry} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
