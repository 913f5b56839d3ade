import { services } from '@cardbridge/topology';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServiceConfig } from '../config';
import type { ServiceDeps } from '../run-service';
import { startTestService } from './start-test-service';
import type { TestService, TestServiceOptions } from './start-test-service';

/**
 * Variables the platform runner always provides (docker-compose, `npm start`); a service ignores
 * the keys its config does not read, so every service can be started with the same set.
 */
export const platformTestEnv: Readonly<Record<string, string>> = {
  INTERNAL_TOKEN: 'test-internal-token-0123456789',
  ...Object.fromEntries(
    services.map(({ name, port }) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${port}`]),
  ),
};

/**
 * The contract every service keeps with the platform, checked over HTTP against its real app:
 * liveness, readiness once the database is connected, and JSON 404s for unknown paths.
 * `options.env` is added to `platformTestEnv` (for secrets a service requires).
 */
export function describeServiceBasics<C extends ServiceConfig, D extends ServiceDeps<C>>(
  options: TestServiceOptions<C, D>,
): void {
  describe(`${options.name} service`, () => {
    let service: TestService<C>;
    beforeAll(async () => {
      service = await startTestService({ ...options, env: { ...platformTestEnv, ...options.env } });
    });
    afterAll(() => service.close());

    it('answers liveness over HTTP', async () => {
      const res = await fetch(`${service.baseUrl}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    });

    it('answers readiness once its database is connected', async () => {
      // A service may also wait for its indexes, so readiness is awaited, not assumed at once.
      const res = await vi.waitFor(async () => {
        const answer = await fetch(`${service.baseUrl}/readyz`);
        if (answer.status !== 200) throw new Error(`not ready yet: ${answer.status}`);
        return answer;
      });
      expect(await res.json()).toEqual({ status: 'ready' });
    });

    it('answers an unknown path 404 as JSON', async () => {
      const res = await fetch(`${service.baseUrl}/no-such-route`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    });
  });
}
