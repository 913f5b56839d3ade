import type { Types } from 'mongoose';
import type { SubmissionModel } from '../submissions/submission.model';

export interface LinkDuplicateCardsInput {
  id: Types.ObjectId;
  /** The card number's blind index (card-secrets/blind-index.ts). */
  cardNumberHash: string;
}

/**
 * The duplicate-card signal (docs/product.md#review-console): a saved submission is matched by
 * its card number's blind index against every other submission, from any seller, and each match
 * is linked both ways, so the earlier submission shows the new one as well. It runs after the
 * save, so two submissions of one card arriving together still find each other (the later
 * save's lookup sees the earlier). `$addToSet` makes a repeat harmless.
 */
export async function linkDuplicateCards(
  { id, cardNumberHash }: LinkDuplicateCardsInput,
  { submissions }: { submissions: SubmissionModel },
): Promise<void> {
  const others = await submissions.find({ cardNumberHash, _id: { $ne: id } }, { _id: 1 }).lean();
  if (others.length === 0) return;
  const ids = others.map((other) => other._id);
  // Neither side's seller sees a change: updatedAt stays.
  await submissions.updateMany(
    { _id: { $in: ids } },
    { $addToSet: { duplicates: id }, $set: { flagged: true } },
    { timestamps: false },
  );
  await submissions.updateOne(
    { _id: id },
    { $addToSet: { duplicates: { $each: ids } }, $set: { flagged: true } },
    { timestamps: false },
  );
}
