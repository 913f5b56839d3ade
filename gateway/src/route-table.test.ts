import { describe, expect, it } from 'vitest';
import { serviceFor } from './api-paths.js';
import { routeTable } from './route-table.js';

// Spec section 7 (all three tables) plus the routes later issues add, with architecture.md's owners.
const documented: [string, string][] = [
  ['GET /api/auth/me', 'identity'],
  ['POST /api/auth/login', 'identity'],
  ['POST /api/auth/register', 'identity'],
  ['POST /api/auth/logout', 'identity'],
  ['GET /api/payment-methods', 'payments'],
  ['POST /api/payment-methods', 'payments'],
  ['PATCH /api/payment-methods/{id}', 'payments'],
  ['DELETE /api/payment-methods/{id}', 'payments'],
  ['POST /api/submit-gift-card', 'submissions'],
  ['GET /api/my-submissions', 'submissions'],
  ['GET /api/uploads/{file}', 'submissions'],
  ['GET /api/transactions', 'payments'],
  ['PATCH /api/profile', 'identity'],
  ['PATCH /api/notifications', 'identity'],
  ['PATCH /api/change-password', 'identity'],
  ['POST /api/contact', 'chat'],
  ['GET /api/contact/messages', 'chat'],
  ['POST /api/contact/message', 'chat'],
  ['POST /api/admin/login', 'identity'],
  ['GET /api/admin/me', 'identity'],
  ['POST /api/admin/logout', 'identity'],
  ['GET /api/admin/users', 'identity'],
  ['GET /api/admin/gift-cards', 'submissions'],
  ['GET /api/admin/submissions', 'submissions'],
  ['GET /api/admin/transactions', 'payments'],
  ['PATCH /api/admin/submissions/{id}/status', 'submissions'],
  ['GET /api/admin/view/{file}', 'submissions'],
  ['GET /api/admin/download/{file}', 'submissions'],
  ['GET /api/admin/chat/threads', 'chat'],
  ['GET /api/admin/chat/messages', 'chat'],
  ['POST /api/admin/chat/reply', 'chat'],
  ['POST /api/admin/contact/reply', 'chat'],
  ['POST /api/admin/chat/mark-read', 'chat'],
  ['GET /api/notifications', 'identity'],
  ['POST /api/auth/refresh', 'identity'],
  ['GET /api/auth/jwks', 'identity'],
  ['GET /api/brands', 'submissions'],
  ['GET /api/chat/messages', 'chat'],
  ['POST /api/chat/message', 'chat'],
];

describe('route table', () => {
  it('lists exactly the documented routes with their owning services', () => {
    const table = routeTable.map((r): [string, string] => [`${r.method} ${r.path}`, r.service]);
    expect(new Map(table)).toEqual(new Map(documented));
    expect(table).toHaveLength(documented.length);
  });

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
