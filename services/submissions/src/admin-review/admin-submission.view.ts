import { formatDecimal } from '@cardbridge/catalogue';
import type {
  AdminSubmission,
  CardCondition,
  CardFormat,
  StatusHistoryEntry,
  SubmissionStatus,
} from '@cardbridge/contracts';
import type { CardCipher } from '../card-secrets/card-cipher';
import type { SubmissionDocument } from '../submissions/submission.model';

/** The review target of a brand that sets none (docs/product.md#admin-review). */
const defaultTargetMs = 60 * 60 * 1000;

/** A submission as an admin reviews it: the card's secrets unsealed (admins only). */
export function toAdminSubmission(doc: SubmissionDocument, cipher: CardCipher): AdminSubmission {
  const open = (sealed: string | null | undefined, field: string) =>
    sealed ? cipher.decrypt(sealed, field) : null;
  return {
    id: doc.id,
    brand: doc.brand,
    denomination: formatDecimal(doc.denominationCents),
    quote: formatDecimal(doc.quoteCents),
    denominationCents: doc.denominationCents,
    quoteCents: doc.quoteCents,
    status: doc.status as SubmissionStatus,
    statusReason: doc.statusReason ?? null,
    cardNumber: cipher.decrypt(doc.cardNumberSealed, 'cardNumber'),
    pin: open(doc.pinSealed, 'pin'),
    securityCode: open(doc.securityCodeSealed, 'securityCode'),
    expirationDate: doc.expirationDate ?? null,
    cardFormat: doc.cardFormat as CardFormat,
    cardCondition: doc.cardCondition as CardCondition,
    notes: doc.notes ?? null,
    sellerId: doc.sellerId,
    username: doc.seller?.username ?? '',
    email: doc.seller?.email ?? '',
    images: doc.images.map((image) => image.path),
    paymentMethod: {
      id: doc.paymentMethod?.id ?? '',
      type: doc.paymentMethod?.type ?? '',
      account: doc.paymentMethod?.account ?? null,
    },
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    statusHistory: doc.statusHistory.map((entry): StatusHistoryEntry => ({
      from: (entry.from ?? null) as SubmissionStatus | null,
      to: entry.to as SubmissionStatus,
      reason: entry.reason ?? null,
      by: entry.by,
      at: entry.at.toISOString(),
    })),
    // The review console's fields (issue 21 §3-4): no claim, the default target and no signals
    // until the claims, the brands' targets and the signals are stored.
    claimedBy: null,
    claimedUntil: null,
    targetAt: new Date(doc.createdAt.getTime() + defaultTargetMs).toISOString(),
    signals: [],
  };
}
