import { formatDecimal } from '@cardbridge/catalogue';
import type {
  AdminSubmission,
  CardCondition,
  CardFormat,
  ReasonCode,
  StatusHistoryEntry,
  SubmissionSignal,
  SubmissionStatus,
} from '@cardbridge/contracts';
import { toAdjustment } from '../adjustments/adjustment.view';
import type { CardCipher } from '../card-secrets/card-cipher';
import { maskCardNumber } from '../card-secrets/card-cipher';
import { liveClaim } from '../claims/claim-lease';
import { defaultTargetAt } from '../review-targets/review-target';
import type { SubmissionRecord } from '../submissions/submission.model';

export interface AdminViewOptions {
  /**
   * The admin's role holds `card.secrets` (docs/product.md#admin-roles): the card's secrets
   * unsealed and the photos listed. Otherwise the number is masked to its last 4 and no PIN,
   * security code or photo path is given (nothing is decrypted).
   */
  secrets: boolean;
  /** Its duplicate-card signals, worded when read (fraud-signals/duplicate-card-signals.ts). */
  duplicateSignals?: SubmissionSignal[];
  now?: Date;
}

/**
 * The stored fields `toAdminSubmission` reads, as a projection: the queue's pages and "Review
 * next" read only these, not the search hashes, quota ticket, outbox messages and the like, so
 * the database sends and the service decodes a fifth less per row (review-console bench).
 */
export const adminViewFields = {
  brand: 1,
  denominationCents: 1,
  quoteCents: 1,
  status: 1,
  statusReason: 1,
  statusReasonCode: 1,
  cardNumberSealed: 1,
  cardNumberLast4: 1,
  pinSealed: 1,
  securityCodeSealed: 1,
  expirationDate: 1,
  cardFormat: 1,
  cardCondition: 1,
  notes: 1,
  sellerId: 1,
  'seller.username': 1,
  'seller.email': 1,
  'images.path': 1,
  paymentMethod: 1,
  createdAt: 1,
  updatedAt: 1,
  statusHistory: 1,
  claimedBy: 1,
  claimedById: 1,
  claimedUntil: 1,
  targetAt: 1,
  signals: 1,
  duplicates: 1,
  adjustment: 1,
  resubmitOf: 1,
} as const;

/** A submission as an admin reviews it (docs/product.md#admin-review). */
export function toAdminSubmission(
  doc: SubmissionRecord,
  cipher: CardCipher,
  { secrets, duplicateSignals = [], now = new Date() }: AdminViewOptions,
): AdminSubmission {
  const open = (sealed: string | null | undefined, field: string) =>
    secrets && sealed ? cipher.decrypt(sealed, field) : null;
  const claim = liveClaim(doc, now);
  return {
    id: String(doc._id),
    brand: doc.brand,
    denomination: formatDecimal(doc.denominationCents),
    quote: formatDecimal(doc.quoteCents),
    denominationCents: doc.denominationCents,
    quoteCents: doc.quoteCents,
    status: doc.status as SubmissionStatus,
    statusReason: doc.statusReason ?? null,
    cardNumber: secrets
      ? cipher.decrypt(doc.cardNumberSealed, 'cardNumber')
      : maskCardNumber(doc.cardNumberLast4),
    pin: open(doc.pinSealed, 'pin'),
    securityCode: open(doc.securityCodeSealed, 'securityCode'),
    expirationDate: doc.expirationDate ?? null,
    cardFormat: doc.cardFormat as CardFormat,
    cardCondition: doc.cardCondition as CardCondition,
    notes: doc.notes ?? null,
    sellerId: doc.sellerId,
    username: doc.seller?.username ?? '',
    email: doc.seller?.email ?? '',
    images: secrets ? (doc.images ?? []).map((image) => image.path) : [],
    paymentMethod: {
      id: doc.paymentMethod?.id ?? '',
      type: doc.paymentMethod?.type ?? '',
      account: doc.paymentMethod?.account ?? null,
    },
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    statusHistory: (doc.statusHistory ?? []).map((entry): StatusHistoryEntry => ({
      from: (entry.from ?? null) as SubmissionStatus | null,
      to: entry.to as SubmissionStatus,
      reason: entry.reason ?? null,
      reasonCode: (entry.reasonCode ?? null) as ReasonCode | null,
      by: entry.by,
      at: entry.at.toISOString(),
    })),
    claimedBy: claim?.claimedBy ?? null,
    claimedUntil: claim?.claimedUntil.toISOString() ?? null,
    // Saved before targets existed and not yet filled in at start: the default target.
    targetAt: (doc.targetAt ?? defaultTargetAt(doc.createdAt)).toISOString(),
    signals: [
      ...duplicateSignals,
      ...(doc.signals ?? []).map(({ type, detail }) => ({ type, detail }) as SubmissionSignal),
    ],
    reasonCode: (doc.statusReasonCode ?? null) as ReasonCode | null,
    adjustment: toAdjustment(doc.adjustment),
    resubmitOf: doc.resubmitOf
      ? {
          id: doc.resubmitOf.id,
          status: doc.resubmitOf.status as SubmissionStatus,
          reasonCode: (doc.resubmitOf.reasonCode ?? null) as ReasonCode | null,
          reason: doc.resubmitOf.reason ?? null,
          decidedAt: doc.resubmitOf.decidedAt?.toISOString() ?? null,
        }
      : null,
  };
}
