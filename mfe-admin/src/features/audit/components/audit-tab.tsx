import { useState } from 'react';
import { format } from 'date-fns';
import type { AdminAuditItem } from '@cardbridge/contracts';
import { Card, CardContent, CardHeader, CardTitle, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { noAuditFilters, useAudit, type AuditFilters } from '../api/get-audit';
import { AuditFiltersForm } from './audit-filters';

function AuditRow({ entry }: { entry: AdminAuditItem }) {
  return (
    <tr data-testid="audit-row" className="border-b border-border align-top last:border-0">
      <td className="py-2 pr-4 whitespace-nowrap">
        <time dateTime={entry.at}>{format(new Date(entry.at), 'MMM d, yyyy HH:mm:ss')}</time>
      </td>
      <td className="py-2 pr-4">
        {entry.admin}
        {entry.role && <span className="text-muted-foreground"> · {entry.role}</span>}
      </td>
      <td className="py-2 pr-4 font-mono text-xs">{entry.action}</td>
      <td className="py-2 pr-4 break-all">{entry.target ?? '—'}</td>
      <td className="py-2 font-mono text-xs">{entry.address}</td>
    </tr>
  );
}

/**
 * The Audit tab (owners): every admin action, newest first, filtered on the server and paged
 * with "Load more". Read-only: nothing here (or anywhere) edits an entry (docs/product.md#admin-team).
 */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some((value) => value.trim());

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Audit trail</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AuditFiltersForm onApply={setFilters} />
        {audit.isLoading && <Spinner />}
        {audit.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFor(audit.error, 'Failed to load the audit trail')}
          </p>
        )}
        {audit.isSuccess && (
          <p role="status" className="text-sm text-muted-foreground">
            {entries.length === 0
              ? filtered
                ? 'No entries match these filters.'
                : 'No admin actions recorded yet.'
              : `Showing ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, newest first`}
          </p>
        )}
        {entries.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr className="border-b border-border">
                  {['When', 'Admin', 'Action', 'Target', 'Address'].map((name) => (
                    <th key={name} scope="col" className="py-2 pr-4 font-medium">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMoreButton pages={audit} />
      </CardContent>
    </Card>
  );
}
