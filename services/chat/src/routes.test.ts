import { afterAll, beforeAll, expect, it } from 'vitest';
import { internalRouteTable, routesServedBy } from '@cardbridge/api-routes';
import { mountedRoutes } from '@cardbridge/service-kit/testing';
import { startChat } from './testing/harness';

// The route table is the contract (gateway/README.md): the gateway routes its rows to chat, so
// chat must mount exactly its served ones.
let service: Awaited<ReturnType<typeof startChat>>;
beforeAll(async () => {
  service = await startChat();
});
afterAll(() => service.close());

it("mounts exactly the route table's served routes for chat", () => {
  expect(mountedRoutes(service.app)).toEqual(routesServedBy('chat'));
});

// Its neighbours call the internal table's rows for chat (never routed by the gateway), so it
// mounts exactly those too.
it("mounts exactly the internal table's served routes for chat", () => {
  expect(mountedRoutes(service.app, '/internal/')).toEqual(
    routesServedBy('chat', internalRouteTable),
  );
});
