import type { DurationPercentiles } from '@cardbridge/contracts';
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
import { axisTick, gridStroke, p50Color, p90Color, tooltipStyle } from './chart-theme';

export interface BrandDurations extends DurationPercentiles {
  /** The label shown for the brand. */
  label: string;
}

/** p50 and p90 in minutes by brand, as horizontal bars (brand names stay readable at 390 px). */
export function DurationChart({
  title,
  rows,
  countLabel,
  empty,
}: {
  title: string;
  rows: BrandDurations[];
  countLabel: string;
  empty: string;
}) {
  const height = Math.max(160, rows.length * 44 + 60);
  return (
    <ChartCard
      title={title}
      summary={rows.length === 0 ? empty : 'Minutes, 50th and 90th percentile, by brand.'}
      chart={
        <ResponsiveContainer width="100%" height={height}>
          <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid stroke={gridStroke} horizontal={false} />
            <XAxis type="number" tick={axisTick} unit=" min" />
            <YAxis type="category" dataKey="label" tick={axisTick} width={96} />
            <Tooltip {...tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
            <Legend />
            <Bar dataKey="p50Minutes" name="p50" fill={p50Color} isAnimationActive={false} />
            <Bar dataKey="p90Minutes" name="p90" fill={p90Color} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={title}
          columns={['Brand', countLabel, 'p50 (minutes)', 'p90 (minutes)']}
          rows={rows.map((r) => [r.label, r.count, r.p50Minutes, r.p90Minutes])}
        />
      }
    />
  );
}
