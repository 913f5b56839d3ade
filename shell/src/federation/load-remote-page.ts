import type { ComponentType } from 'react';
import { federation, providedShared } from './mf-instance';
import { unmetNeeds } from './shared-contract-check';
import { remoteFileUrl, type RegistryEntry, type RemoteRoute } from './remote-manifests';

/**
 * Deadline for the whole load (manifest, remoteEntry, chunks). The runtime plugin and chunk
 * timeouts cover single requests; this covers anything else that never settles, so the fallback
 * shows well within 10 s.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

const registered = new Set<string>();

/** Registers a remote by its manifest; `fresh` drops whatever a failed attempt left cached. */
function ensureRegistered(entry: RegistryEntry, fresh: boolean): void {
  if (registered.has(entry.name) && !fresh) return;
  federation().registerRemotes(
    [{ name: entry.name, entry: remoteFileUrl(entry, 'mf-manifest.json') }],
    {
      force: registered.has(entry.name),
    },
  );
  registered.add(entry.name);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads the page component a remote exposes for a route, in the shape `React.lazy` expects. */
export async function loadRemotePage(
  entry: RegistryEntry,
  route: RemoteRoute,
  fresh: boolean,
): Promise<{ default: ComponentType }> {
  const missing = unmetNeeds(entry, providedShared);
  if (missing.length > 0) {
    throw new Error(
      `${entry.name} was built against a newer shell (missing ${missing.join(', ')}): deploy the shell first`,
    );
  }
  ensureRegistered(entry, fresh);
  const id = `${entry.name}/${route.module.replace(/^\.\//, '')}`;
  const mod = await withTimeout(
    federation().loadRemote<Record<string, unknown>>(id),
    REMOTE_LOAD_TIMEOUT_MS,
    id,
  );
  const component = mod?.[route.export];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`${id} has no export ${route.export}`);
  }
  return { default: component as ComponentType };
}
