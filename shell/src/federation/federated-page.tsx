import { lazy, Suspense, useMemo, useState } from 'react';
import { Spinner } from '../components/spinner';
import { loadRemotePage } from './load-remote-page';
import type { RegistryEntry, RemoteRoute } from './remote-manifests';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** A remote's page, loaded at run time, inside its error boundary; Retry starts a fresh load. */
export function FederatedPage({ entry, route }: { entry: RegistryEntry; route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage(entry, route, attempt > 0)),
    [entry, route, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} remote={entry.name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner label={`Loading ${entry.name}`} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
