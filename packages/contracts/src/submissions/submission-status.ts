/** The statuses the server stores (docs/product.md#submissions-and-payouts). */
export const submissionStatuses = [
  'pending',
  'processing',
  'completed',
  'rejected',
  'failed',
] as const;

export type SubmissionStatus = (typeof submissionStatuses)[number];

/**
 * The label a seller sees in front of a submission's reason (docs/product.md#screens):
 * the reason of a rejection or failure, or a plain note for any other status.
 */
export function reasonLabel(status: string): string {
  if (status === 'rejected') return 'Rejection Reason:';
  if (status === 'failed') return 'Failure Reason:';
  return 'Note:';
}

/** Badge variant per status (docs/product.md#screens): completed default, rejected/failed destructive. */
export function statusBadgeVariant(status: string): 'default' | 'secondary' | 'destructive' {
  if (status === 'completed' || status === 'paid' || status === 'approved') return 'default';
  if (status === 'rejected' || status === 'failed') return 'destructive';
  return 'secondary';
}
