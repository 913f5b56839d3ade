import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentVersion,
  publishRemote,
  readHistory,
  readRegistry,
  startCanary,
} from '@cardbridge/build-config/publish';
import { createLogger } from '@cardbridge/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientEventCountModel } from '../client-events/client-event-count.model';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';
import { automaticAbortOperator, checkCanaries } from './canary-watch';

let app: ChatHarness;
let root: string;
let live: string;
let canary: string;

beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

function build(label: string): string {
  const dist = path.join(root, '..', `dist-${label}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), `{"build":"${label}"}`);
  fs.writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({ name: 'seller', routes: [{ path: '/p', module: './p', export: 'P' }] }),
  );
  return dist;
}

beforeEach(async () => {
  root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canary-watch-')), 'remotes');
  live = publishRemote({ root, name: 'seller', distDir: build(`live-${Date.now()}`) }).version;
  const canaryDist = build(`canary-${Date.now()}`);
  publishRemote({ root, name: 'seller', distDir: canaryDist, stage: true });
  canary = contentVersion(canaryDist);
  startCanary({ root, name: 'seller', version: canary, percent: 10 });
});

/** Reports as the shell sends them, through the public route. */
async function report(version: string, kind: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await app.call('POST', '/api/client-events', {
      body: { remote: 'seller', version, route: '/get-quote', kind },
    });
    if (res.status !== 202) throw new Error(`client event answered ${res.status}`);
  }
}

const check = () =>
  checkCanaries({
    remotesDir: root,
    windowMinutes: 60,
    minViews: 10,
    marginPoints: 5,
    counts: clientEventCountModel(app.db),
    logger: createLogger({ name: 'test', level: 'silent' }),
  });

describe('the automatic canary abort', () => {
  it('aborts a canary whose error rate beats live by the margin, recording the reason', async () => {
    await app.db.collection('client_event_counts').deleteMany({});
    await report(live, 'view', 20);
    await report(canary, 'view', 10);
    await report(canary, 'render_error', 4);

    expect(await check()).toEqual(['seller']);
    const entry = readRegistry(root).remotes[0]!;
    expect(entry.version).toBe(live);
    expect(entry.canary).toBeUndefined();
    expect(readHistory(root, 'seller').at(-1)).toMatchObject({
      action: 'auto-abort',
      by: automaticAbortOperator,
      from: canary,
      to: live,
      why: "error rate 40.0 % (4 errors in 10 views) exceeds live's 0.0 % (0 in 20) by more than 5 points",
    });
  });

  it('leaves a healthy canary, and one with too few views, running', async () => {
    await app.db.collection('client_event_counts').deleteMany({});
    await report(live, 'view', 20);
    await report(live, 'load_error', 4);
    await report(canary, 'view', 9);
    await report(canary, 'load_error', 9);
    // Too few views to judge.
    expect(await check()).toEqual([]);
    // 9 errors in 49 views (18.4 %) against live's 20 %: no worse.
    await report(canary, 'view', 40);
    expect(await check()).toEqual([]);
    expect(readRegistry(root).remotes[0]?.canary?.version).toBe(canary);
    // 19 in 49 (38.8 %): more than 5 points worse.
    await report(canary, 'render_error', 10);
    expect(await check()).toEqual(['seller']);
  });

  it('runs without a store in which nothing is canaried', async () => {
    await app.db.collection('client_event_counts').deleteMany({});
    await report(canary, 'view', 50);
    const before = fs.readFileSync(path.join(root, 'registry.json'), 'utf8');
    expect(await check()).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'registry.json'), 'utf8')).toBe(before);
  });
});
