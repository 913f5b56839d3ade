import { useQuery } from '@tanstack/react-query';
import { payoutInsightsSchema } from '@cardbridge/contracts';
import type { InsightsRange, PayoutInsights } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const payoutInsightsQueryKey = (days: InsightsRange) =>
  ['insights', 'payouts', days] as const;

/** GET /api/admin/insights/payouts: the payouts side of the Insights tab. */
export function getPayoutInsights(days: InsightsRange): Promise<PayoutInsights> {
  return getJson(`/api/admin/insights/payouts?days=${days}`, payoutInsightsSchema);
}

export function usePayoutInsights(days: InsightsRange) {
  return useQuery({
    queryKey: payoutInsightsQueryKey(days),
    queryFn: () => getPayoutInsights(days),
  });
}
