import { formatDecimal } from '@cardbridge/catalogue';
import type { MySubmission, ReasonCode, SubmissionStatus } from '@cardbridge/contracts';
import { toAdjustment } from '../adjustments/adjustment.view';
import { maskCardNumber } from '../card-secrets/card-cipher';
import { canResubmit } from './check-resubmission';
import { liveClaim } from '../claims/claim-lease';
import { defaultTargetAt } from '../review-targets/review-target';
import { submissionTimeline } from './submission-timeline';
import type { SubmissionDocument } from './submission.model';

/**
 * What a seller sees of their own submission: money, status, reason and its code, a masked card
 * number, any adjustment to answer, what they may do now and the timeline.
 */
export function toMySubmission(doc: SubmissionDocument, now = new Date()): MySubmission {
  const status = doc.status as SubmissionStatus;
  // Saved before review targets existed: the default target.
  const targetAt = doc.targetAt ?? defaultTargetAt(doc.createdAt);
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
    reasonCode: (doc.statusReasonCode ?? null) as ReasonCode | null,
    adjustment: toAdjustment(doc.adjustment),
    resubmitOf: doc.resubmitOf?.id ?? null,
    resubmittedAs: doc.resubmittedAs ?? null,
    resubmittable: canResubmit(doc),
    cancellable: status === 'pending' && !liveClaim(doc, now),
    timeline: submissionTimeline({ ...timelineFields(doc), targetAt }, now),
  };
}

const timelineFields = (doc: SubmissionDocument) => ({
  createdAt: doc.createdAt,
  status: doc.status,
  statusHistory: doc.statusHistory,
  paymentMethod: doc.paymentMethod,
  adjustment: doc.adjustment,
});
