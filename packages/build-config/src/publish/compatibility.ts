import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { installedPackageDir, sharedSingletonNames, sharedVersions } from '../shared-singletons';

/** The file the shell's build writes beside its page: the versions of what it shares. */
export const SHELL_SHARED_VERSIONS_FILE = 'shared-versions.json';

interface ManifestShared {
  name?: string;
  requiredVersion?: string | false;
}

/**
 * The singletons a build can only share with the shell if the shell's copy satisfies the range
 * it was built for (its mf-manifest.json `shared[].requiredVersion`). Each mismatch is one
 * sentence naming the package, the build's range and the shell's version; none means compatible.
 */
export function sharedMismatches(distDir: string, shellVersions: Record<string, string>): string[] {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return [`${manifestFile} is missing: not a remote build`];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    shared?: ManifestShared[];
  };
  const singletons: readonly string[] = sharedSingletonNames;
  return (manifest.shared ?? []).flatMap(({ name, requiredVersion }) => {
    if (!name || !singletons.includes(name) || !requiredVersion) return [];
    const shell = shellVersions[name];
    if (!shell) return [`${name}: the build requires ${requiredVersion}, the shell shares none`];
    return semver.satisfies(shell, requiredVersion)
      ? []
      : [`${name}: the build requires ${requiredVersion}, the live shell has ${shell}`];
  });
}

/** Refuses an incompatible build with every mismatch named; the store is left untouched. */
export function assertCompatible(
  name: string,
  distDir: string,
  shellVersions: Record<string, string>,
): void {
  const mismatches = sharedMismatches(distDir, shellVersions);
  if (mismatches.length > 0) {
    throw new Error(
      `${name}: this build cannot run in the live shell (its shared singletons do not match):\n  ${mismatches.join('\n  ')}`,
    );
  }
}

/**
 * The live shell's shared versions: its build's shared-versions.json when there is one (what the
 * gateway serves), else the versions installed in this repository (what the shell is built with).
 */
export function shellSharedVersions(shellDist: string): Record<string, string> {
  const file = path.join(shellDist, SHELL_SHARED_VERSIONS_FILE);
  if (fs.existsSync(file))
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return sharedVersions();
}

/** `react-dom/client` -> `react-dom`, `@tanstack/react-query` stays. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a workspace's build will require of each singleton, without building it: the range in its
 * package.json and `^` the version it resolves (Module Federation's requiredVersion), each a
 * requirement the shell's copy must meet. Used by the CI check of every remote in the repo.
 */
export function workspaceRequirements(
  workspaceDir: string,
): Array<{ name: string; range: string }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(workspaceDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = { ...manifest.devDependencies, ...manifest.dependencies };
  const require = createRequire(path.join(workspaceDir, 'package.json'));
  return [...new Set(sharedSingletonNames.map(packageOf))].flatMap((pkg) => {
    const range = declared[pkg];
    if (!range || range === '*') return [];
    const pkgFile = path.join(installedPackageDir(pkg, require.resolve), 'package.json');
    const installed = (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string }).version;
    return [
      { name: pkg, range },
      { name: pkg, range: `^${installed}` },
    ];
  });
}
