import { lazy } from 'react';

/**
 * The MF runtime and page loader, as their own chunk. Requested as soon as this module runs (when
 * a remote path is first visited), in parallel with the registry and route files, rather than after
 * them.
 */
const federatedPageModule = import('./federated-page');

export const LazyFederatedPage = lazy(() =>
  federatedPageModule.then((m) => ({ default: m.FederatedPage })),
);
