import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchRegistry, fetchRoutes, type RemoteRoute } from './remote-manifests';
import { resolveRoute, type RouteResolution } from './route-resolution';

/**
 * Resolves a path against the deployed remotes' declared routes (fetched once, only when a path
 * outside the shell is visited, so the landing page never asks). `retry` refetches what failed.
 */
export function useRouteResolution(
  pathname: string,
  enabled = true,
): { resolution: RouteResolution; retry: () => void } {
  const registry = useQuery({
    queryKey: ['federation', 'registry'],
    queryFn: fetchRegistry,
    enabled,
  });
  const entries = registry.data ?? [];
  const routeQueries = useQueries({
    queries: entries.map((entry) => ({
      queryKey: ['federation', 'routes', entry.name, entry.url],
      queryFn: () => fetchRoutes(entry),
      enabled,
    })),
  });

  const routes: Record<string, RemoteRoute[] | 'failed' | undefined> = {};
  entries.forEach((entry, i) => {
    const q = routeQueries[i];
    routes[entry.name] = q?.isError ? 'failed' : q?.data?.routes;
  });
  const resolution = resolveRoute(pathname, {
    registry: registry.data,
    registryFailed: registry.isError,
    routes,
  });

  const refetchRegistry = registry.refetch;
  const retry = useCallback(() => {
    void refetchRegistry();
    for (const q of routeQueries) if (q.isError) void q.refetch();
  }, [refetchRegistry, routeQueries]);

  return { resolution, retry };
}
