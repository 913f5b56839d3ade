import { brands as catalogue } from '@cardbridge/catalogue';
import { submissionStatuses } from '@cardbridge/contracts';
import type { AdminSubmissionFacets, SubmissionStatus } from '@cardbridge/contracts';
import type { SubmissionModel } from '../submissions/submission.model';

/**
 * What the whole queue holds, for its filters (docs/product.md#review-console): every brand any
 * submission is for and how many submissions are in each status, so the brand filter offers
 * brands beyond the loaded page. Each is a count on one indexed field (`status`, `brand`: a
 * submission's brand is a catalogue name), answered from the index, not by reading every
 * submission: a grouping pass over 100,000 of them took seconds on the embedded database.
 */
export async function countSubmissionFacets({
  submissions,
}: {
  submissions: SubmissionModel;
}): Promise<AdminSubmissionFacets> {
  const [statusCounts, brandCounts] = await Promise.all([
    Promise.all(submissionStatuses.map((status) => submissions.countDocuments({ status }))),
    Promise.all(catalogue.map((brand) => submissions.countDocuments({ brand: brand.name }))),
  ]);
  const statuses = Object.fromEntries(
    submissionStatuses.map((status, i) => [status, statusCounts[i] ?? 0]),
  ) as Record<SubmissionStatus, number>;
  const present = catalogue.filter((_, i) => (brandCounts[i] ?? 0) > 0).map((brand) => brand.name);
  return { brands: present.sort((a, b) => a.localeCompare(b)), statuses };
}
