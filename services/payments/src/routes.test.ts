import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesServedBy } from '@cardbridge/api-routes';
import { mountedRoutes } from '@cardbridge/service-kit/testing';
import { startPayments } from './testing/harness';

// The route table is the contract (gateway/README.md): the gateway routes its rows to payments, so
// payments must mount exactly its served ones.
let service: Awaited<ReturnType<typeof startPayments>>;
beforeAll(async () => {
  service = await startPayments();
});
afterAll(() => service.close());

it("mounts exactly the route table's served routes for payments", () => {
  expect(mountedRoutes(service.app)).toEqual(routesServedBy('payments'));
});
