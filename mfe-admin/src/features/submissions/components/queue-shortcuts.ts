import { submissionStatuses, submissionStatusInfo } from '@cardbridge/contracts';
import type { SubmissionStatus } from '@cardbridge/contracts';

/** The review console's keys (docs/product.md#admin-review); the help dialog lists this table. */
export const queueKeys = {
  next: 'j',
  previous: 'k',
  claim: 'c',
  release: 'u',
  reviewNext: 'n',
  photos: 'o',
  search: '/',
  help: '?',
} as const;

/** A status move's key, by the status it moves to: the same key whichever button offers it. */
export const statusKeys: Partial<Record<SubmissionStatus, string>> = {
  processing: 'p',
  completed: 'a',
  rejected: 'r',
  failed: 'f',
};

export interface ShortcutRow {
  key: string;
  description: string;
}

/** The buttons a status key presses, e.g. 'Start Processing or Revert to Processing'. */
function statusKeyDescription(to: SubmissionStatus): string {
  const actions = new Set(
    submissionStatuses.flatMap((from) =>
      submissionStatusInfo[from].next.filter((move) => move.to === to).map((move) => move.action),
    ),
  );
  return [...actions].join(' or ');
}

/** Every shortcut the admin's role can use, in the order the help dialog lists them. */
export function shortcutRows({
  decide,
  secrets,
}: {
  decide: boolean;
  secrets: boolean;
}): ShortcutRow[] {
  const rows: ShortcutRow[] = [
    { key: queueKeys.next, description: 'Select the next submission' },
    { key: queueKeys.previous, description: 'Select the previous submission' },
    { key: queueKeys.search, description: 'Search the queue' },
  ];
  if (decide) {
    rows.push(
      { key: queueKeys.claim, description: 'Claim the selected submission' },
      { key: queueKeys.release, description: 'Release your claim' },
      {
        key: queueKeys.reviewNext,
        description: 'Review next: claim the oldest waiting submission',
      },
    );
    for (const [to, key] of Object.entries(statusKeys) as [SubmissionStatus, string][]) {
      const description = statusKeyDescription(to);
      if (description) rows.push({ key, description });
    }
  }
  if (secrets) rows.push({ key: queueKeys.photos, description: 'Open the photos' });
  rows.push({ key: queueKeys.help, description: 'Show these shortcuts' });
  return rows;
}
