import { fetchJson } from './fetch-json';

/** One deployed remote, as listed by the gateway's `/remotes/registry.json`. */
export interface RegistryEntry {
  name: string;
  /** Base URL of the remote's files, e.g. `/remotes/seller/`. */
  url: string;
  /** Routes composed into a versioned registry at deploy time; then no `routes.json` is fetched. */
  routes?: RemoteRoute[];
}

/** One page a remote declares in its `routes.json`. */
export interface RemoteRoute {
  path: string;
  /** Exposed module, e.g. `./get-quote-page`. */
  module: string;
  export: string;
}

export interface RoutesDocument {
  name: string;
  routes: RemoteRoute[];
}

export const REGISTRY_URL = '/remotes/registry.json';

function isRegistryEntry(value: unknown): value is RegistryEntry {
  const v = value as Partial<RegistryEntry> | null;
  return typeof v?.name === 'string' && typeof v.url === 'string';
}

function isRemoteRoute(value: unknown): value is RemoteRoute {
  const v = value as Partial<RemoteRoute> | null;
  return (
    typeof v?.path === 'string' && typeof v.module === 'string' && typeof v.export === 'string'
  );
}

/**
 * Reads either registry layout: the plain list of `{ name, url }`, or the versioned store's
 * `{ remotes: [...] }` whose entries carry their routes (see @cardbridge/build-config/publish).
 */
export function parseRegistry(body: unknown): RegistryEntry[] {
  const list = Array.isArray(body) ? body : (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list) || !list.every(isRegistryEntry)) {
    throw new Error(`${REGISTRY_URL} is not a list of { name, url }`);
  }
  return list.map((entry) => {
    const { name, url, routes } = entry;
    return Array.isArray(routes) && routes.every(isRemoteRoute)
      ? { name, url, routes }
      : { name, url };
  });
}

export async function fetchRegistry(): Promise<RegistryEntry[]> {
  return parseRegistry(await fetchJson<unknown>(REGISTRY_URL));
}

/** Resolves a remote's base URL against the page, so `/remotes/seller/` works on any host. */
export function remoteFileUrl(entry: RegistryEntry, file: string): string {
  return new URL(file, new URL(entry.url, window.location.href)).href;
}

export async function fetchRoutes(entry: RegistryEntry): Promise<RoutesDocument> {
  if (entry.routes) return { name: entry.name, routes: entry.routes };
  const url = remoteFileUrl(entry, 'routes.json');
  const body = await fetchJson<Partial<RoutesDocument>>(url);
  if (!Array.isArray(body.routes) || !body.routes.every(isRemoteRoute)) {
    throw new Error(`${url} has no valid routes list`);
  }
  return { name: entry.name, routes: body.routes };
}
