import { useId, useState, type ReactNode } from 'react';
import { Button, TitledCard } from '@cardbridge/ui';

export interface ChartCardProps {
  title: string;
  /** One line of the numbers that matter, read before the chart. */
  summary?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * A chart with its text alternative: "Show as table" swaps the chart for a table of the same
 * numbers (docs/product.md#insights), for screen readers, exact values and narrow screens.
 */
export function ChartCard({ title, summary, chart, table }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <TitledCard
      title={<h3 id={id}>{title}</h3>}
      description={summary}
      action={
        <Button
          variant="outline"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      }
      contentClassName="min-w-0"
    >
      <section aria-labelledby={id} data-testid={`insights-${asTable ? 'table' : 'chart'}`}>
        {asTable ? <div className="overflow-x-auto">{table}</div> : chart}
      </section>
    </TitledCard>
  );
}

/** A plain table: a header row and one row per item, numbers right-aligned. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          {columns.map((column, i) => (
            <th
              key={column}
              scope="col"
              className={`py-2 pr-3 font-medium ${i ? 'text-right' : 'text-left'}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-b border-border last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className="py-1.5 pr-3 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
