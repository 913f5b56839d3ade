import { fetchJson } from './fetch-json';

/** One deployed remote, as listed by the gateway's `/remotes/registry.json`. */
export interface RegistryEntry {
  name: string;
  /** Base URL of the remote's files, e.g. `/remotes/seller/`. */
  url: string;
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

export async function fetchRegistry(): Promise<RegistryEntry[]> {
  const body = await fetchJson<unknown>(REGISTRY_URL);
  if (!Array.isArray(body) || !body.every(isRegistryEntry)) {
    throw new Error(`${REGISTRY_URL} is not a list of { name, url }`);
  }
  return body;
}

/** Resolves a remote's base URL against the page, so `/remotes/seller/` works on any host. */
export function remoteFileUrl(entry: RegistryEntry, file: string): string {
  return new URL(file, new URL(entry.url, window.location.href)).href;
}

export async function fetchRoutes(entry: RegistryEntry): Promise<RoutesDocument> {
  const url = remoteFileUrl(entry, 'routes.json');
  const body = await fetchJson<Partial<RoutesDocument>>(url);
  if (!Array.isArray(body.routes) || !body.routes.every(isRemoteRoute)) {
    throw new Error(`${url} has no valid routes list`);
  }
  return { name: entry.name, routes: body.routes };
}
