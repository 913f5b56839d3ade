/**
 * Canary releases (docs/product.md#releasing-a-remote): a published version served to a share of
 * browsers beside the live one, then promoted (made live) or aborted (dropped). Each is one
 * registry swap under the registry lock, recorded in the deploy history.
 */
import {
  assertPublished,
  publishedEntry,
  readRegistry,
  recordChange,
  replaceEntry,
  entryFor,
  writeRegistry,
  type ChangeNote,
  type RemoteVersionEntry,
} from './remote-store';
import { withRegistryLock } from './registry-lock';

export interface CanaryOptions {
  root: string;
  name: string;
  version: string;
  percent: number;
  note?: ChangeNote;
}

/** Starts (or re-weights) a canary of a published version for 1–99 % of browsers. */
export function startCanary(options: CanaryOptions): RemoteVersionEntry {
  const { root, name, version, percent } = options;
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(`a canary's percentage is a whole number from 1 to 99 (got "${percent}")`);
  }
  return withRegistryLock(root, () => {
    const registry = readRegistry(root);
    const current = publishedEntry(registry, root, name);
    assertPublished(root, current, version);
    if (version === current.version) {
      throw new Error(`${name} ${version} is already live: a canary needs another version`);
    }
    const entry = { ...current, canary: { version, percent } };
    writeRegistry(root, replaceEntry(registry, entry));
    recordChange(
      root,
      { remote: name, action: 'canary', from: current.version, to: version, percent },
      options.note ?? {},
      `canary for ${percent} % of browsers`,
    );
    return entry;
  });
}

/** Makes the running canary the live version (its routes with it) and ends the canary. */
export function promoteCanary(
  root: string,
  name: string,
  note: ChangeNote = {},
  urlBase = '/remotes/',
): RemoteVersionEntry {
  // Under the lock: an abort that won the race has removed the canary, and this refuses.
  return withRegistryLock(root, () => {
    const registry = readRegistry(root);
    const current = publishedEntry(registry, root, name);
    const canary = current.canary;
    if (!canary) throw new Error(`${name} has no canary to promote`);
    assertPublished(root, current, canary.version);
    const entry = entryFor(root, urlBase, name, canary.version, current.versions);
    writeRegistry(root, replaceEntry(registry, entry));
    recordChange(
      root,
      { remote: name, action: 'promote', from: current.version, to: canary.version },
      note,
      `canary promoted from ${canary.percent} %`,
    );
    return entry;
  });
}

export interface AbortOptions {
  note?: ChangeNote;
  /** The automatic abort names the canary it judged: a newer one started since is left alone. */
  expectVersion?: string;
  automatic?: boolean;
}

/** Drops the running canary: every browser loads the live version again. */
export function abortCanary(root: string, name: string, options: AbortOptions = {}) {
  return withRegistryLock(root, () => {
    const registry = readRegistry(root);
    const current = publishedEntry(registry, root, name);
    const canary = current.canary;
    if (!canary) throw new Error(`${name} has no canary to abort`);
    if (options.expectVersion && canary.version !== options.expectVersion) {
      throw new Error(`${name}'s canary is now ${canary.version}, not ${options.expectVersion}`);
    }
    const { canary: _dropped, ...entry } = current;
    writeRegistry(root, replaceEntry(registry, entry));
    recordChange(
      root,
      {
        remote: name,
        action: options.automatic ? 'auto-abort' : 'abort',
        from: canary.version,
        to: current.version,
      },
      options.note ?? {},
      'canary aborted',
    );
    return entry;
  });
}
