import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../components/spinner';
import type { ClientEventKind } from '@cardbridge/contracts';
import type { RegistryEntry, RemoteRoute } from './remote-manifests';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reportClientEvent, versionOfUrl } from './report-client-event';

/** A remote that could not be loaded (its files, its manifest, a missing export), as opposed to
 * one that loaded and then threw while rendering. */
class RemoteLoadError extends Error {}

/** Reports a remote version's view or failure on a route (docs/product.md#releasing-a-remote). */
function report(entry: RegistryEntry, route: RemoteRoute, kind: ClientEventKind, error?: Error) {
  const version = entry.version ?? versionOfUrl(entry.url);
  if (!version) return;
  reportClientEvent({
    remote: entry.name,
    version,
    route: route.path,
    kind,
    ...(error ? { message: error.message } : {}),
  });
}

interface PageProps {
  entry: RegistryEntry;
  route: RemoteRoute;
  fresh: boolean;
}

/**
 * Loads the page with plain state, not `lazy` and Suspense: React 19 holds back every Suspense
 * reveal until 300 ms after the last fallback, and a remote page would pay that once per level.
 * The federation runtime is fetched here, on a remote's first page, never on the landing page.
 */
function RemotePage({ entry, route, fresh }: PageProps) {
  const [loaded, setLoaded] = useState<{ Page?: ComponentType; error?: Error }>({});
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "federation" */ './load-remote-page')
      .then((m) => m.loadRemotePage(entry, route, fresh))
      .then(
        (mod) => current && setLoaded({ Page: mod.default }),
        (error: unknown) =>
          current &&
          setLoaded({
            error: new RemoteLoadError(error instanceof Error ? error.message : String(error)),
          }),
      );
    return () => {
      current = false;
    };
  }, [entry, route, fresh]);
  // One view per page asked for, counted against the version asked: a version whose pages fail
  // to load or render still has its views, so its error rate says how often it fails.
  useEffect(() => report(entry, route, 'view'), [entry, route]);
  // A failed load goes to the error boundary, which offers Retry.
  if (loaded.error) throw loaded.error;
  if (!loaded.Page) return <Spinner label={`Loading ${entry.name}`} />;
  const { Page } = loaded;
  return <Page />;
}

/** A remote's page, loaded at run time, inside its error boundary; Retry starts a fresh load. */
export function FederatedPage({ entry, route }: { entry: RegistryEntry; route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={entry.name}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={(error) =>
        report(
          entry,
          route,
          error instanceof RemoteLoadError ? 'load_error' : 'render_error',
          error,
        )
      }
    >
      <RemotePage entry={entry} route={route} fresh={attempt > 0} />
    </RemoteErrorBoundary>
  );
}
