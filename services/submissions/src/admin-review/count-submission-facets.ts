import { brands as catalogue } from '@cardbridge/catalogue';
import { submissionStatuses } from '@cardbridge/contracts';
import type { AdminSubmissionFacets, SubmissionStatus } from '@cardbridge/contracts';
import type { SubmissionModel } from '../submissions/submission.model';

/**
 * What the whole queue holds, for its filters (docs/product.md#review-console): every brand any
 * submission is for and how many submissions are in each status, so the brand filter offers
 * brands beyond the loaded page. The brands are one `distinct` and each status a count, all on
 * indexed fields (`brand`, `status`) and answered from the indexes, not by reading every
 * submission: a grouping pass over 100,000 of them took seconds on the embedded database.
 */
export async function countSubmissionFacets({
  submissions,
}: {
  submissions: SubmissionModel;
}): Promise<AdminSubmissionFacets> {
  const [statusCounts, brands] = await Promise.all([
    Promise.all(submissionStatuses.map((status) => submissions.countDocuments({ status }))),
    submissions.distinct('brand'),
  ]);
  const statuses = Object.fromEntries(
    submissionStatuses.map((status, i) => [status, statusCounts[i] ?? 0]),
  ) as Record<SubmissionStatus, number>;
  // A submission's brand is a catalogue name; anything else is not offered as a filter.
  const present = new Set(brands.map(String));
  const offered = catalogue.filter((brand) => present.has(brand.name)).map((brand) => brand.name);
  return { brands: offered.sort((a, b) => a.localeCompare(b)), statuses };
}
