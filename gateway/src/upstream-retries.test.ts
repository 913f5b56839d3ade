import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNginx } from './testing/gateway-kinds.js';
import { request } from './testing/http-client.js';
import { startNginx, type RunningNginx } from './testing/nginx-process.js';
import { createStaticFixture, type StaticFixture } from './testing/static-fixture.js';
import {
  deadAddress,
  startUpstreamDoubles,
  type UpstreamDoubles,
} from './testing/upstream-doubles.js';

let tmp: string;
let fixture: StaticFixture;
let doubles: UpstreamDoubles;
let dead: string;
const running: RunningNginx[] = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-retries-'));
  fs.chmodSync(tmp, 0o755);
  fixture = createStaticFixture(path.join(tmp, 'dist'));
  doubles = await startUpstreamDoubles();
  dead = await deadAddress();
});

afterAll(async () => {
  await Promise.all(running.map((nginx) => nginx.stop()));
  await doubles.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * A fresh nginx whose payments upstream lists a dead replica first, then a live one: its first
 * request goes to the dead replica (round robin starts at the first server).
 */
async function gatewayWithADeadReplica(): Promise<string> {
  const nginx = await startNginx(
    {
      ...fixture,
      upstreams: { ...doubles.upstreams, payments: [dead, doubles.upstreams.payments] },
    },
    path.join(tmp, `nginx-${running.length}`),
  );
  running.push(nginx);
  return nginx.url;
}

const reachedPayments = () => doubles.received.filter((echo) => echo.service === 'payments');

describe.runIf(runNginx)('nginx with a dead service replica', () => {
  it('retries a GET on the live replica', async () => {
    const before = reachedPayments().length;
    const reply = await request(await gatewayWithADeadReplica(), '/api/payment-methods');
    expect(reply.status).toBe(200);
    expect(reachedPayments().slice(before)).toMatchObject([
      { method: 'GET', url: '/api/payment-methods' },
    ]);
  });

  it('sends a plain POST once: the client gets the JSON 503 and no replica gets it again', async () => {
    const before = reachedPayments().length;
    const reply = await request(await gatewayWithADeadReplica(), '/api/payment-methods', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('1');
    expect(reply.json()).toEqual({ message: 'Service unavailable, please try again shortly' });
    expect(reachedPayments().slice(before)).toEqual([]);
  });

  it('retries a POST carrying an Idempotency-Key on the live replica, once', async () => {
    const before = reachedPayments().length;
    const reply = await request(await gatewayWithADeadReplica(), '/api/payment-methods', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'a1b2c3' },
      body: '{}',
    });
    expect(reply.status).toBe(200);
    expect(reachedPayments().slice(before)).toMatchObject([
      { method: 'POST', url: '/api/payment-methods', bodyBytes: 2 },
    ]);
  });
});
