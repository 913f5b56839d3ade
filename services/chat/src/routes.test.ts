import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesServedBy } from '@cardbridge/api-routes';
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
