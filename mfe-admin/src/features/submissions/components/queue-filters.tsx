import type { RefObject } from 'react';
import {
  adminSubmissionOrders,
  submissionStatuses,
  submissionStatusInfo,
} from '@cardbridge/contracts';
import type { AdminSubmissionOrder, SubmissionStatus } from '@cardbridge/contracts';
import {
  Checkbox,
  Label,
  SearchInput,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@cardbridge/ui';
import { useSubmissionFacets } from '../api/get-submission-facets';
import type { SubmissionFilters } from '../api/get-admin-submissions';

export type FilterValues = Omit<SubmissionFilters, 'q'> & { search: string };

const orderLabel: Record<AdminSubmissionOrder, string> = {
  target: 'Time left to target',
  newest: 'Newest first',
};

interface QueueFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * Search, status, brand, flagged and order. The brands come from the server's facets over the
 * whole queue, not from the page loaded (docs/product.md#admin-review).
 */
export function QueueFilters({ values, onChange, searchRef }: QueueFiltersProps) {
  const facets = useSubmissionFacets();
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  const brands = [
    ...new Set([...(facets.data?.brands ?? []), ...(values.brand === 'all' ? [] : [values.brand])]),
  ].sort();
  const count = (status: SubmissionStatus) => facets.data?.statuses[status];

  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchInput
        ref={searchRef}
        className="min-w-56 flex-1"
        aria-label="Search submissions"
        aria-keyshortcuts="/"
        placeholder="Search by ID, brand, card number, username, email, or amount..."
        value={values.search}
        onChange={(event) => set({ search: event.target.value })}
      />
      <Select value={values.status} onValueChange={(status) => set({ status })}>
        <SelectTrigger aria-label="Status" className="w-40" size="sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All</SelectItem>
          {submissionStatuses.map((s) => (
            <SelectItem key={s} value={s}>
              {submissionStatusInfo[s].label}
              {count(s) !== undefined && ` (${count(s)})`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={values.brand} onValueChange={(brand) => set({ brand })}>
        <SelectTrigger aria-label="Brand" className="w-44" size="sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Brands</SelectItem>
          {brands.map((b) => (
            <SelectItem key={b} value={b}>
              {b}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={values.sort}
        onValueChange={(sort) => set({ sort: sort as AdminSubmissionOrder })}
      >
        <SelectTrigger aria-label="Order" className="w-48" size="sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {adminSubmissionOrders.map((order) => (
            <SelectItem key={order} value={order}>
              {orderLabel[order]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex items-center gap-2">
        <Checkbox
          id="queue-flagged"
          checked={values.flagged}
          onCheckedChange={(checked) => set({ flagged: checked === true })}
        />
        <Label htmlFor="queue-flagged">Flagged</Label>
      </div>
    </div>
  );
}
