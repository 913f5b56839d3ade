/**
 * The versioned remote store behind issue 13: every build of a remote lives in an immutable
 * `<root>/<name>/<version>/` folder and `<root>/registry.json` is the only mutable file, naming
 * the live version of each remote with its routes. Deploy = copy the folder + swap the registry
 * with a rename, so a reader sees the old or the new registry, never half of one; older folders
 * stay (the last `keep`) so tabs opened on them keep loading their chunks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PublishedRoute } from '../remote-routes';
import { appendHistory, operatorName, type DeployAction } from './deploy-history';
import { withRegistryLock } from './registry-lock';

export interface RemoteVersionEntry {
  name: string;
  /** Live version (content hash of the build folder). */
  version: string;
  /** Base URL of the live version's files, e.g. `/remotes/seller/3f2a.../`. */
  url: string;
  /** Manifest the MF runtime loads, under `url`. */
  entry: string;
  routes: PublishedRoute[];
  /** Published versions, newest first; the live one need not be the first after a rollback. */
  versions: string[];
  /** What the build needs of the shell's shared instances (its shared-contract.json). */
  needs?: Record<string, string[]>;
  /** A published version served to `percent` % of browsers (by their bucket) while it runs. */
  canary?: CanaryRelease;
}

export interface CanaryRelease {
  version: string;
  /** 1–99: browsers whose bucket (0–99) is below it load the canary. */
  percent: number;
}

export interface VersionedRegistry {
  remotes: RemoteVersionEntry[];
}

export const DEFAULT_KEEP = 5;
const REGISTRY_FILE = 'registry.json';

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) =>
      d.isDirectory()
        ? listFiles(path.join(dir, d.name), `${prefix}${d.name}/`)
        : [`${prefix}${d.name}`],
    );
}

