import { Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useRateHistory } from '../api/get-rate-history';

const when = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A brand's rate changes, newest first: when, who, old -> new. */
export function RateHistory({ slug, name }: { slug: string; name: string }) {
  const history = useRateHistory(slug);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label={`Rate history of ${name}`} className="flex flex-col gap-2">
      <h4 className="font-semibold">Rate history</h4>
      {history.isLoading && <Spinner />}
      {history.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageFor(history.error, 'Failed to load the rate history')}
        </p>
      )}
      {history.data && items.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No changes yet: the rate is the starting one.
        </p>
      )}
      {items.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm">
          {items.map((change) => (
            <li key={`${change.at}-${change.to}`} data-testid="rate-change">
              <span className="text-muted-foreground">{when(change.at)}</span> · {change.admin}:{' '}
              {change.from}% → {change.to}%
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton pages={history} />
    </section>
  );
}
