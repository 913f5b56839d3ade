import type { SubmissionSignal } from '@cardbridge/contracts';
import type { Types } from 'mongoose';
import type { SubmissionModel } from '../submissions/submission.model';

/** Duplicates described per submission; a card sent dozens of times lists the latest few. */
const shownPerSubmission = 5;

/** The duplicate-card signals of a page of submissions, by submission id. */
export type DuplicateSignals = Map<string, SubmissionSignal[]>;

/**
 * "Also submitted by <seller> on <date> (<status>)" for each linked duplicate of each shown
 * submission (docs/product.md#review-console). Worded when read, so the status is the current
 * one; one read by id for the whole page.
 */
export async function duplicateCardSignals(
  docs: readonly { _id: Types.ObjectId; duplicates?: Types.ObjectId[] | null }[],
  { submissions }: { submissions: SubmissionModel },
): Promise<DuplicateSignals> {
  const wanted = new Map(
    docs.map((doc) => [
      String(doc._id),
      (doc.duplicates ?? []).slice(-shownPerSubmission).map(String),
    ]),
  );
  const ids = [...new Set([...wanted.values()].flat())];
  const signals: DuplicateSignals = new Map();
  if (ids.length === 0) return signals;
  const found = await submissions
    .find({ _id: { $in: ids } }, { seller: 1, createdAt: 1, status: 1 })
    .lean();
  const byId = new Map(found.map((doc) => [String(doc._id), doc]));
  for (const [id, duplicates] of wanted) {
    signals.set(
      id,
      duplicates.flatMap((other) => {
        const doc = byId.get(other);
        if (!doc) return [];
        const day = doc.createdAt.toISOString().slice(0, 10);
        return [
          {
            type: 'duplicate_card' as const,
            detail: `Also submitted by ${doc.seller?.username ?? 'a seller'} on ${day} (${doc.status})`,
          },
        ];
      }),
    );
  }
  return signals;
}
