import { submissionStatusInfo } from '@cardbridge/contracts';
import type { StatusHistoryEntry } from '@cardbridge/contracts';
import { when } from './submission-fields';

/** Every status the submission went through, who moved it and why. */
export function StatusHistory({ history }: { history: StatusHistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h4 id="history-heading" className="text-sm font-semibold">
        History
      </h4>
      <ol className="mt-1 flex flex-col gap-0.5 text-sm">
        {history.map((h) => (
          <li key={`${h.at}-${h.to}`}>
            {when(h.at)}: {h.from ? submissionStatusInfo[h.from].label : 'New'} →{' '}
            {submissionStatusInfo[h.to].label} by {h.by}
            {h.reason ? ` (${h.reason})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
