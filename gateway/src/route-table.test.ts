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

  it('rate limits the sign-in, sign-up and contact posts and streams only the image upload', () => {
    const limited = routeTable.filter((r) => r.rateLimit).map((r) => `${r.method} ${r.path}`);
    expect(limited.sort()).toEqual([
      'POST /api/admin/login',
      'POST /api/admin/login/mfa',
      'POST /api/admin/mfa/enable',
      'POST /api/admin/mfa/setup',
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/contact',
      'POST /api/contact/message',
    ]);
    expect(routeTable.filter((r) => r.upload).map((r) => r.path)).toEqual([
      '/api/submit-gift-card',
    ]);
  });
});
