import type { ReactNode } from 'react';
import { Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';

/**
 * A tab's list as a table: named column headers, a last column for each row's actions (named for
 * screen readers only), scrolling sideways on a narrow screen rather than the page.
 */
export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr className="border-b border-border">
            {columns.map((name) => (
              <th key={name} scope="col" className="py-2 pr-4 font-medium">
                {name}
              </th>
            ))}
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A list's loading spinner, or why it could not be loaded (the server's words when it gave some). */
export function ListLoadState({
  query,
  failure,
}: {
  query: { isLoading: boolean; error: unknown };
  failure: string;
}) {
  if (query.isLoading) return <Spinner />;
  if (!query.error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorMessageFor(query.error, failure)}
    </p>
  );
}
