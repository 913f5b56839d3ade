import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames, remoteWorkspace } from '@cardbridge/topology';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { sharedVersions } from '../shared-singletons';
import { sharedMismatches, workspaceRequirements } from './compatibility';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const shell = sharedVersions();

/**
 * The deploy-time check, in CI: every remote in the repository can share the shell's singletons
 * (docs/product.md#releasing-a-remote). A remote that bumps React past the shell's fails here
 * before anyone tries to deploy it.
 */
describe.each(remoteNames)('the %s remote against the shell in this repository', (name) => {
  const dir = path.join(repoRoot, remoteWorkspace(name));

  it("requires only singleton versions the shell's copies satisfy", () => {
    const unmet = workspaceRequirements(dir).filter(
      ({ name: pkg, range }) => !semver.satisfies(shell[pkg] ?? '0.0.0', range),
    );
    expect(unmet).toEqual([]);
    // A build already made (CI builds before it tests) is checked as the deploy would.
    if (fs.existsSync(path.join(dir, 'dist/mf-manifest.json'))) {
      expect(sharedMismatches(path.join(dir, 'dist'), shell)).toEqual([]);
    }
  });
});

describe('sharedMismatches', () => {
  const build = (shared: unknown[]) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared }));
    return dist;
  };

  it('names each singleton whose range the shell does not satisfy', () => {
    const dist = build([
      { name: 'react', requiredVersion: '^18.2.0' },
      { name: 'zustand', requiredVersion: '^5.0.0' },
      { name: '@tanstack/react-query', requiredVersion: '^6.0.0' },
      // Not a singleton: each remote may bring its own.
      { name: 'date-fns', requiredVersion: '^9.0.0' },
    ]);
    expect(
      sharedMismatches(dist, {
        react: '19.3.1',
        zustand: '5.1.0',
        '@tanstack/react-query': '5.108.0',
      }),
    ).toEqual([
      'react: the build requires ^18.2.0, the live shell has 19.3.1',
      '@tanstack/react-query: the build requires ^6.0.0, the live shell has 5.108.0',
    ]);
  });

  it('refuses a folder that is not a remote build', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-'));
    expect(sharedMismatches(dist, shell)[0]).toMatch(/mf-manifest.json is missing/);
  });
});

describe('workspaceRequirements', () => {
  it("reads a workspace's declared ranges and the versions it resolves", () => {
    const dir = fs.mkdtempSync(path.join(repoRoot, 'packages/build-config/.tmp-ws-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ name: 'x', dependencies: { react: '^18.2.0', 'left-pad': '1' } }),
      );
      const reqs = workspaceRequirements(dir);
      expect(reqs).toEqual([
        { name: 'react', range: '^18.2.0' },
        { name: 'react', range: `^${shell.react}` },
      ]);
      expect(semver.satisfies(shell.react!, reqs[0]!.range)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
