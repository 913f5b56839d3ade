import { afterAll, beforeAll, expect, it } from 'vitest';
import { internalRouteTable, routesServedBy } from '@cardbridge/api-routes';
import { mountedRoutes } from '@cardbridge/service-kit/testing';
import { startSubmissions } from './testing/harness';

// The route table is the contract (gateway/README.md): the gateway routes its rows to submissions, so
// submissions must mount exactly its served ones.
let service: Awaited<ReturnType<typeof startSubmissions>>;
beforeAll(async () => {
  service = await startSubmissions();
});
afterAll(() => service.close());

it("mounts exactly the route table's served routes for submissions", () => {
  expect(mountedRoutes(service.app)).toEqual(routesServedBy('submissions'));
});

// Its neighbours call the internal table's rows for submissions (never routed by the gateway), so it
// mounts exactly those too.
it("mounts exactly the internal table's served routes for submissions", () => {
  expect(mountedRoutes(service.app, '/internal/')).toEqual(
    routesServedBy('submissions', internalRouteTable),
  );
});
