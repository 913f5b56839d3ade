import { browserBucket, canaryFor } from '../federation/remote-canary';
import { previewVersions } from '../federation/remote-preview';
import { remoteFor, SHELL_PAGES, type EarlyRegistryEntry } from './remote-path';

/**
 * Runs before the shell's own code (its first script, a few hundred bytes): on a remote's path
 * it asks at once for the registry and that version's manifest, and for the federation runtime
 * and the page's files as soon as the shell's own files have downloaded, so they arrive while the
 * shell starts up instead of after it (docs/product.md#remote-page-speed). A shell page asks
 * nothing of the remotes. The registry answer is handed to the shell so it does not ask again.
 */

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

declare global {
  interface Window {
    /** The registry as this script fetched it (the shell's first registry read). */
    __cardbridgeRegistry?: Promise<unknown>;
  }
}

function preload(href: string, as: 'script' | 'style' | 'fetch'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/**
 * Resolves once the files the HTML names (the shell's scripts and stylesheet) have downloaded.
 * On a slow link every request shares the bandwidth: the remote's files, asked for beside the
 * shell's, would hold back the scripts the page needs first, and the shell would start late.
 * Asked for after them, they download while the shell's code runs. DOMContentLoaded (every
 * deferred script has run) is the latest it waits.
 */
function shellFilesLoaded(): Promise<void> {
  const pending = new Set(
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="stylesheet"][href]',
      ),
    ].map((element) => ('src' in element ? element.src : element.href)),
  );
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) pending.delete(entry.name);
      if (pending.size === 0) done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'resource', buffered: true });
    document.addEventListener('DOMContentLoaded', done, { once: true });
  });
}

async function warm(
  entries: EarlyRegistryEntry[],
  pathname: string,
  shellLoaded: Promise<void>,
): Promise<void> {
  const found = remoteFor(entries, pathname);
  if (!found) return;
  const { entry, module } = found;
  // The version the shell will load: a preview, else this browser's canary, else live.
  const preview = previewVersions(document.cookie)[entry.name];
  const chosen =
    preview && entry.versions?.includes(preview) ? preview : canaryFor(entry, browserBucket);
  const base = chosen ? `/remotes/${entry.name}/${chosen}/` : entry.url;
  // A version's files never change and are cached for a year: what this fetches, the
  // federation runtime then reads from the cache.
  const [manifest] = await Promise.all([
    fetch(`${base}mf-manifest.json`).then((response) => response.json() as Promise<Manifest>),
    shellLoaded,
  ]);
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (remoteEntry?.name) preload(`${base}${remoteEntry.path ?? ''}${remoteEntry.name}`, 'script');
  const expose = manifest.exposes?.find((e) => e.path === module);
  for (const file of expose?.assets?.css?.sync ?? []) preload(`${base}${file}`, 'style');
  for (const file of expose?.assets?.js?.sync ?? []) preload(`${base}${file}`, 'script');
}

const pathname = window.location.pathname.replace(/\/+$/, '') || '/';
if (pathname !== '/' && !SHELL_PAGES.includes(pathname)) {
  const registry = fetch('/remotes/registry.json', {
    cache: 'no-cache',
    // The shell's own deadline for the registry: a hung one still shows the fallback in time.
    signal: AbortSignal.timeout(4_000),
  }).then((response) =>
    response.ok
      ? (response.json() as Promise<unknown>)
      : Promise.reject(new Error(String(response.status))),
  );
  window.__cardbridgeRegistry = registry;
  // The files the HTML names, before the federation chunk's own script tags join them.
  const shellLoaded = shellFilesLoaded();
  // The shell's federation runtime with the remote's files, once the shell's own are in (it
  // would otherwise start only once the shell has rendered). Asking for it at once measured
  // about the same on the slow profile (1.06x-1.19x against 1.14x-1.16x), within the noise.
  void shellLoaded.then(
    () => import(/* webpackChunkName: "federation" */ '../federation/load-remote-page'),
  );
  registry
    .then((body) =>
      warm((body as { remotes?: EarlyRegistryEntry[] }).remotes ?? [], pathname, shellLoaded),
    )
    // Only a head start: the shell loads everything itself and shows any failure.
    .catch(() => undefined);
}
