import { useMemo, useState } from 'react';
import { submissionStatuses, submissionStatusInfo } from '@cardbridge/contracts';
import {
  Button,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  SearchInput,
  Spinner,
} from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminSubmissions } from '../api/get-admin-submissions';
import { SubmissionCard } from './submission-card';

/**
 * The Submissions tab (docs/product.md#screens): search and filters answered by the server, so
 * it stays fast with a very long queue; "Load more" adds the next page below what is shown.
 */
export function SubmissionsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [brand, setBrand] = useState('all');
  // The server is asked once the typing pauses, not at every key.
  const q = useDebouncedValue(search);
  const query = useAdminSubmissions({ q, status, brand });
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const filtered = search.trim() !== '' || status !== 'all' || brand !== 'all';
  const brands = useMemo(
    () =>
      [
        ...new Set([...items.map((item) => item.brand), ...(brand === 'all' ? [] : [brand])]),
      ].sort(),
    [items, brand],
  );

  return (
    <section aria-labelledby="submissions-heading" className="flex flex-col gap-4">
      <h2 id="submissions-heading" className="text-xl font-semibold">
        Gift Card Submissions
      </h2>
      <div className="flex flex-wrap gap-3">
        <SearchInput
          className="min-w-64 flex-1"
          aria-label="Search submissions"
          placeholder="Search by ID, brand, card number, username, email, or amount..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select value={status} onValueChange={setStatus}>
          <SelectTrigger aria-label="Status" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            {submissionStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {submissionStatusInfo[s].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={brand} onValueChange={setBrand}>
          <SelectTrigger aria-label="Brand" className="w-48">
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
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span role="status">
          Showing {items.length} of {total} submissions
        </span>
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch('');
              setStatus('all');
              setBrand('all');
            }}
          >
            Clear filters
          </Button>
        )}
      </div>

      {query.isLoading && <Spinner />}
      {query.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageFor(query.error, 'Failed to load submissions')}
        </p>
      )}
      {query.isSuccess && items.length === 0 && (
        <div className="py-12 text-center">
          <p className="font-medium">No submissions found</p>
          <p className="text-sm text-muted-foreground">
            {filtered
              ? 'Try adjusting your search criteria or filters'
              : 'No gift card submissions have been made yet'}
          </p>
        </div>
      )}
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <SubmissionCard submission={item} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={query} />
    </section>
  );
}
