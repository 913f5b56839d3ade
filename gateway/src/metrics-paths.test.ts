import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from './testing/http-client.js';
import { gatewayKinds, runNginx, startTestGateway } from './testing/gateway-kinds.js';
import type { TestGateway } from './testing/gateway-kinds.js';
import { freePort, startNginx } from './testing/nginx-process.js';
import type { RunningNginx } from './testing/nginx-process.js';
import { createStaticFixture } from './testing/static-fixture.js';
import type { StaticFixture } from './testing/static-fixture.js';
import { startUpstreamDoubles } from './testing/upstream-doubles.js';
import type { UpstreamDoubles } from './testing/upstream-doubles.js';

let tmp: string;
let fixture: StaticFixture;
let doubles: UpstreamDoubles;
const gateways = new Map<string, TestGateway>();

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-metrics-paths-'));
  fs.chmodSync(tmp, 0o755);
  fixture = createStaticFixture(path.join(tmp, 'dist'));
  doubles = await startUpstreamDoubles();
  for (const kind of gatewayKinds) {
    const options = { upstreams: doubles.upstreams, ...fixture };
    gateways.set(kind, await startTestGateway(kind, options, path.join(tmp, kind)));
  }
});
afterAll(async () => {
  await Promise.all([...gateways.values()].map((g) => g.close()));
  await doubles?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(gatewayKinds)('%s gateway', (kind) => {
  it.each(['/metrics', '/metrics/', '/metrics/submissions', '/metrics?name[]=x'])(
    'answers %s with a JSON 404 and no service sees it',
    async (urlPath) => {
      for (const method of ['GET', 'POST']) {
        const reply = await request(gateways.get(kind)!.url, urlPath, {
          method,
          headers: { Authorization: 'Bearer guessed-token' },
        });
        expect(reply.status, `${method} ${urlPath}`).toBe(404);
        expect(reply.json()).toEqual({ message: 'Not Found' });
      }
    },
  );
});

describe.runIf(runNginx)('nginx stub_status', () => {
  let nginx: RunningNginx;
  let statusPort: number;
  beforeAll(async () => {
    statusPort = await freePort();
    nginx = await startNginx(
      { upstreams: doubles.upstreams, ...fixture, statusPort },
      path.join(tmp, 'status'),
    );
  });
  afterAll(() => nginx?.stop());

  it('tells the connections and requests on the loopback status listener', async () => {
    await request(nginx.url, '/');
    const reply = await request(`http://127.0.0.1:${statusPort}`, '/nginx_status');
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/^Active connections: \d+/);
    expect(reply.text).toMatch(/server accepts handled requests\n \d+ \d+ \d+/);
  });

  it('answers nothing else there, and has no such path on the public port', async () => {
    const other = await request(`http://127.0.0.1:${statusPort}`, '/metrics');
    expect(other.status).toBe(404);
    expect(other.json()).toEqual({ message: 'Not Found' });
    const pub = await request(nginx.url, '/nginx_status');
    expect(pub.text).not.toContain('Active connections');
  });
});
