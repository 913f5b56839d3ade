import { Flag } from 'lucide-react';
import { submissionSignalLabel } from '@cardbridge/contracts';
import type { SubmissionSignal } from '@cardbridge/contracts';

/** Each fraud signal with its reason; signals inform the reviewer, they never decide. */
export function SignalList({ signals }: { signals: SubmissionSignal[] }) {
  if (signals.length === 0) return null;
  return (
    <section aria-labelledby="signals-heading" className="rounded-md border border-destructive p-3">
      <h4
        id="signals-heading"
        className="flex items-center gap-1 text-sm font-semibold text-destructive"
      >
        <Flag aria-hidden="true" className="size-4" /> Flagged
      </h4>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {signals.map((signal, index) => (
          <li key={`${signal.type}-${index}`}>
            <span className="font-medium">{submissionSignalLabel[signal.type]}:</span>{' '}
            {signal.detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
