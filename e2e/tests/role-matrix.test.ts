import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routeTable, type ApiRoute } from '@cardbridge/api-routes';
import { adminRoles, roleAllows } from '@cardbridge/contracts';
import type { AdminPermission, AdminRole } from '@cardbridge/contracts';
import { invitedAdmin } from '../support/admin-team';
import {
  sellerWithSubmission,
  signInAdmin,
  signUp,
  type Principal,
} from '../support/api-principals';
import { baseUrl } from '../support/browser';
import { browserTestsSkipped } from '../support/skip';

/**
 * Every admin route, called through nginx by an admin of each role (docs/product.md#admin-roles):
 * a role that lacks the route's power is refused 403 with the same message, and a role that holds
 * it gets through.
 */

/** The power each admin route needs; `null`: any signed-in admin (their own session, MFA). */
const needs: Record<string, AdminPermission | null> = {
  'GET /api/admin/me': null,
  'POST /api/admin/mfa/setup': null,
  'POST /api/admin/mfa/enable': null,
  'POST /api/admin/mfa/disable': null,
  'GET /api/admin/users': 'users',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/team': 'team',
  'POST /api/admin/team/invitations': 'team',
  'PATCH /api/admin/team/{id}': 'team',
  'GET /api/admin/gift-cards': 'review.read',
  'GET /api/admin/submissions': 'review.read',
  'GET /api/admin/submissions/facets': 'review.read',
  'PATCH /api/admin/submissions/{id}/status': 'review.decide',
  'POST /api/admin/submissions/{id}/claim': 'review.decide',
  'DELETE /api/admin/submissions/{id}/claim': 'review.decide',
  'POST /api/admin/submissions/next': 'review.decide',
  'POST /api/admin/submissions/{id}/adjust': 'review.decide',
  'GET /api/admin/view/{file}': 'card.secrets',
  'GET /api/admin/download/{file}': 'card.secrets',
  'GET /api/admin/transactions': 'transactions',
  'POST /api/admin/transactions/{id}/approve': 'payouts.approve',
  'POST /api/admin/transactions/{id}/decline': 'payouts.approve',
  'POST /api/admin/transactions/{id}/retry': 'payouts.retry',
  'PATCH /api/admin/brands/{slug}': 'rates',
  'GET /api/admin/brands/{slug}/history': 'rates',
  'GET /api/admin/insights/submissions': 'insights',
  'GET /api/admin/insights/payouts': 'insights',
  'GET /api/admin/deploys': 'deploys',
  'GET /api/admin/chat/threads': 'chats',
  'GET /api/admin/chat/messages': 'chats',
  'POST /api/admin/chat/reply': 'chats',
  'POST /api/admin/contact/reply': 'chats',
  'POST /api/admin/chat/mark-read': 'chats',
};

/** Reached before any session exists, or ending one: not part of a role's powers. */
const outsideRoles = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/mfa',
  'POST /api/admin/logout',
  'GET /api/admin/session',
  'POST /api/admin/invitations/accept',
]);

const key = (route: ApiRoute) => `${route.method} ${route.path}`;
const adminRoutes = routeTable.filter(
  (r) => r.status === 'served' && r.path.startsWith('/api/admin/') && !outsideRoles.has(key(r)),
);

describe.skipIf(browserTestsSkipped())('the admin role matrix', () => {
  const admins = {} as Record<AdminRole, Principal>;
  let owned: Awaited<ReturnType<typeof sellerWithSubmission>>;

  beforeAll(async () => {
    admins.owner = await signInAdmin(baseUrl(), inject('admin'));
    for (const role of adminRoles.filter((r) => r !== 'owner')) {
      admins[role] = await invitedAdmin(baseUrl(), admins.owner, role);
    }
    owned = await sellerWithSubmission(baseUrl(), await signUp(baseUrl(), 'rolematrix'));
  });

  const call = (route: ApiRoute, who: Principal) => {
    const path = route.path
      .replace('{id}', owned.submissionId)
      .replace('{file}', owned.file)
      .replace('{slug}', 'amazon');
    const bodyless = route.method === 'GET' || route.method === 'DELETE';
    return fetch(`${baseUrl()}${path}`, {
      method: route.method,
      headers: {
        origin: baseUrl(),
        cookie: who.cookie ?? '',
        ...(bodyless ? {} : { 'content-type': 'application/json' }),
      },
      body: bodyless ? undefined : '{}',
    });
  };

  it('knows the power every admin route needs', () => {
    expect(adminRoutes.map(key).filter((name) => !(name in needs))).toEqual([]);
  });

  const refusals = adminRoutes.flatMap((route) =>
    adminRoles
      .filter((role) => {
        const permission = needs[key(route)];
        return permission != null && !roleAllows(role, permission);
      })
      .map((role) => [key(route), role, route] as const),
  );
  it.each(refusals)('%s refuses a %s with 403', async (_name, role, route) => {
    const res = await call(route, admins[role]);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Your role does not allow this' });
  });

  // Reads only: an allowed write would change the shared platform's data.
  const grants = adminRoutes
    .filter((route) => route.method === 'GET')
    .flatMap((route) =>
      adminRoles
        .filter((role) => {
          const permission = needs[key(route)];
          return permission == null || roleAllows(role, permission);
        })
        .map((role) => [key(route), role, route] as const),
    );
  it.each(grants)('%s lets a %s through', async (_name, role, route) => {
    const res = await call(route, admins[role]);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
