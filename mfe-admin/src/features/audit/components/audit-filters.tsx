import { useForm } from 'react-hook-form';
import { Button, FormFields } from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import { noAuditFilters, type AuditFilters } from '../api/get-audit';

const fields: FieldDescription<keyof AuditFilters>[] = [
  { name: 'admin', label: 'Admin', autoComplete: 'off' },
  { name: 'action', label: 'Action', autoComplete: 'off' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

/**
 * Filters applied together on submit (not per key): an admin's username, an action or its
 * family (`signin`, `team.role`), and a date range with both days included. The server checks them.
 */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { register, handleSubmit, reset } = useForm<AuditFilters>({
    defaultValues: noAuditFilters,
  });
  return (
    <form
      role="search"
      aria-label="Filter the audit trail"
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_1fr_10rem_10rem_auto] sm:items-end"
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <FormFields
        idPrefix="audit"
        fields={fields}
        bind={(name) => register(name)}
        errorFor={() => undefined}
      />
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            reset(noAuditFilters);
            onApply(noAuditFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
