/** Shown in place of a remote's page when it is down, erroring or too slow. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-16 max-w-md rounded-lg border border-border bg-card p-8 text-center text-card-foreground"
    >
      <h2 className="text-xl font-semibold">This section is temporarily unavailable</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        We couldn&apos;t load this part of Cardbridge. The rest of the site still works.
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Retry
      </button>
    </div>
  );
}
