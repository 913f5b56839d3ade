import { afterAll, beforeAll, expect, it } from 'vitest';
import { internalRouteTable, routesServedBy } from '@cardbridge/api-routes';
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

// Its neighbours call the internal table's rows for payments (never routed by the gateway), so it
// mounts exactly those too.
it("mounts exactly the internal table's served routes for payments", () => {
  expect(mountedRoutes(service.app, '/internal/')).toEqual(
    routesServedBy('payments', internalRouteTable),
  );
});
