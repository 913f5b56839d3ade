import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';
import { sharedVersions } from '../shared-singletons';
import { fakeBuild } from './fake-build';
import { contentVersion, publishRemote, readRegistry } from './remote-store';

const bin = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../bin/cardbridge-remote.mjs',
);
const emptyStore = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-store-'));
const operatorEnv = { ...process.env, CARDBRIDGE_OPERATOR: 'Olga Operator' };
const remote = (...args: string[]) => {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: operatorEnv });
  return { status: run.status, out: run.stdout, err: run.stderr };
};
/** The same, without waiting: two of these run at once. */
const remoteAsync = (args: string[], env: NodeJS.ProcessEnv = operatorEnv) =>
  new Promise<{ status: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (status) => resolve({ status, out, err }));
  });

/** A remote build whose manifest wants the shell's React, and any other ranges given. */
const fakeRemote = (dir: string, label: string, required: Record<string, string> = {}) =>
  fakeBuild(dir, label, { react: `^${sharedVersions().react}`, ...required });

/** A store with seller v1 live and v2 published beside it. */
function storeWithTwoVersions() {
  const root = emptyStore();
  const v1 = publishRemote({ root, name: 'seller', distDir: fakeRemote(root, 'v1') }).version;
  const v2Dist = fakeRemote(root, 'v2');
  publishRemote({ root, name: 'seller', distDir: v2Dist, stage: true });
  return { root, v1, v2: contentVersion(v2Dist) };
}
const registryText = (root: string) => fs.readFileSync(path.join(root, 'registry.json'), 'utf8');

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

  it('publish --stage keeps a build beside the live one; list marks live (*) and canary (~)', () => {
    const { root, v1, v2 } = storeWithTwoVersions();
    expect(remote('list', 'seller', '--root', root).out).toBe(`  ${v2}\n* ${v1}\n`);
    expect(remote('canary', 'seller', v2, '10', '--root', root).status).toBe(0);
    expect(remote('list', 'seller', '--root', root).out).toBe(`~ ${v2} (canary 10 %)\n* ${v1}\n`);
  });

  it('canary, promote and history: the registry swaps, and every change says when, who, from, to, why', () => {
    const { root, v1, v2 } = storeWithTwoVersions();
    const started = remote('canary', 'seller', v2, '10', '--root', root, '--why', 'new quote page');
    expect(started.err).toBe('');
    expect(started.out).toContain(
      `seller: ${v2} is the canary for 10 % of browsers (${v1} stays live)`,
    );
    expect(readRegistry(root).remotes[0]).toMatchObject({
      version: v1,
      canary: { version: v2, percent: 10 },
    });

    const promoted = remote('promote', 'seller', '--root', root);
    expect(promoted.out).toContain(`seller: canary promoted, ${v2} is live`);
    expect(readRegistry(root).remotes[0]).toMatchObject({ version: v2 });
    expect(readRegistry(root).remotes[0]?.canary).toBeUndefined();

    const lines = remote('history', 'seller', '--root', root).out.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^\\S+Z  Olga Operator  canary 10 %  ${v1} -> ${v2}  new quote page$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^\\S+Z  Olga Operator  promote  ${v1} -> ${v2}  canary promoted from 10 %$`),
    );
  });

  it('abort drops the canary and keeps live', () => {
    const { root, v1, v2 } = storeWithTwoVersions();
    remote('canary', 'seller', v2, '25', '--root', root);
    const aborted = remote('abort', 'seller', '--root', root, '--why', 'checkout errors');
    expect(aborted.out).toContain(`seller: canary aborted, ${v1} stays live`);
    expect(readRegistry(root).remotes[0]?.canary).toBeUndefined();
    expect(remote('history', 'seller', '--root', root).out).toContain(
      `abort  ${v2} -> ${v1}  checkout errors`,
    );
  });

  it.each([
    [['canary', 'seller', 'V2', '0'], /whole number from 1 to 99 \(got "0"\)/],
    [['canary', 'seller', 'V2', '100'], /whole number from 1 to 99 \(got "100"\)/],
    [['canary', 'seller', 'V2', '10.5'], /whole number from 1 to 99/],
    [['canary', 'seller', 'abcdef012345', '10'], /no published version "abcdef012345"/],
    [['promote', 'seller'], /seller has no canary to promote/],
    [['abort', 'seller'], /seller has no canary to abort/],
  ])('refuses %j with a clear message and leaves the registry unchanged', (args, message) => {
    const { root, v2 } = storeWithTwoVersions();
    const before = registryText(root);
    const run = remote(...args.map((a) => (a === 'V2' ? v2 : a)), '--root', root);
    expect(run.status).toBe(1);
    expect(run.err).toMatch(message);
    expect(registryText(root)).toBe(before);
  });

  it('an abort racing a promote: exactly one wins, and the registry shows that one', async () => {
    for (let round = 0; round < 3; round++) {
      const { root, v1, v2 } = storeWithTwoVersions();
      remote('canary', 'seller', v2, '50', '--root', root);
      const [promote, abort] = await Promise.all([
        remoteAsync(['promote', 'seller', '--root', root]),
        remoteAsync(['abort', 'seller', '--root', root]),
      ]);
      expect([promote.status, abort.status].sort()).toEqual([0, 1]);
      const entry = readRegistry(root).remotes[0]!;
      expect(entry.canary).toBeUndefined();
      if (promote.status === 0) {
        expect(entry.version).toBe(v2);
        expect(abort.err).toContain('seller has no canary to abort');
      } else {
        expect(entry.version).toBe(v1);
        expect(promote.err).toContain('seller has no canary to promote');
      }
    }
  });

  it('refuses to publish or canary a build whose React the live shell does not satisfy, naming it', () => {
    const { root, v1 } = storeWithTwoVersions();
    const before = registryText(root);
    const old = fakeRemote(root, 'react18', { react: '^18.2.0' });
    const published = remote('publish', 'seller', '--dist', old, '--root', root);
    expect(published.status).toBe(1);
    expect(published.err).toContain(
      `react: the build requires ^18.2.0, the live shell has ${sharedVersions().react}`,
    );
    expect(registryText(root)).toBe(before);
    expect(fs.existsSync(path.join(root, 'seller', contentVersion(old)))).toBe(false);

    // A version already in the store (copied there by hand, or before the check) is refused as a canary.
    publishRemote({ root, name: 'seller', distDir: old, stage: true });
    const staged = registryText(root);
    const canary = remote('canary', 'seller', contentVersion(old), '10', '--root', root);
    expect(canary.status).toBe(1);
    expect(canary.err).toContain('react: the build requires ^18.2.0');
    expect(registryText(root)).toBe(staged);
    expect(readRegistry(root).remotes[0]).toMatchObject({ version: v1 });
    expect(readRegistry(root).remotes[0]?.canary).toBeUndefined();
  });

  it('status prints live and canary with their views, load failures and render errors', async () => {
    const { root, v1, v2 } = storeWithTwoVersions();
    remote('canary', 'seller', v2, '10', '--root', root);
    let asked = '';
    const chat = http.createServer((req, res) => {
      asked = `${req.url} ${String(req.headers['x-internal-token'])}`;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          remote: 'seller',
          since: new Date().toISOString(),
          versions: [
            { version: v1, views: 200, loadErrors: 1, renderErrors: 1 },
            { version: v2, views: 20, loadErrors: 2, renderErrors: 3 },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
    const port = (chat.address() as AddressInfo).port;
    const run = await remoteAsync(['status', 'seller', '--root', root], {
      ...operatorEnv,
      CHAT_URL: `http://127.0.0.1:${port}`,
      INTERNAL_TOKEN: 'status-token',
    });
    chat.close();
    expect(asked).toBe('/internal/client-events/summary?remote=seller&minutes=60 status-token');
    expect(run.out).toBe(
      [
        'seller (last hour)',
        `live   ${v1}  views 200  load failures 1  render errors 1  error rate 1.0 %`,
        `canary 10 % ${v2}  views 20  load failures 2  render errors 3  error rate 25.0 %`,
        '',
      ].join('\n'),
    );
  });

  it('status still shows the registry when the counts cannot be read', async () => {
    const { root, v1 } = storeWithTwoVersions();
    const run = await remoteAsync(['status', 'seller', '--root', root], {
      ...operatorEnv,
      CHAT_URL: 'http://127.0.0.1:9',
      INTERNAL_TOKEN: 'x',
    });
    expect(run.status).toBe(0);
    expect(run.out).toContain(`live   ${v1}`);
    expect(run.out).toContain('canary none');
    expect(run.out).toContain('counts unavailable:');
  });
});
