import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appendHistory } from '@cardbridge/build-config/publish';
import type { DeployHistoryPage } from '@cardbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploys-'));

beforeAll(async () => {
  const change = { remote: 'seller', by: 'Olga', why: 'x' } as const;
  appendHistory(root, {
    ...change,
    at: '2026-01-01T10:00:00.000Z',
    action: 'deploy',
    from: null,
    to: 'aaaaaaaaaaaa',
  });
  appendHistory(root, {
    ...change,
    at: '2026-01-01T11:00:00.000Z',
    action: 'canary',
    from: 'aaaaaaaaaaaa',
    to: 'bbbbbbbbbbbb',
    percent: 10,
  });
  appendHistory(root, {
    ...change,
    remote: 'admin',
    at: '2026-01-01T12:00:00.000Z',
    action: 'deploy',
    from: null,
    to: 'cccccccccccc',
  });
  app = await startChat({ env: { REMOTES_DIR: root } });
});
afterAll(() => app.close());

describe('GET /api/admin/deploys', () => {
  it("lists every remote's registry changes to an owner, newest first, or one remote's", async () => {
    const owner = app.signInAdmin('olga', 'owner');
    const all = await app.call<DeployHistoryPage>('GET', '/api/admin/deploys', { as: owner });
    expect(all.status).toBe(200);
    expect(all.body.items.map((i) => [i.remote, i.action, i.to])).toEqual([
      ['admin', 'deploy', 'cccccccccccc'],
      ['seller', 'canary', 'bbbbbbbbbbbb'],
      ['seller', 'deploy', 'aaaaaaaaaaaa'],
    ]);
    const seller = await app.call<DeployHistoryPage>('GET', '/api/admin/deploys?remote=seller', {
      as: owner,
    });
    expect(seller.body.items[0]).toEqual({
      at: '2026-01-01T11:00:00.000Z',
      remote: 'seller',
      action: 'canary',
      by: 'Olga',
      from: 'aaaaaaaaaaaa',
      to: 'bbbbbbbbbbbb',
      percent: 10,
      why: 'x',
    });
  });

  it('refuses other roles and users (403), and visitors (401)', async () => {
    for (const role of ['reviewer', 'finance', 'support'] as const) {
      const res = await app.call('GET', '/api/admin/deploys', {
        as: app.signInAdmin(undefined, role),
      });
      expect(res.status).toBe(403);
    }
    expect((await app.call('GET', '/api/admin/deploys', { as: app.signInUser() })).status).toBe(
      403,
    );
    expect((await app.call('GET', '/api/admin/deploys')).status).toBe(401);
  });
});
