import type { SubmissionDocument, SubmissionModel } from './submission.model';

/** Reads of the stored submissions: the seller's own list, its version, counts per seller. */
export function submissionService(submissions: SubmissionModel) {
  return {
    /** The seller's own submissions, newest first. */
    listMine(sellerId: string): Promise<SubmissionDocument[]> {
      return submissions.find({ sellerId }).sort({ createdAt: -1, _id: -1 });
    },

    /**
     * A cheap version of the seller's list: it changes whenever a submission is added or updated
     * (timestamps bump updatedAt), so polling clients get a 304 without the list being read.
     */
    async versionOfMine(sellerId: string): Promise<string> {
      const [count, latest] = await Promise.all([
        submissions.countDocuments({ sellerId }),
        submissions.findOne({ sellerId }).sort({ updatedAt: -1 }).select({ updatedAt: 1 }).lean(),
      ]);
      return `${count}-${latest ? latest.updatedAt.getTime() : 0}`;
    },

    /** Submissions per seller, for identity's admin user list. */
    async countsBySeller(): Promise<Record<string, number>> {
      const rows = await submissions.aggregate<{ _id: string; count: number }>([
        { $group: { _id: '$sellerId', count: { $sum: 1 } } },
      ]);
      return Object.fromEntries(rows.map((row) => [row._id, row.count]));
    },
  };
}

export type SubmissionService = ReturnType<typeof submissionService>;
