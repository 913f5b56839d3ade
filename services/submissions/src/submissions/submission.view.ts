import { formatDecimal } from '@cardbridge/catalogue';
import type { MySubmission, SubmissionStatus, SubmitGiftCardResponse } from '@cardbridge/contracts';
import { maskCardNumber } from '../card-secrets/card-cipher';
import type { SubmissionDocument } from './submission.model';

/** What a seller sees of their own submission: money, status, reason, a masked card number. */
export function toMySubmission(doc: SubmissionDocument): MySubmission {
  const status = doc.status as SubmissionStatus;
  return {
    id: doc.id,
    brand: doc.brand,
    amount: formatDecimal(doc.denominationCents),
    quote: formatDecimal(doc.quoteCents),
    denominationCents: doc.denominationCents,
    quoteCents: doc.quoteCents,
    ratePercent: doc.ratePercent,
    status,
    statusReason: doc.statusReason ?? null,
    rejectionReason: status === 'rejected' ? (doc.statusReason ?? null) : null,
    cardNumber: maskCardNumber(doc.cardNumberLast4),
    cardFormat: doc.cardFormat as MySubmission['cardFormat'],
    cardCondition: doc.cardCondition as MySubmission['cardCondition'],
    imageUrl: doc.images.map((image) => image.path),
    paymentMethodId: doc.paymentMethod?.id ?? '',
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** The answer to a submission accepted for review. */
export function toSubmitGiftCardResponse(doc: SubmissionDocument): SubmitGiftCardResponse {
  return {
    message: 'Your gift card has been submitted for review.',
    submission: toMySubmission(doc),
  };
}
