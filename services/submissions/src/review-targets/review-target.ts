/** A brand's target review time when its settings name none (docs/product.md#review-console). */
export const defaultTargetReviewMinutes = 60;

/**
 * How long a submission of `brand` (its catalogue name) may wait for its review.
 * Brand settings are data owned by this service; until they are read here every brand has the
 * default.
 */
export async function targetReviewMinutes(brand: string): Promise<number> {
  void brand;
  return defaultTargetReviewMinutes;
}

/** When the review of a submission made at `submittedAt` should be done. */
export async function reviewTargetAt(brand: string, submittedAt: Date): Promise<Date> {
  return new Date(submittedAt.getTime() + (await targetReviewMinutes(brand)) * 60_000);
}
