import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { LocalGatewayOptions } from '../local-gateway.js';
import { startTestGateway, type GatewayKind, type TestGateway } from './gateway-kinds.js';
import { createStaticFixture } from './static-fixture.js';
import { startUpstreamDoubles, type UpstreamDoubles } from './upstream-doubles.js';

type ExtraOptions = Partial<Omit<LocalGatewayOptions, 'port' | 'upstreams'>>;

/**
 * For one test file: a temporary folder and the four service doubles, and gateways started in
 * front of them on demand; all of it stopped and removed after the file's tests.
 */
export function useGatewaySandbox() {
  let tmp = '';
  let doubles: UpstreamDoubles | undefined;
  const started: TestGateway[] = [];
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-gateway-'));
    // nginx started as root serves files from unprivileged workers: they must be able to read them.
    fs.chmodSync(tmp, 0o755);
    doubles = await startUpstreamDoubles();
  });
  afterAll(async () => {
    await Promise.all(started.map((gateway) => gateway.close()));
    await doubles?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });
  const services = () => {
    if (!doubles) throw new Error('the gateway sandbox has not started');
    return doubles;
  };
  return {
    /** What reached the services so far. */
    received: () => services().received,
    async start(kind: GatewayKind, extra: ExtraOptions = {}): Promise<TestGateway> {
      const dir = path.join(tmp, `${kind}-${started.length}`);
      const options = {
        ...createStaticFixture(path.join(dir, 'dist')),
        upstreams: services().upstreams,
        ...extra,
      };
      const gateway = await startTestGateway(kind, options, path.join(dir, 'nginx'));
      started.push(gateway);
      return gateway;
    },
  };
}
