import { useRef, useState } from 'react';
import { ListChecks } from 'lucide-react';
import type { AdminSubmission } from '@cardbridge/contracts';
import { Button, Spinner } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useCurrentAdmin } from '../../../lib/api/get-current-admin';
import { useCan } from '../../../lib/use-can';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminSubmissions } from '../api/get-admin-submissions';
import { useReviewNext } from '../api/review-next';
import { useNow } from '../hooks/use-now';
import { useQueueHotkey } from '../hooks/use-queue-hotkey';
import { QueueFilters, type FilterValues } from './queue-filters';
import { QueueList } from './queue-list';
import { queueKeys, shortcutRows } from './queue-shortcuts';
import { ShortcutsDialog } from './shortcuts-dialog';
import { SubmissionDetail } from './submission-detail';

const noFilters: FilterValues = {
  search: '',
  status: 'all',
  brand: 'all',
  flagged: false,
  sort: 'target',
};

/**
 * The Submissions tab as a review console (docs/product.md#admin-review): a dense queue, one row
 * per submission, beside the selected one in full; j/k, c, the status keys and ? for the rest.
 * Search and filters are answered by the server, so it stays fast with a very long queue.
 */
export function SubmissionsTab() {
  const { admin } = useCurrentAdmin();
  const decide = useCan('review.decide');
  const secrets = useCan('card.secrets');
  const now = useNow();
  const [filters, setFilters] = useState(noFilters);
  const [selectedId, setSelectedId] = useState<string>();
  // A submission "Review next" handed over that the loaded pages do not hold (another filter).
  const [pinned, setPinned] = useState<AdminSubmission>();
  const [help, setHelp] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const next = useReviewNext();

  // The server is asked once the typing pauses, not at every key.
  const q = useDebouncedValue(filters.search);
  const { status, brand, flagged, sort } = filters;
  const query = useAdminSubmissions({ q, status, brand, flagged, sort });
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

  const listed = items.find((item) => item.id === selectedId);
  const selected = listed ?? (pinned?.id === selectedId ? pinned : undefined) ?? items[0];
  const step = (by: 1 | -1) => {
    const at = items.findIndex((item) => item.id === selected?.id);
    const to = items[Math.min(items.length - 1, Math.max(0, at + by))];
    if (to) setSelectedId(to.id);
    if (by === 1 && at >= items.length - 2 && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage();
    }
  };
  const reviewNext = () =>
    next.mutate(undefined, {
      onSuccess: (submission) => {
        if (!submission) {
          toast({ title: 'Nothing waiting', description: 'No unclaimed submission is pending.' });
          return;
        }
        setPinned(submission);
        setSelectedId(submission.id);
      },
      onError: (error) =>
        toast({
          title: 'Review Next Failed',
          description: errorMessageFor(error, 'No submission could be claimed.'),
          variant: 'destructive',
        }),
    });

  useQueueHotkey(queueKeys.next, () => step(1), !help);
  useQueueHotkey(queueKeys.previous, () => step(-1), !help);
  useQueueHotkey(queueKeys.reviewNext, reviewNext, decide && !help && !next.isPending);
  const symbol = { useKey: true, ignoreModifiers: true };
  useQueueHotkey(queueKeys.search, () => searchRef.current?.focus(), !help, symbol);
  useQueueHotkey(queueKeys.help, () => setHelp(true), true, symbol);

  return (
    <section aria-labelledby="submissions-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="submissions-heading" className="text-xl font-semibold">
          Gift Card Submissions
        </h2>
        <div className="flex items-center gap-2">
          {decide && (
            <Button
              size="sm"
              onClick={reviewNext}
              disabled={next.isPending}
              aria-keyshortcuts={queueKeys.reviewNext}
            >
              <ListChecks aria-hidden="true" /> Review next
            </Button>
          )}
          <ShortcutsDialog
            open={help}
            onOpenChange={setHelp}
            rows={shortcutRows({ decide, secrets })}
          />
        </div>
      </div>
      <QueueFilters values={filters} onChange={setFilters} searchRef={searchRef} />

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span role="status">
          Showing {items.length} of {total} submissions
        </span>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => setFilters(noFilters)}>
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
      {query.isSuccess && items.length === 0 && !pinned && (
        <div className="py-12 text-center">
          <p className="font-medium">No submissions found</p>
          <p className="text-sm text-muted-foreground">
            {filtered
              ? 'Try adjusting your search criteria or filters'
              : 'No gift card submissions have been made yet'}
          </p>
        </div>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-2">
          {items.length > 0 && (
            <QueueList
              items={items}
              selectedId={selected?.id}
              onSelect={setSelectedId}
              onStep={step}
              me={admin?.username}
              now={now}
            />
          )}
          <LoadMoreButton pages={query} />
        </div>
        {selected && (
          <aside
            aria-label="Selected submission"
            className="rounded-md border border-border p-3 lg:sticky lg:top-2 lg:max-h-[calc(100dvh-1rem)] lg:overflow-y-auto"
          >
            <SubmissionDetail
              key={selected.id}
              submission={selected}
              me={admin?.username}
              now={now}
              decide={decide}
              secrets={secrets}
              onChanged={(changed) =>
                setPinned((held) => (held?.id === changed.id ? { ...held, ...changed } : held))
              }
            />
          </aside>
        )}
      </div>
    </section>
  );
}
