import { formatMoney } from '@cardbridge/catalogue';
import type { PayoutInsights } from '@cardbridge/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard, DataTable } from './chart-card';
import { axisTick, gridStroke, payoutStatusColor, shortDay, tooltipStyle } from './chart-theme';
import { DurationChart } from './duration-chart';

const dollars = (cents: number) => Math.round(cents) / 100;

/** Payout volume per day (booked and paid) and time from completion to paid by brand. */
export function PayoutCharts({ insights }: { insights: PayoutInsights }) {
  const days = insights.days.map((d) => ({
    label: shortDay(d.day),
    paid: dollars(d.byStatus.completed.amountCents),
    notPaid: dollars(d.amountCents - d.byStatus.completed.amountCents),
  }));
  const { totals } = insights;
  return (
    <>
      <ChartCard
        title="Payout volume per day"
        summary={`${totals.count} payouts booked for ${formatMoney(totals.amountCents)}; ${formatMoney(totals.paidCents)} paid.`}
        chart={
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={days}>
              <CartesianGrid stroke={gridStroke} vertical={false} />
              <XAxis dataKey="label" tick={axisTick} minTickGap={12} />
              <YAxis tick={axisTick} width={56} unit="$" />
              <Tooltip {...tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
              <Legend />
              <Bar
                dataKey="paid"
                name="Paid ($)"
                stackId="amount"
                fill={payoutStatusColor.completed}
                isAnimationActive={false}
              />
              <Bar
                dataKey="notPaid"
                name="Not paid ($)"
                stackId="amount"
                fill={payoutStatusColor.pending}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption="Payout volume per day"
            columns={['Day', 'Payouts', 'Booked', 'Paid']}
            rows={insights.days.map((d) => [
              shortDay(d.day),
              d.count,
              formatMoney(d.amountCents),
              formatMoney(d.byStatus.completed.amountCents),
            ])}
          />
        }
      />
      <DurationChart
        title="Time to payout"
        countLabel="Payouts paid"
        empty="No payouts paid in this period."
        rows={insights.timeToPayout.map((r) => ({ ...r, label: r.brand ?? 'Not recorded' }))}
      />
    </>
  );
}
