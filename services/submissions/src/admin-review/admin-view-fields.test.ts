import { randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { createCardCipher } from '../card-secrets/card-cipher';
import { submissionModel } from '../submissions/submission.model';
import type { SubmissionRecord } from '../submissions/submission.model';
import { adminViewFields, toAdminSubmission } from './admin-submission.view';

const cipher = createCardCipher(randomBytes(32));
const at = new Date('2026-03-02T10:00:00Z');

/** A stored submission with every field the schema has set, nested ones included. */
const everyField = {
  _id: new Types.ObjectId(),
  sellerId: 'seller-1',
  seller: { username: 'Alma', usernameKey: 'alma', email: 'alma@example.com' },
  brand: 'Amazon',
  denominationCents: 10_000,
  ratePercent: 85,
  quoteCents: 8_500,
  quoteId: 'quote-1',
  cardNumberSealed: cipher.encrypt('6035712345678901', 'cardNumber'),
  cardNumberLast4: '8901',
  cardNumberHash: 'hash',
  cardLast4Hash: 'hash4',
  pinSealed: cipher.encrypt('1234', 'pin'),
  securityCodeSealed: cipher.encrypt('987', 'securityCode'),
  expirationDate: '12/29',
  cardFormat: 'physical',
  cardCondition: 'brand_new',
  notes: 'A note',
  images: [{ fileId: new Types.ObjectId(), path: '/uploads/front.jpg', kind: 'front' }],
  paymentMethod: { id: 'm1', type: 'paypal', account: '•••• .com' },
  status: 'rejected',
  statusReason: 'Blurry photo',
  statusReasonCode: 'photo_unreadable',
  statusHistory: [{ from: 'pending', to: 'rejected', by: 'admin', reason: 'Blurry', at }],
  decidedAt: at,
  adjustment: {
    fromCents: 10_000,
    toCents: 9_000,
    fromQuoteCents: 8_500,
    toQuoteCents: 7_650,
    reason: 'Balance was lower',
    at,
    answerBy: at,
    answer: 'accepted',
    answeredAt: at,
  },
  resubmitOf: {
    id: 'earlier',
    status: 'rejected',
    reasonCode: 'other',
    reason: 'x',
    decidedAt: at,
  },
  resubmittedAs: 'later',
  quotaTicket: 'ticket',
  claimedBy: 'rita',
  claimedById: 'admin-1',
  claimedUntil: new Date('2999-01-01T00:00:00Z'),
  targetAt: at,
  submittedFrom: '203.0.113.9',
  signals: [{ type: 'velocity', detail: '6 submissions within an hour' }],
  duplicates: [new Types.ObjectId()],
  flagged: true,
  outbox: [],
  createdAt: at,
  updatedAt: at,
} as unknown as SubmissionRecord;

/** `value` wrapped so that every plain field read through it is written to `read` as a path. */
function recording<T>(value: T, read: Set<string>, path = ''): T {
  if (Array.isArray(value)) {
    return value.map((item) => recording(item, read, path)) as T;
  }
  if (
    value === null ||
    typeof value !== 'object' ||
    Object.getPrototypeOf(value) !== Object.prototype
  ) {
    return value;
  }
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const child = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string') return child;
      const at = path ? `${path}.${key}` : key;
      read.add(at);
      return recording(child, read, at);
    },
  }) as T;
}

const projected = Object.keys(adminViewFields);
/** A path the projection brings: itself, inside a projected field, or a parent of one. */
const covered = (path: string) =>
  path === '_id' ||
  projected.some(
    (field) => path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`),
  );

describe('adminViewFields (the projection the queue reads with)', () => {
  it('is checked against a record that has every field the schema stores', () => {
    // A connection never opened: the model only lends its schema.
    const { schema } = submissionModel(mongoose.createConnection());
    const stored = Object.keys(schema.paths)
      .map((path) => path.split('.')[0]!)
      .filter((field) => field !== '__v');
    expect(stored).toContain('seller');
    expect(stored.filter((field) => !(field in everyField))).toEqual([]);
  });

  it.each([true, false])(
    'holds every stored field the admin view reads (secrets: %s)',
    (secrets) => {
      const read = new Set<string>();
      toAdminSubmission(recording(everyField, read), cipher, { secrets });
      // The view did read the record (this test cannot pass by reading nothing)...
      expect(read).toContain('brand');
      expect(read).toContain(secrets ? 'cardNumberSealed' : 'cardNumberLast4');
      // ...and nothing the projection leaves out.
      expect([...read].filter((path) => !covered(path))).toEqual([]);
    },
  );

  it('leaves out what only other readers need', () => {
    for (const field of [
      'cardNumberHash',
      'cardLast4Hash',
      'quotaTicket',
      'outbox',
      'submittedFrom',
    ]) {
      expect(covered(field)).toBe(false);
    }
  });
});
