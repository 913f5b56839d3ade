import { brandSettings, DEFAULT_TARGET_REVIEW_MINUTES } from '../brands/brand-settings';
import type { BrandDeps } from '../brands/brand-settings';

/** The target of a submission saved before targets were stored: the default one. */
export const defaultTargetAt = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + DEFAULT_TARGET_REVIEW_MINUTES * 60_000);

/**
 * When the review of a `brand` card submitted at `submittedAt` should be done: the brand's target
 * review time as it is then (docs/product.md#review-console). It is stored with the submission,
 * so changing a brand's target later moves no promise already made, and the queue can be read
 * in target order from an index.
 */
export async function reviewTargetAt(
  brand: string,
  submittedAt: Date,
  deps: BrandDeps,
): Promise<Date> {
  const minutes =
    (await brandSettings(brand, deps))?.targetReviewMinutes ?? DEFAULT_TARGET_REVIEW_MINUTES;
  return new Date(submittedAt.getTime() + minutes * 60_000);
}
