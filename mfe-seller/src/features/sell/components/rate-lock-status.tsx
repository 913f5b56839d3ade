import { errorMessageFor } from '@cardbridge/web-kit';
import { Button } from '@cardbridge/ui';
import type { RateLock } from '../hooks/use-rate-lock';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 1_752_000 ms -> '29:12'. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1_000);
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}

/** "Rate locked for 29:12", counting down; says when a lock ran out and was renewed. */
export function RateLockStatus({ lock }: { lock: RateLock }) {
  if (lock.error && (!lock.quote || lock.remainingMs === 0)) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-2 text-sm text-destructive"
      >
        {errorMessageFor(lock.error, 'We could not lock your rate.')}
        <Button type="button" size="sm" variant="outline" onClick={lock.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!lock.quote || lock.remainingMs === 0) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Locking your rate...
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p data-testid="rate-lock" className="font-medium">
        Rate locked for <span role="timer">{formatCountdown(lock.remainingMs)}</span>
      </p>
      {lock.renewed && (
        <p role="status" className="text-muted-foreground">
          Your rate lock ran out, so we quoted again at the current rate.
        </p>
      )}
    </div>
  );
}
