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

/** Writes beside the target then renames: rename within one folder is atomic on POSIX. */
export function writeRegistry(root: string, registry: VersionedRegistry): void {
  fs.mkdirSync(root, { recursive: true });
  const target = path.join(root, REGISTRY_FILE);
  const temp = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
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

function entryFor(
  root: string,
  urlBase: string,
  name: string,
  version: string,
  versions: string[],
): RemoteVersionEntry {
  const needs = readNeeds(path.join(root, name, version));
  return {
    name,
    version,
    url: `${urlBase}${name}/${version}/`,
    entry: 'mf-manifest.json',
    routes: readRoutes(path.join(root, name, version)),
    versions,
    ...(needs ? { needs } : {}),
  };
}

function replaceEntry(registry: VersionedRegistry, entry: RemoteVersionEntry): VersionedRegistry {
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
}

/** Publishes a build folder as a new immutable version and makes it live. */
export function publishRemote(options: PublishOptions): RemoteVersionEntry {
  const { root, name, distDir, urlBase = '/remotes/', keep = DEFAULT_KEEP } = options;
  const version = contentVersion(distDir);
  const target = path.join(root, name, version);
  if (!fs.existsSync(target)) {
    // Copy to a temp folder first so a half-copied version is never visible under its name.
    const staging = path.join(root, name, `.staging-${crypto.randomUUID()}`);
    fs.cpSync(distDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  }
  const registry = readRegistry(root);
  const previous = registry.remotes.find((r) => r.name === name)?.versions ?? [];
  const versions = [version, ...previous.filter((v) => v !== version)];
  const kept = versions.slice(0, Math.max(1, keep));
  const entry = entryFor(root, urlBase, name, version, kept);
  writeRegistry(root, replaceEntry(registry, entry));
  // Pruned only after the switch, so no registry ever names a deleted folder.
  for (const old of versions.slice(kept.length)) {
    fs.rmSync(path.join(root, name, old), { recursive: true, force: true });
  }
  return entry;
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
): RemoteVersionEntry {
  const registry = readRegistry(root);
  const current = registry.remotes.find((r) => r.name === name);
  if (!current) throw new Error(`remote "${name}" has never been published in ${root}`);
  const target =
    version ?? current.versions[current.versions.indexOf(current.version) + 1] ?? undefined;
  if (!target) throw new Error(`remote "${name}" has no version older than ${current.version}`);
  if (!current.versions.includes(target) || !fs.existsSync(path.join(root, name, target))) {
    throw new Error(
      `remote "${name}" has no published version "${target}" (kept: ${current.versions.join(', ')})`,
    );
  }
  const entry = entryFor(root, urlBase, name, target, current.versions);
  writeRegistry(root, replaceEntry(registry, entry));
  return entry;
}
