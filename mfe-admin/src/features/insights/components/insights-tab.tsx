import { lazy, Suspense, useState } from 'react';
import { insightsRanges } from '@cardbridge/contracts';
import type { InsightsRange, SubmissionInsights } from '@cardbridge/contracts';
import { Button, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { usePayoutInsights } from '../api/get-payout-insights';
import { useSubmissionInsights } from '../api/get-submission-insights';

// The chart library loads with the first chart, not with the admin remote.
const InsightsCharts = lazy(() => import('./insights-charts'));

/**
 * The Insights tab (docs/product.md#insights): the live review queue, then charts of the last 7,
 * 30 or 90 days, each with a table of the same numbers.
 */
export function InsightsTab() {
  const [days, setDays] = useState<InsightsRange>(30);
  const submissions = useSubmissionInsights(days);
  const payouts = usePayoutInsights(days);
  const error = submissions.error ?? payouts.error;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Insights</h2>
        <div role="group" aria-label="Period" className="flex gap-2">
          {insightsRanges.map((range) => (
            <Button
              key={range}
              size="sm"
              variant={range === days ? 'default' : 'outline'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              {range} days
            </Button>
          ))}
        </div>
      </div>
      {submissions.data && <QueueNow queue={submissions.data.queue} />}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageFor(error, 'Failed to load the insights')}
        </p>
      )}
      {(submissions.isPending || payouts.isPending) && !error && <Spinner />}
      {submissions.data && payouts.data && (
        <Suspense fallback={<Spinner />}>
          <InsightsCharts submissions={submissions.data} payouts={payouts.data} />
        </Suspense>
      )}
    </div>
  );
}

/** '2 d 3 h', '45 min': how long the oldest pending submission has waited. */
function waited(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${Math.round(minutes % 60)} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function QueueNow({ queue }: { queue: SubmissionInsights['queue'] }) {
  const tiles = [
    { label: 'Pending now', value: String(queue.pending) },
    { label: 'Processing now', value: String(queue.processing) },
    {
      label: 'Oldest pending',
      value: queue.oldestPendingMinutes === null ? 'None' : waited(queue.oldestPendingMinutes),
    },
  ];
  return (
    <dl aria-label="Review queue now" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {tiles.map(({ label, value }) => (
        <div key={label} className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid={`queue-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
