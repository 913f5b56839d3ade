import { fetchJson } from './fetch-json';
import { browserBucket, canaryFor, type CanaryRelease } from './remote-canary';
import { previewVersions } from './remote-preview';

/** One deployed remote, as listed by the gateway's `/remotes/registry.json`. */
export interface RegistryEntry {
  name: string;
  /** The version this browser loads (the live one, its canary or its preview). */
  version?: string;
  /** Base URL of one published version's files, e.g. `/remotes/seller/3f2a9c1d0b4e/`. */
  url: string;
  /** The live version's routes, composed at deploy time: no `routes.json` is fetched for them. */
  routes?: RemoteRoute[];
  /** Versions still published (a preview may pick one of these). */
  versions?: string[];
  /** What the live build needs of the shell's shared instances, by package. */
  needs?: Record<string, string[]>;
  /** A version served to a share of browsers beside the live one (remote-canary.ts). */
  canary?: CanaryRelease;
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
 * Reads the versioned store's registry, `{ remotes: [...] }`, whose entries carry the live
 * version's routes (see @cardbridge/build-config/publish).
 */
export function parseRegistry(body: unknown): RegistryEntry[] {
  const list = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list) || !list.every(isRegistryEntry)) {
    throw new Error(`${REGISTRY_URL} is not a list of { name, url }`);
  }
  return list.map((entry) => {
    const { name, version, url, routes, versions, needs, canary } = entry;
    return {
      name,
      ...(typeof version === 'string' ? { version } : {}),
      url,
      ...(Array.isArray(routes) && routes.every(isRemoteRoute) ? { routes } : {}),
      ...(Array.isArray(versions) ? { versions: versions.map(String) } : {}),
      ...(needs && typeof needs === 'object' ? { needs } : {}),
      ...(isCanary(canary) ? { canary } : {}),
    };
  });
}

function isCanary(value: unknown): value is CanaryRelease {
  const v = value as Partial<CanaryRelease> | null | undefined;
  return typeof v?.version === 'string' && typeof v.percent === 'number';
}

/** Another published version of a remote: its files, and its routes from its own routes.json. */
const atVersion = (entry: RegistryEntry, version: string): RegistryEntry => ({
  name: entry.name,
  version,
  url: `/remotes/${entry.name}/${version}/`,
  ...(entry.versions ? { versions: entry.versions } : {}),
});

/**
 * A remote running a canary loads it in the browsers whose bucket falls in its share; the bucket
 * is only drawn (and its cookie set) when some remote runs one.
 */
export function withCanary(
  entries: RegistryEntry[],
  bucket: () => number = browserBucket,
): RegistryEntry[] {
  return entries.map((entry) => {
    const version = canaryFor(entry, bucket);
    return version ? atVersion(entry, version) : entry;
  });
}

/**
 * A previewed remote loads its preview version (still published) instead of the live one; its
 * routes then come from that version's own `routes.json`.
 */
export function withPreview(entries: RegistryEntry[], cookie: string): RegistryEntry[] {
  const preview = previewVersions(cookie);
  return entries.map((entry) => {
    const version = preview[entry.name];
    if (!version || !entry.versions?.includes(version)) return entry;
    return atVersion(entry, version);
  });
}

/**
 * The registry: on a remote's first load, the answer the page's early script already asked for
 * (shell/src/early, with the same deadline); after that (a Retry too) a request of its own.
 */
export async function fetchRegistry(): Promise<RegistryEntry[]> {
  const early = window.__cardbridgeRegistry;
  window.__cardbridgeRegistry = undefined;
  const body = early ? await early : await fetchJson(REGISTRY_URL);
  // The preview is applied last: a tester's chosen version wins over a canary.
  return withPreview(withCanary(parseRegistry(body)), document.cookie);
}

/** Resolves a remote's base URL against the page, so `/remotes/seller/` works on any host. */
export function remoteFileUrl(entry: RegistryEntry, file: string): string {
  return new URL(file, new URL(entry.url, window.location.href)).href;
}

export async function fetchRoutes(entry: RegistryEntry): Promise<RoutesDocument> {
  if (entry.routes) return { name: entry.name, routes: entry.routes };
  const url = remoteFileUrl(entry, 'routes.json');
  const body = await fetchJson(url);
  const routes = body && typeof body === 'object' && 'routes' in body ? body.routes : undefined;
  if (!Array.isArray(routes) || !routes.every(isRemoteRoute)) {
    throw new Error(`${url} has no valid routes list`);
  }
  return { name: entry.name, routes };
}
