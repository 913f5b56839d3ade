import type { MySubmissionsDeps } from './list-my-submissions';

/**
 * A cheap version of the seller's list: it changes whenever a submission is added or updated
 * (timestamps bump updatedAt), so a polling client is told "unchanged" without the list being
 * read. Two indexed reads.
 */
export async function getMySubmissionsVersion(
  { sellerId }: { sellerId: string },
  { submissions }: MySubmissionsDeps,
): Promise<string> {
  const [count, latest] = await Promise.all([
    submissions.countDocuments({ sellerId }),
    submissions.findOne({ sellerId }).sort({ updatedAt: -1 }).select({ updatedAt: 1 }).lean(),
  ]);
  return `${count}-${latest ? latest.updatedAt.getTime() : 0}`;
}
