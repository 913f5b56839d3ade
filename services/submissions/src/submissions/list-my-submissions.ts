import type { SubmissionDocument, SubmissionModel } from './submission.model';

export interface MySubmissionsDeps {
  submissions: SubmissionModel;
}

/** A seller follows their own submissions, newest first. */
export function listMySubmissions(
  { sellerId }: { sellerId: string },
  { submissions }: MySubmissionsDeps,
): Promise<SubmissionDocument[]> {
  return submissions.find({ sellerId }).sort({ createdAt: -1, _id: -1 });
}
