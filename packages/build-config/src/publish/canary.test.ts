import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abortCanary, promoteCanary, startCanary } from './canary';
import { readHistory } from './deploy-history';
import { fakeBuild } from './fake-build';
import { contentVersion, publishRemote, readRegistry, rollbackRemote } from './remote-store';

let tmp: string;
let root: string;

const build = (label: string) => fakeBuild(tmp, label);

const registryText = () => fs.readFileSync(path.join(root, 'registry.json'), 'utf8');
const seller = () => readRegistry(root).remotes.find((r) => r.name === 'seller')!;
const by = { by: 'Tess Operator' };

let v1: string;
let v2: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
  root = path.join(tmp, 'remotes');
  v1 = publishRemote({ root, name: 'seller', distDir: build('v1'), note: by }).version;
  const v2Dist = build('v2');
  publishRemote({ root, name: 'seller', distDir: v2Dist, stage: true });
  v2 = contentVersion(v2Dist);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('publish --stage', () => {
  it('keeps the version without making it live and records nothing', () => {
    expect(seller()).toMatchObject({ version: v1, versions: [v2, v1] });
    expect(readHistory(root, 'seller').map((h) => h.action)).toEqual(['deploy']);
  });
});

describe('startCanary', () => {
  it('names the canary in the registry entry and records who started it, from live to canary', () => {
    startCanary({ root, name: 'seller', version: v2, percent: 10, note: { ...by, why: 'try v2' } });
    expect(seller()).toMatchObject({ version: v1, canary: { version: v2, percent: 10 } });
    expect(readHistory(root, 'seller').at(-1)).toEqual({
      at: expect.any(String),
      remote: 'seller',
      action: 'canary',
      by: 'Tess Operator',
      from: v1,
      to: v2,
      percent: 10,
      why: 'try v2',
    });
  });

  it.each([0, 100, -5, 12.5, Number.NaN])(
    'refuses %s percent and leaves the registry unchanged',
    (percent) => {
      const before = registryText();
      expect(() => startCanary({ root, name: 'seller', version: v2, percent })).toThrow(
        /whole number from 1 to 99/,
      );
      expect(registryText()).toBe(before);
    },
  );

  it('refuses an unpublished version, the live one, and an unknown remote', () => {
    const before = registryText();
    expect(() =>
      startCanary({ root, name: 'seller', version: 'abcdef012345', percent: 10 }),
    ).toThrow(/no published version "abcdef012345"/);
    expect(() => startCanary({ root, name: 'seller', version: v1, percent: 10 })).toThrow(
      /already live/,
    );
    expect(() => startCanary({ root, name: 'admin', version: v2, percent: 10 })).toThrow(
      /never been published/,
    );
    expect(registryText()).toBe(before);
    expect(readHistory(root, 'seller')).toHaveLength(1);
  });
});

describe('promoteCanary', () => {
  it('makes the canary live with its routes, ends the canary and records the change', () => {
    startCanary({ root, name: 'seller', version: v2, percent: 10 });
    promoteCanary(root, 'seller', by);
    expect(seller()).toMatchObject({ version: v2, routes: [{ path: '/p-v2' }] });
    expect(seller().canary).toBeUndefined();
    expect(readHistory(root, 'seller').at(-1)).toMatchObject({
      action: 'promote',
      by: 'Tess Operator',
      from: v1,
      to: v2,
    });
  });

  it('refuses when no canary runs, and changes nothing', () => {
    const before = registryText();
    expect(() => promoteCanary(root, 'seller')).toThrow('seller has no canary to promote');
    expect(registryText()).toBe(before);
  });
});

describe('abortCanary', () => {
  it('drops the canary, keeps live, and records it (automatic ones as auto-abort with the reason)', () => {
    startCanary({ root, name: 'seller', version: v2, percent: 10 });
    abortCanary(root, 'seller', { note: by });
    expect(seller()).toMatchObject({ version: v1 });
    expect(seller().canary).toBeUndefined();
    startCanary({ root, name: 'seller', version: v2, percent: 20 });
    abortCanary(root, 'seller', {
      automatic: true,
      expectVersion: v2,
      note: { by: 'automatic abort', why: 'error rate 50 %' },
    });
    expect(
      readHistory(root, 'seller')
        .slice(-3)
        .map((h) => [h.action, h.from, h.to, h.why]),
    ).toEqual([
      ['abort', v2, v1, 'canary aborted'],
      ['canary', v1, v2, 'canary for 20 % of browsers'],
      ['auto-abort', v2, v1, 'error rate 50 %'],
    ]);
  });

  it('refuses with no canary, and an automatic abort leaves a newer canary alone', () => {
    expect(() => abortCanary(root, 'seller')).toThrow('seller has no canary to abort');
    startCanary({ root, name: 'seller', version: v2, percent: 10 });
    const before = registryText();
    expect(() => abortCanary(root, 'seller', { expectVersion: 'abcdef012345' })).toThrow(
      /canary is now/,
    );
    expect(registryText()).toBe(before);
  });
});

describe('deploys and rollbacks during a canary', () => {
  it('keep the canary running, and never prune its version', () => {
    startCanary({ root, name: 'seller', version: v2, percent: 10 });
    for (const label of ['v3', 'v4']) {
      publishRemote({ root, name: 'seller', distDir: build(label), keep: 1 });
    }
    expect(seller().canary).toEqual({ version: v2, percent: 10 });
    expect(seller().versions).toContain(v2);
    expect(fs.existsSync(path.join(root, 'seller', v2))).toBe(true);
    rollbackRemote(root, 'seller', v2);
    // The canary's version is now live: nothing is left to try.
    expect(seller()).toMatchObject({ version: v2 });
    expect(seller().canary).toBeUndefined();
    expect(readHistory(root, 'seller').map((h) => h.action)).toEqual([
      'deploy',
      'canary',
      'deploy',
      'deploy',
      'rollback',
    ]);
  });
});
