import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';

const bin = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../bin/cardbridge-remote.mjs',
);
const emptyStore = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-store-'));
const remote = (...args: string[]) => {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

describe('cardbridge-remote', () => {
  it('refuses a remote topology does not name, listing the ones it does', () => {
    const run = remote('deploy', 'billing', '--root', emptyStore());
    expect(run.status).toBe(2);
    expect(run.err).toContain('unknown remote "billing"');
    expect(run.err).toContain(`remotes: ${remoteNames.join(', ')}`);
  });

  it('asks for a name or --all before publishing anything', () => {
    const root = emptyStore();
    const run = remote('publish', '--root', root);
    expect(run.status).toBe(2);
    expect(run.err).toContain('publish: name a remote, or --all');
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('says a remote was never published, and rolls back nothing', () => {
    const root = emptyStore();
    const run = remote('rollback', 'seller', '--root', root);
    expect(run.status).toBe(1);
    expect(run.err).toContain(`remote "seller" has never been published in ${root}`);
    expect(fs.readdirSync(root)).toEqual([]);
  });
});
