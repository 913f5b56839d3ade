/**
 * Why a submission was rejected or failed, as a code the seller's screens explain in plain words
 * with what to do next (docs/product.md#reason-codes). Only the fixable ones may be resubmitted.
 */
export const reasonCodes = [
  'card_used',
  'wrong_details',
  'photo_unreadable',
  'brand_mismatch',
  'duplicate',
  'other',
] as const;

export type ReasonCode = (typeof reasonCodes)[number];

export interface ReasonCodeInfo {
  /** What the admin picks in the reject or fail dialog. */
  label: string;
  /** What happened, in the seller's words. */
  explanation: string;
  /** What the seller can do now. */
  nextStep: string;
  /** The seller may resubmit the card with corrections (a new, linked submission). */
  resubmittable: boolean;
}

export const reasonCodeInfo: Readonly<Record<ReasonCode, ReasonCodeInfo>> = {
  card_used: {
    label: 'Card already used',
    explanation: 'The card has no balance left: it was already redeemed.',
    nextStep: 'This card cannot be sold. If you think it is a mistake, write to us in the chat.',
    resubmittable: false,
  },
  wrong_details: {
    label: 'Wrong card number or PIN',
    explanation: 'The card number or PIN you entered did not match a valid card.',
    nextStep: 'Check the numbers on the card and resubmit it with corrections.',
    resubmittable: true,
  },
  photo_unreadable: {
    label: 'Photo unreadable',
    explanation: 'We could not read the card in your photos.',
    nextStep: 'Take new, sharp photos in good light and resubmit it with corrections.',
    resubmittable: true,
  },
  brand_mismatch: {
    label: 'Brand does not match',
    explanation: 'The card is not from the brand you chose.',
    nextStep: 'Submit it again as a new card under the right brand, if we buy that brand.',
    resubmittable: false,
  },
  duplicate: {
    label: 'Duplicate submission',
    explanation: 'This card was already submitted.',
    nextStep: 'Follow the earlier submission of this card on your dashboard.',
    resubmittable: false,
  },
  other: {
    label: 'Other',
    explanation: 'Our reviewer explains it in the note below.',
    nextStep: 'Write to us in the chat if anything is unclear.',
    resubmittable: false,
  },
};

/** The codes whose rejection the seller may resubmit with corrections. */
export const resubmittableReasonCodes = reasonCodes.filter((c) => reasonCodeInfo[c].resubmittable);

export const isReasonCode = (value: unknown): value is ReasonCode =>
  typeof value === 'string' && (reasonCodes as readonly string[]).includes(value);
