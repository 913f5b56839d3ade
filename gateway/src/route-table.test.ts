import { describe, expect, it } from 'vitest';
import { serviceFor } from './api-paths.js';
import { routeTable } from '@cardbridge/api-routes';

describe('route table', () => {
  it('resolves concrete URLs to the owning service', () => {
    expect(serviceFor('PATCH', '/api/payment-methods/65f0c1')).toBe('payments');
    expect(serviceFor('patch', '/api/admin/submissions/42/status')).toBe('submissions');
    expect(serviceFor('GET', '/api/contact/messages?session=abc')).toBe('chat');
    expect(serviceFor('GET', '/api/admin/view/card-front.jpg')).toBe('submissions');
  });

  it('routes nothing that is not documented', () => {
    expect(serviceFor('GET', '/api/unknown')).toBeUndefined();
    expect(serviceFor('PUT', '/api/payment-methods/1')).toBeUndefined();
    expect(serviceFor('PATCH', '/api/payment-methods/1/extra')).toBeUndefined();
    expect(serviceFor('PATCH', '/api/payment-methods/')).toBeUndefined();
    expect(serviceFor('GET', '/api/auth/me/')).toBeUndefined();
  });

  it('rate limits every password check, sign-up, renewal, upload and message, and streams only the image upload', () => {
    const limited = Object.fromEntries(
      routeTable.filter((r) => r.rateLimits).map((r) => [`${r.method} ${r.path}`, r.rateLimits]),
    );
    expect(limited).toEqual({
      'POST /api/auth/login': ['login'],
      'POST /api/auth/register': ['register'],
      'POST /api/auth/register/confirm': ['register'],
      'POST /api/auth/refresh': ['refresh', 'refresh-session'],
      'PATCH /api/profile': ['profile'],
      'POST /api/profile/confirm-email': ['profile'],
      'PATCH /api/change-password': ['password'],
      'POST /api/admin/login': ['login'],
      'POST /api/admin/login/mfa': ['login'],
      'POST /api/admin/mfa/setup': ['login'],
      'POST /api/admin/mfa/enable': ['login'],
      'POST /api/admin/team/invitations': ['profile'],
      // An invitee setting a password: an account creation.
      'POST /api/admin/invitations/accept': ['register'],
      'POST /api/submit-gift-card': ['upload', 'upload-seller'],
      'POST /api/quotes': ['quote'],
      'POST /api/my-submissions/{id}/accept-adjustment': ['seller-action'],
      'POST /api/my-submissions/{id}/decline-adjustment': ['seller-action'],
      'POST /api/my-submissions/{id}/cancel': ['seller-action'],
      'POST /api/contact': ['contact'],
      'POST /api/contact/message': ['contact'],
      'POST /api/chat/message': ['chat'],
      'POST /api/client-events': ['client-events'],
      'GET /api/admin/insights/submissions': ['insights'],
      'GET /api/admin/insights/payouts': ['insights'],
      'POST /api/admin/submissions/next': ['review'],
      'POST /api/admin/submissions/{id}/claim': ['review'],
      'DELETE /api/admin/submissions/{id}/claim': ['review'],
      'PATCH /api/admin/submissions/{id}/status': ['admin-action'],
      'POST /api/admin/submissions/{id}/adjust': ['admin-action'],
      'POST /api/admin/transactions/{id}/approve': ['admin-action'],
      'POST /api/admin/transactions/{id}/decline': ['admin-action'],
      'POST /api/admin/transactions/{id}/retry': ['admin-action'],
    });
    expect(routeTable.filter((r) => r.upload).map((r) => r.path)).toEqual([
      '/api/submit-gift-card',
    ]);
  });

  it('limits every route whose body carries a password or a sign-in code with a sign-in or password zone', () => {
    // A route added later with a password field (argon2) or a code cannot slip past the gateway.
    const secretField = /password|code/i;
    const guarded = ['login', 'register', 'password'];
    for (const r of routeTable) {
      const fields = Object.keys((r.request?.json as { shape?: object } | undefined)?.shape ?? {});
      if (!fields.some((field) => secretField.test(field))) continue;
      expect(
        r.rateLimits?.some((zone) => guarded.includes(zone)),
        `${r.method} ${r.path}`,
      ).toBe(true);
    }
  });
});
