import { internalRoutes } from '@cardbridge/api-routes';
import { describe, expect, it } from 'vitest';
import type { Connection } from '../mongo';
import { adminAuditMessage } from './admin-audit';
import { createOutbox } from './outbox';

// `message` only builds what a use case pushes with its own write: no database is touched.
const outbox = createOutbox({ db: {} as Connection, name: 'submissions' });
const admin = { id: '65a000000000000000000001', username: 'rita', role: 'reviewer' as const };

describe('adminAuditMessage', () => {
  it("addresses identity's audit route with who, what, which object, where and when", () => {
    const at = new Date('2026-11-27T03:00:00.000Z');
    const message = adminAuditMessage(outbox, {
      id: 'status.s1.3',
      admin,
      action: 'submission.status',
      target: 'submission:s1',
      address: '203.0.113.9',
      at,
    });
    expect(message).toMatchObject({
      id: 'status.s1.3',
      to: 'identity',
      path: internalRoutes.adminAudit.path,
      payload: {
        at: at.toISOString(),
        adminId: admin.id,
        admin: 'rita',
        role: 'reviewer',
        action: 'submission.status',
        target: 'submission:s1',
        address: '203.0.113.9',
      },
    });
  });

  it('refuses, in the use case, an entry identity would refuse', () => {
    expect(() =>
      adminAuditMessage(outbox, { admin, action: 'Changed status', address: '203.0.113.9' }),
    ).toThrow(/dotted lower-case/);
  });
});
