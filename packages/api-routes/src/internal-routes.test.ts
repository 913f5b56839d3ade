import { describe, expect, it } from 'vitest';
import { fillPath, internalRoutes, internalRouteTable, koaPath } from './internal-routes';
import { routeTable } from './route-table';
import { routesServedBy } from './served-routes';

describe('internal route table', () => {
  it('holds only /internal paths, none of them in the public table the gateway routes', () => {
    for (const route of internalRouteTable) expect(route.path).toMatch(/^\/internal\//);
    expect(routeTable.filter((route) => route.path.startsWith('/internal'))).toEqual([]);
  });

  it('gives every POST a request schema and every row a response schema', () => {
    for (const route of internalRouteTable) {
      expect(route.response.safeParse(undefined).success, route.path).toBe(false);
      if (route.method === 'POST') expect(route.request, route.path).toBeDefined();
    }
  });

  it("lists a service's served internal routes for its mount test", () => {
    expect(routesServedBy('payments', internalRouteTable)).toEqual([
      'GET /internal/users/{userId}/payment-methods/{id}',
      'POST /internal/payouts',
      'POST /internal/payouts/reversals',
    ]);
    expect(routesServedBy('chat', internalRouteTable)).toEqual([
      'GET /internal/client-events/summary',
    ]);
  });
});

describe('fillPath', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(fillPath(internalRoutes.sellerPaymentMethod.path, { userId: 'u/1', id: 'm 2' })).toBe(
      '/internal/users/u%2F1/payment-methods/m%202',
    );
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => fillPath('/internal/users/{id}', {} as { id: string })).toThrow(/\{id\}/);
  });
});

it('koaPath turns {name} into :name for the owner to mount', () => {
  expect(koaPath('/internal/users/{userId}/payment-methods/{id}')).toBe(
    '/internal/users/:userId/payment-methods/:id',
  );
});
