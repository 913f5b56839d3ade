/**
 * The stages a seller follows a submission through (docs/product.md#timeline), in order.
 * `payout_sent` is when the payout was booked for sending; `paid` when the provider sent it.
 */
export const timelineStages = [
  'submitted',
  'in_review',
  'decision',
  'payout_sent',
  'paid',
] as const;

export type TimelineStage = (typeof timelineStages)[number];

export const timelineStageLabels: Readonly<Record<TimelineStage, string>> = {
  submitted: 'Submitted',
  in_review: 'In review',
  decision: 'Decision',
  payout_sent: 'Payout sent',
  paid: 'Paid',
};

/** One stage: when it happened (null: not yet), when it is expected, and whether it is late. */
export interface TimelineEntry {
  stage: TimelineStage;
  at: string | null;
  /** The target for a stage not reached yet (null when none applies, e.g. after a rejection). */
  expectedAt: string | null;
  /** Reached after its target, or still not reached past it. */
  late: boolean;
}
