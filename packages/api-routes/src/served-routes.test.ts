import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';
import { routesServedBy } from './served-routes';

describe('routesServedBy', () => {
  it("lists a service's served routes and leaves out planned ones and other services'", () => {
    const payments = routesServedBy('payments');
    expect(payments).toContain('GET /api/payment-methods');
    expect(payments).toContain('DELETE /api/payment-methods/{id}');
    expect(payments.every((route) => !route.includes('/api/auth/'))).toBe(true);
    const planned = routeTable.filter((r) => r.service === 'payments' && r.status === 'planned');
    for (const route of planned) expect(payments).not.toContain(`${route.method} ${route.path}`);
  });
});
