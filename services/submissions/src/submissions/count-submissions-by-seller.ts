import type { SubmissionModel } from './submission.model';

/** Submissions per seller, for identity's admin user list. */
export async function countSubmissionsBySeller(
  _input: void,
  { submissions }: { submissions: SubmissionModel },
): Promise<Record<string, number>> {
  const rows = await submissions.aggregate<{ _id: string; count: number }>([
    { $group: { _id: '$sellerId', count: { $sum: 1 } } },
  ]);
  return Object.fromEntries(rows.map((row) => [row._id, row.count]));
}
