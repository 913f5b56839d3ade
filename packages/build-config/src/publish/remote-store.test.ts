import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentVersion,
  publishIfNew,
  publishRemote,
  readRegistry,
  rollbackRemote,
} from './remote-store';

let tmp: string;
let root: string;

function build(label: string): string {
  const dist = path.join(tmp, `dist-${label}`);
  fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), `{"build":"${label}"}`);
  fs.writeFileSync(path.join(dist, 'static', 'page.js'), `export const label = '${label}';`);
  fs.writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({
      name: 'seller',
      routes: [{ path: `/page-${label}`, module: './page', export: 'Page' }],
    }),
  );
  return dist;
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-store-'));
  root = path.join(tmp, 'remotes');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('publishRemote', () => {
  it('copies the build to an immutable version folder and names it live with its routes', () => {
    const dist = build('v1');
    const entry = publishRemote({ root, name: 'seller', distDir: dist });

    expect(entry.version).toBe(contentVersion(dist));
    expect(
      fs.readFileSync(path.join(root, 'seller', entry.version, 'static', 'page.js'), 'utf8'),
    ).toBe("export const label = 'v1';");
    expect(readRegistry(root).remotes).toEqual([
      {
        name: 'seller',
        version: entry.version,
        url: `/remotes/seller/${entry.version}/`,
        entry: 'mf-manifest.json',
        routes: [{ path: '/page-v1', module: './page', export: 'Page' }],
        versions: [entry.version],
      },
    ]);
    expect(fs.readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the previous version folder untouched when a new one goes live', () => {
    const v1 = publishRemote({ root, name: 'seller', distDir: build('v1') });
    const before = fs.readFileSync(path.join(root, 'seller', v1.version, 'static', 'page.js'));
    const v2 = publishRemote({ root, name: 'seller', distDir: build('v2') });

    expect(v2.version).not.toBe(v1.version);
    expect(fs.readFileSync(path.join(root, 'seller', v1.version, 'static', 'page.js'))).toEqual(
      before,
    );
    expect(readRegistry(root).remotes[0]).toMatchObject({
      version: v2.version,
      versions: [v2.version, v1.version],
      routes: [{ path: '/page-v2' }],
    });
  });

  it('keeps only the last N versions on disk and in the list', () => {
    const versions = ['a', 'b', 'c'].map(
      (label) => publishRemote({ root, name: 'seller', distDir: build(label), keep: 2 }).version,
    );
    expect(readRegistry(root).remotes[0]?.versions).toEqual([versions[2], versions[1]]);
    expect(fs.readdirSync(path.join(root, 'seller')).sort()).toEqual(
      [versions[1], versions[2]].sort(),
    );
  });

  it('leaves the other remotes in the registry as they were', () => {
    const admin = publishRemote({ root, name: 'admin', distDir: build('admin') });
    publishRemote({ root, name: 'seller', distDir: build('v1') });
    publishRemote({ root, name: 'seller', distDir: build('v2') });
    const registry = readRegistry(root);
    expect(registry.remotes.map((r) => r.name)).toEqual(['admin', 'seller']);
    expect(registry.remotes[0]).toEqual(admin);
  });
});

describe('rollbackRemote', () => {
  it('switches back to the previous version without touching the folders', () => {
    const v1 = publishRemote({ root, name: 'seller', distDir: build('v1') });
    const v2 = publishRemote({ root, name: 'seller', distDir: build('v2') });

    const entry = rollbackRemote(root, 'seller');

    expect(entry).toMatchObject({ version: v1.version, routes: [{ path: '/page-v1' }] });
    expect(readRegistry(root).remotes[0]).toMatchObject({
      version: v1.version,
      url: `/remotes/seller/${v1.version}/`,
      versions: [v2.version, v1.version],
    });
    expect(fs.existsSync(path.join(root, 'seller', v2.version, 'mf-manifest.json'))).toBe(true);
  });

  it('switches to a named kept version', () => {
    const v1 = publishRemote({ root, name: 'seller', distDir: build('v1') });
    publishRemote({ root, name: 'seller', distDir: build('v2') });
    publishRemote({ root, name: 'seller', distDir: build('v3') });
    expect(rollbackRemote(root, 'seller', v1.version).version).toBe(v1.version);
    expect(readRegistry(root).remotes[0]?.version).toBe(v1.version);
  });

  it('refuses an unknown version and leaves the registry unchanged', () => {
    publishRemote({ root, name: 'seller', distDir: build('v1') });
    const before = fs.readFileSync(path.join(root, 'registry.json'), 'utf8');
    expect(() => rollbackRemote(root, 'seller', 'nope')).toThrow(/no published version "nope"/);
    expect(() => rollbackRemote(root, 'seller')).toThrow(/no version older/);
    expect(() => rollbackRemote(root, 'admin')).toThrow(/never been published/);
    expect(fs.readFileSync(path.join(root, 'registry.json'), 'utf8')).toBe(before);
  });
});

describe('publishIfNew (a platform start)', () => {
  it('publishes a new build, but leaves a rollback in force when the build is already there', () => {
    const v1 = publishIfNew({ root, name: 'seller', distDir: build('v1') });
    const v2Dist = build('v2');
    const v2 = publishIfNew({ root, name: 'seller', distDir: v2Dist });
    expect(readRegistry(root).remotes[0]?.version).toBe(v2.version);

    rollbackRemote(root, 'seller', v1.version);
    // The next start finds v2's build again: it is known, so v1 stays live.
    expect(publishIfNew({ root, name: 'seller', distDir: v2Dist }).version).toBe(v1.version);
    expect(readRegistry(root).remotes[0]).toMatchObject({
      version: v1.version,
      versions: [v2.version, v1.version],
    });
  });
});

describe('the shared contract in the registry', () => {
  it("carries what the build needs of the shell's shared instances", () => {
    const dist = build('v1');
    fs.writeFileSync(
      path.join(dist, 'shared-contract.json'),
      JSON.stringify({ '@cardbridge/web-kit': ['toast', 'apiRequest'] }),
    );
    publishRemote({ root, name: 'seller', distDir: dist });
    expect(readRegistry(root).remotes[0]?.needs).toEqual({
      '@cardbridge/web-kit': ['toast', 'apiRequest'],
    });
  });
});
