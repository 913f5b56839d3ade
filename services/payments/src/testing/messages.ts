import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import type { Connection } from 'mongoose';
import type { PaymentMethod } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { internalToken } from './harness';

/** A PayPal payout method of the seller's, added over the API. */
export async function addPaypalMethod(baseUrl: string, seller: TestUser): Promise<PaymentMethod> {
  const res = await fetch(`${baseUrl}/api/payment-methods`, {
    method: 'POST',
    headers: { cookie: seller.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'paypal', accountInfo: `${seller.username}@example.com` }),
  });
  return (await res.json()) as PaymentMethod;
}

/** Delivers an outbox message to payments at `baseUrl`, as the submissions relay does. */
export function deliver(baseUrl: string, path: string, payload: object) {
  const key = randomUUID();
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-internal-token': internalToken,
      'idempotency-key': key,
    },
    body: JSON.stringify({ id: key, topic: 'test', payload }),
  });
}

interface StoredMessage {
  path: string;
  topic: string;
  payload: Record<string, unknown>;
}

/** The audit entries a payout's admin actions stored for identity (the relay delivers them). */
export async function auditEntriesOf(db: Connection, payoutId: string) {
  const doc = await db
    .collection<{ outbox?: StoredMessage[] }>('transactions')
    .findOne({ _id: new Types.ObjectId(payoutId) } as never);
  return (doc?.outbox ?? []).filter((m) => m.topic === 'admin.audit');
}
