import type { QueryClient } from '@tanstack/react-query';
import { loadRemotePage } from './load-remote-page';
import { fetchRegistry, fetchRoutes } from './remote-manifests';
import { resolveRoute } from './route-resolution';

/**
 * Loads the page a link leads to before it is clicked (docs/product.md#operations): the registry
 * through the same query the router reads, then that remote's manifest, entry and page module,
 * which the federation runtime keeps, so the click renders without waiting on the network.
 */
export async function prefetchRemotePath(queryClient: QueryClient, pathname: string) {
  const registry = await queryClient.fetchQuery({
    queryKey: ['federation', 'registry'],
    queryFn: fetchRegistry,
  });
  const routes = Object.fromEntries(
    await Promise.all(registry.map(async (e) => [e.name, (await fetchRoutes(e)).routes] as const)),
  );
  const resolution = resolveRoute(pathname, { registry, registryFailed: false, routes });
  if (resolution.status !== 'found') return;
  await loadRemotePage(resolution.entry, resolution.route, false);
}
