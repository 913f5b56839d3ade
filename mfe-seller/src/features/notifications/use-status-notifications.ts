import { useEffect, useRef } from 'react';
import type { MySubmission, Payout } from '@cardbridge/contracts';
import { toast } from '@cardbridge/web-kit';
import { payoutNotice, submissionNotice } from './status-notices';
import type { Notice } from './status-notices';

/**
 * Toasts for changes seen while the page is open: a status that differs from the one this page
 * saw before. The first answer only sets what was seen (nothing is announced on arrival), and a
 * new entry is announced only when it arrives in a noticeworthy state (a payout already paid).
 */
function useChangeNotices<T extends { id: string; status: string }>(
  items: T[] | undefined,
  noticeOf: (item: T) => Notice | undefined,
  onChange?: (item: T) => void,
) {
  const seen = useRef<Map<string, string> | undefined>(undefined);
  useEffect(() => {
    if (!items) return;
    const before = seen.current;
    seen.current = new Map(items.map((item) => [item.id, item.status]));
    if (!before) return;
    for (const item of items) {
      if (before.get(item.id) === item.status) continue;
      onChange?.(item);
      const notice = noticeOf(item);
      if (notice) toast(notice);
    }
  }, [items, noticeOf, onChange]);
}

/**
 * The seller's notifications on the dashboard (docs/product.md#notifications), from the lists the
 * dashboard already polls. `onSubmissionChange` lets the caller refresh what depends on a status
 * (a completed submission has a new payout to show).
 */
export function useStatusNotifications(
  submissions: MySubmission[] | undefined,
  payouts: Payout[] | undefined,
  onSubmissionChange?: (submission: MySubmission) => void,
) {
  useChangeNotices(submissions, submissionNotice, onSubmissionChange);
  useChangeNotices(payouts, payoutNotice);
}
