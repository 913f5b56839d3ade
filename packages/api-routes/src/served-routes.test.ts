import { describe, expect, it } from 'vitest';
import type { ApiRoute } from './route-table';
import { routesServedBy } from './served-routes';

describe('routesServedBy', () => {
  it("lists a service's served routes and leaves out other services'", () => {
    const payments = routesServedBy('payments');
    expect(payments).toContain('GET /api/payment-methods');
    expect(payments).toContain('DELETE /api/payment-methods/{id}');
    expect(payments).toContain('GET /api/admin/transactions');
    expect(payments.every((route) => !route.includes('/api/auth/'))).toBe(true);
  });

  it('leaves out a planned route: documented and routed, but not served yet', () => {
    const row = (path: string, status: ApiRoute['status']): ApiRoute => ({
      method: 'GET',
      path,
      service: 'payments',
      summary: path,
      status,
    });
    const table = [row('/api/served', 'served'), row('/api/planned', 'planned')];
    expect(routesServedBy('payments', table)).toEqual(['GET /api/served']);
  });
});
