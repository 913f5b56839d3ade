import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedConfig = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

const require = createRequire(import.meta.url);

/**
 * Libraries that hold state or identity (React, the router, stores, the query cache, the web kit's
 * toast store and API client): exactly one copy may run in the page, whoever loads first.
 * Subpaths are listed because MF matches requests exactly ('react-dom' does not cover
 * 'react-dom/client'). No `eager`: every app enters through an async `import('./bootstrap')`.
 */
export const sharedSingletonNames = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@cardbridge/web-kit',
  'tailwind-merge',
] as const;

/**
 * The folder of an installed package, as `resolve` (a require from some folder) finds it. A
 * package whose `exports` hide its package.json (tailwind-merge) is found from its entry upwards.
 */
export function installedPackageDir(name: string, resolve: NodeJS.RequireResolve): string {
  try {
    return path.dirname(resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(resolve(name));
    while (!isPackageRoot(dir, name)) {
      if (path.dirname(dir) === dir) throw new Error(`no package.json for ${name}`);
      dir = path.dirname(dir);
    }
    return dir;
  }
}

function isPackageRoot(dir: string, name: string): boolean {
  const file = path.join(dir, 'package.json');
  return (
    existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === name
  );
}

function packageDir(name: string): string {
  // Workspace packages export only their source entry, so their package.json is found on disk.
  if (name.startsWith('@cardbridge/')) {
    return path.resolve(import.meta.dirname, '../..', name.slice('@cardbridge/'.length));
  }
  return installedPackageDir(name, require.resolve);
}

export function packageVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** The curated react-router module every app shares (see shared/react-router.js). */
export const curatedReactRouter = require.resolve('./shared/react-router.js');

/**
 * Resolve aliases for the curated shared modules. The host imports `react-router` as the curated
 * module itself (it provides that module to the remotes); remotes reach it through MF sharing.
 */
export function sharedAliases(kind: 'host' | 'remote'): Record<string, string> {
  const aliases: Record<string, string> = {
    'cardbridge-react-router-production$': path.join(
      packageDir('react-router'),
      'dist/production/index.mjs',
    ),
  };
  if (kind === 'host') aliases['react-router$'] = curatedReactRouter;
  return aliases;
}

/** Versions the host announces for the modules it provides (injected at build time). */
export function sharedVersions(): Record<string, string> {
  return Object.fromEntries(
    sharedSingletonNames.map((name) => {
      const pkg = name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
      return [name, packageVersion(pkg)];
    }),
  );
}

export function sharedSingletons(): SharedConfig {
  const shared: SharedConfig = Object.fromEntries(
    sharedSingletonNames.map((name) => [name, { singleton: true }]),
  );
  shared['react-router'] = {
    singleton: true,
    import: curatedReactRouter,
    version: packageVersion('react-router'),
    requiredVersion: `^${packageVersion('react-router').split('.')[0]}.0.0`,
  };
  return shared;
}
