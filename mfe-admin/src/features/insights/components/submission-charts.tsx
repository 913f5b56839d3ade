import { submissionStatuses, submissionStatusInfo } from '@cardbridge/contracts';
import type { SubmissionInsights } from '@cardbridge/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard, DataTable } from './chart-card';
import {
  axisTick,
  gridStroke,
  percent,
  shortDay,
  submissionStatusColor,
  tooltipStyle,
} from './chart-theme';
import { DurationChart } from './duration-chart';

/** Submissions per day by status, the approval rate per day, time to decision by brand. */
export function SubmissionCharts({ insights }: { insights: SubmissionInsights }) {
  const days = insights.days.map((d) => ({
    ...d.created,
    label: shortDay(d.day),
    approvalPercent: d.approvalRate === null ? null : Math.round(d.approvalRate * 1000) / 10,
  }));
  const { approval } = insights;
  return (
    <>
      <ChartCard
        title="Submissions per day"
        summary="Submissions made each day, by their status now."
        chart={
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={days}>
              <CartesianGrid stroke={gridStroke} vertical={false} />
              <XAxis dataKey="label" tick={axisTick} minTickGap={12} />
              <YAxis tick={axisTick} allowDecimals={false} width={40} />
              <Tooltip {...tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
              <Legend />
              {submissionStatuses.map((status) => (
                <Bar
                  key={status}
                  dataKey={status}
                  name={submissionStatusInfo[status].label}
                  stackId="status"
                  fill={submissionStatusColor[status]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption="Submissions per day by status"
            columns={['Day', ...submissionStatuses.map((s) => submissionStatusInfo[s].label)]}
            rows={insights.days.map((d) => [
              shortDay(d.day),
              ...submissionStatuses.map((s) => d.created[s]),
            ])}
          />
        }
      />
      <ChartCard
        title="Approval rate"
        summary={
          approval.decided === 0
            ? 'No decisions in this period.'
            : `${percent(approval.rate)} of ${approval.decided} decisions approved.`
        }
        chart={
          <ResponsiveContainer width="100%" height={220}>
            <LineChart data={days}>
              <CartesianGrid stroke={gridStroke} vertical={false} />
              <XAxis dataKey="label" tick={axisTick} minTickGap={12} />
              <YAxis tick={axisTick} domain={[0, 100]} unit="%" width={48} />
              <Tooltip {...tooltipStyle} />
              <Line
                type="monotone"
                dataKey="approvalPercent"
                name="Approved (%)"
                stroke="var(--primary)"
                strokeWidth={2}
                dot={{ r: 2, fill: 'var(--primary)' }}
                connectNulls
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption="Approval rate per day"
            columns={['Day', 'Decided', 'Approved', 'Approval rate']}
            rows={insights.days.map((d) => [
              shortDay(d.day),
              d.decided,
              d.approved,
              percent(d.approvalRate),
            ])}
          />
        }
      />
      <DurationChart
        title="Time to decision"
        countLabel="Decisions"
        empty="No decisions in this period."
        rows={insights.timeToDecision.map((r) => ({ ...r, label: r.brand }))}
      />
    </>
  );
}
