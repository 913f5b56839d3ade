import { submissionStatuses } from '@cardbridge/contracts';
import type { AdminSubmissionFacets, SubmissionStatus } from '@cardbridge/contracts';
import type { SubmissionModel } from '../submissions/submission.model';

/**
 * What the whole queue holds, for its filters (docs/product.md#review-console): every brand any
 * submission is for and how many submissions are in each status, in one grouping pass over the
 * collection, so the brand filter offers brands beyond the loaded page.
 */
export async function countSubmissionFacets({
  submissions,
}: {
  submissions: SubmissionModel;
}): Promise<AdminSubmissionFacets> {
  const groups = await submissions.aggregate<{
    _id: { brand: string; status: SubmissionStatus };
    count: number;
  }>([
    { $project: { _id: 0, brand: 1, status: 1 } },
    { $group: { _id: { brand: '$brand', status: '$status' }, count: { $sum: 1 } } },
  ]);
  const statuses = Object.fromEntries(submissionStatuses.map((status) => [status, 0])) as Record<
    SubmissionStatus,
    number
  >;
  const brands = new Set<string>();
  for (const { _id, count } of groups) {
    brands.add(_id.brand);
    if (_id.status in statuses) statuses[_id.status] += count;
  }
  return { brands: [...brands].sort((a, b) => a.localeCompare(b)), statuses };
}
