import type { PayoutInsights, SubmissionInsights } from '@cardbridge/contracts';
import { PayoutCharts } from './payout-charts';
import { SubmissionCharts } from './submission-charts';

/**
 * Every chart of the Insights tab. Loaded on demand (insights-tab.tsx), so the chart library is a
 * chunk of its own that only the Insights tab pays for.
 */
export default function InsightsCharts({
  submissions,
  payouts,
}: {
  submissions: SubmissionInsights;
  payouts: PayoutInsights;
}) {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <SubmissionCharts insights={submissions} />
      <PayoutCharts insights={payouts} />
    </div>
  );
}
