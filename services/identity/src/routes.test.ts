import { afterAll, beforeAll, expect, it } from 'vitest';
import { internalRouteTable, routesServedBy } from '@cardbridge/api-routes';
import { mountedRoutes } from '@cardbridge/service-kit/testing';
import { startIdentity } from './testing/identity-test-app';

// The route table is the contract (gateway/README.md): the gateway routes its rows to identity, so
// identity must mount exactly its served ones.
let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.close());

it("mounts exactly the route table's served routes for identity", () => {
  expect(mountedRoutes(service.app)).toEqual(routesServedBy('identity'));
});

// Its neighbours call the internal table's rows for identity (never routed by the gateway), so it
// mounts exactly those too.
it("mounts exactly the internal table's served routes for identity", () => {
  expect(mountedRoutes(service.app, '/internal/')).toEqual(
    routesServedBy('identity', internalRouteTable),
  );
});