/** Same files and bytes give the same version, so re-publishing an unchanged build is a no-op. */
export function contentVersion(distDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export function readRegistry(root: string): VersionedRegistry {
  const file = path.join(root, REGISTRY_FILE);
  if (!fs.existsSync(file)) return { remotes: [] };
  const body = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VersionedRegistry>;
  if (!Array.isArray(body.remotes)) throw new Error(`${file} has no remotes list`);
  return { remotes: body.remotes };
}

/**
 * Group-writable: in docker compose the remotes tool and chat (its automatic canary abort) share
 * the store through a group, whatever the writers' umask.
 */
export function shareWithGroup(file: string): void {
  try {
    fs.chmodSync(file, 0o664);
  } catch {
    // another writer's file: its mode is theirs to set
  }
}

/** Writes beside the target then renames: rename within one folder is atomic on POSIX. */
export function writeRegistry(root: string, registry: VersionedRegistry): void {
  fs.mkdirSync(root, { recursive: true });
  const target = path.join(root, REGISTRY_FILE);
  const temp = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  shareWithGroup(temp);
  fs.renameSync(temp, target);
}

function readRoutes(distDir: string): PublishedRoute[] {
  const body = JSON.parse(fs.readFileSync(path.join(distDir, 'routes.json'), 'utf8')) as {
    routes?: PublishedRoute[];
  };
  if (!Array.isArray(body.routes)) throw new Error(`${distDir}/routes.json has no routes list`);
  return body.routes;
}

function readNeeds(versionDir: string): Record<string, string[]> | undefined {
  const file = path.join(versionDir, 'shared-contract.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
}

export function entryFor(
  root: string,
  urlBase: string,
  name: string,
  version: string,
  versions: string[],
  canary?: CanaryRelease,
): RemoteVersionEntry {
  const needs = readNeeds(path.join(root, name, version));
  // A canary of the version now live has nothing left to try: it ends with the switch.
  const running = canary && canary.version !== version ? canary : undefined;
  return {
    name,
    version,
    url: `${urlBase}${name}/${version}/`,
    entry: 'mf-manifest.json',
    routes: readRoutes(path.join(root, name, version)),
    versions,
    ...(needs ? { needs } : {}),
    ...(running ? { canary: running } : {}),
  };
}

/** The fields every registry change records beside the swap (deploy-history.ts). */
export interface ChangeNote {
  /** Who; the operator's name by default. */
  by?: string;
  why?: string;
}

/** Records one change of a remote's serving versions, after its registry swap. */
export function recordChange(
  root: string,
  change: {
    remote: string;
    action: DeployAction;
    from: string | null;
    to: string;
    percent?: number;
  },
  note: ChangeNote,
  defaultWhy: string,
): void {
  appendHistory(root, {
    at: new Date().toISOString(),
    ...change,
    by: note.by ?? operatorName(),
    why: note.why ?? defaultWhy,
  });
}

export function replaceEntry(
  registry: VersionedRegistry,
  entry: RemoteVersionEntry,
): VersionedRegistry {
  const others = registry.remotes.filter((r) => r.name !== entry.name);
  const index = registry.remotes.findIndex((r) => r.name === entry.name);
  const remotes = [...others];
  remotes.splice(index === -1 ? remotes.length : index, 0, entry);
  return { remotes };
}

export interface PublishOptions {
  root: string;
  name: string;
  distDir: string;
  /** URL the root folder is served at; `/remotes/` by default. */
  urlBase?: string;
  keep?: number;
  /** Store the version without making it live (for a canary). */
  stage?: boolean;
  note?: ChangeNote;
}

/** Copies a build into its immutable version folder (once) and returns the version. */
function storeVersion(root: string, name: string, distDir: string): string {
  const version = contentVersion(distDir);
  const target = path.join(root, name, version);
  if (!fs.existsSync(target)) {
    // Copy to a temp folder first so a half-copied version is never visible under its name.
    fs.mkdirSync(path.join(root, name), { recursive: true });
    const staging = path.join(root, name, `.staging-${crypto.randomUUID()}`);
    fs.cpSync(distDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  }
  return version;
}

/**
 * Publishes a build folder as a new immutable version and makes it live (or, with `stage`, only
 * keeps it, for a canary or a preview).
 */
export function publishRemote(options: PublishOptions): RemoteVersionEntry {
  const { root, name, distDir, urlBase = '/remotes/', keep = DEFAULT_KEEP } = options;
  const version = storeVersion(root, name, distDir);
  return withRegistryLock(root, () => {
    const registry = readRegistry(root);
    const current = registry.remotes.find((r) => r.name === name);
    const previous = current?.versions ?? [];
    const versions = [version, ...previous.filter((v) => v !== version)];
    const live = options.stage && current ? current.version : version;
    // The last `keep` versions stay, and always the live one and a running canary's.
    const pinned = new Set([live, current?.canary?.version].filter(Boolean));
    const kept = versions.filter((v, i) => i < Math.max(1, keep) || pinned.has(v));
    const entry =
      options.stage && current
        ? { ...current, versions: kept }
        : entryFor(root, urlBase, name, version, kept, current?.canary);
    writeRegistry(root, replaceEntry(registry, entry));
    if (current?.version !== entry.version) {
      recordChange(
        root,
        { remote: name, action: 'deploy', from: current?.version ?? null, to: entry.version },
        options.note ?? {},
        'a new build',
      );
    }
    // Pruned only after the switch, so no registry ever names a deleted folder.
    for (const old of versions.filter((v) => !kept.includes(v))) {
      fs.rmSync(path.join(root, name, old), { recursive: true, force: true });
    }
    return entry;
  });
}

/**
 * Publishes a build only if the store has never seen it: a platform start publishes what was
 * just built, but leaves the registry alone when that build is already there (a rollback made
 * since stays in force across restarts).
 */
export function publishIfNew(options: PublishOptions): RemoteVersionEntry {
  const known = readRegistry(options.root).remotes.find((r) => r.name === options.name);
  if (known?.versions.includes(contentVersion(options.distDir))) return known;
  return publishRemote(options);
}

/** Makes an already published version live again, without building; the previous one by default. */
export function rollbackRemote(
  root: string,
  name: string,
  version?: string,
  urlBase = '/remotes/',
  note: ChangeNote = {},
): RemoteVersionEntry {
  return withRegistryLock(root, () => {
    const registry = readRegistry(root);
    const current = publishedEntry(registry, root, name);
    const target =
      version ?? current.versions[current.versions.indexOf(current.version) + 1] ?? undefined;
    if (!target) throw new Error(`remote "${name}" has no version older than ${current.version}`);
    assertPublished(root, current, target);
    const entry = entryFor(root, urlBase, name, target, current.versions, current.canary);
    writeRegistry(root, replaceEntry(registry, entry));
    recordChange(
      root,
      { remote: name, action: 'rollback', from: current.version, to: target },
      note,
      version ? `rollback to ${target}` : 'rollback to the previous version',
    );
    return entry;
  });
}

/** The remote's registry entry; refuses a remote the store has never published. */
export function publishedEntry(
  registry: VersionedRegistry,
  root: string,
  name: string,
): RemoteVersionEntry {
  const current = registry.remotes.find((r) => r.name === name);
  if (!current) throw new Error(`remote "${name}" has never been published in ${root}`);
  return current;
}

/** Refuses a version the store does not keep (never published, or pruned). */
export function assertPublished(root: string, current: RemoteVersionEntry, version: string): void {
  if (
    !current.versions.includes(version) ||
    !fs.existsSync(path.join(root, current.name, version))
  ) {
    throw new Error(
      `remote "${current.name}" has no published version "${version}" (kept: ${current.versions.join(', ')})`,
    );
  }
}
