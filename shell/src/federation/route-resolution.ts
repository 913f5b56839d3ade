import { matchPath } from 'react-router';
import type { RegistryEntry, RemoteRoute } from './remote-manifests';

export interface RouteTableState {
  registry: RegistryEntry[] | undefined;
  registryFailed: boolean;
  /** Route files per remote name: a list once loaded, 'failed', or undefined while loading. */
  routes: Record<string, RemoteRoute[] | 'failed' | undefined>;
}

export type RouteResolution =
  | { status: 'loading' }
  | { status: 'found'; entry: RegistryEntry; route: RemoteRoute }
  /** Some remote could not be asked whether it serves the path: it may be that remote's page. */
  | { status: 'unavailable'; remotes: string[] }
  | { status: 'not-found' };

/**
 * Which remote serves `pathname`, from what the remotes declared. A path no reachable remote
 * declares is a 404 only once every remote has answered; otherwise it may belong to one that is
 * down, and the visitor gets the Retry fallback rather than a wrong "not found".
 */
export function resolveRoute(pathname: string, state: RouteTableState): RouteResolution {
  if (state.registryFailed) return { status: 'unavailable', remotes: ['registry'] };
  if (!state.registry) return { status: 'loading' };
  let pending = false;
  const failed: string[] = [];
  for (const entry of state.registry) {
    const routes = state.routes[entry.name];
    if (routes === undefined) {
      pending = true;
      continue;
    }
    if (routes === 'failed') {
      failed.push(entry.name);
      continue;
    }
    const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
    if (route) return { status: 'found', entry, route };
  }
  if (pending) return { status: 'loading' };
  if (failed.length > 0) return { status: 'unavailable', remotes: failed };
  return { status: 'not-found' };
}
