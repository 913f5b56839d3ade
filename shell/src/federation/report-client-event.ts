import type { ClientEvent } from '@cardbridge/contracts';

/** What the shell may say about an error: enough to recognise it, never a page's data. */
const MESSAGE_CHARS = 300;

/**
 * Tells the service that keeps the release signals (docs/product.md#releasing-a-remote) about a
 * remote version: a page view, a load failure, a render error. Fire and forget: a report that
 * cannot be sent (offline, rate-limited) is dropped, and never disturbs the page. It names the
 * route pattern, not the URL, and nothing about the person.
 */
export function reportClientEvent(event: ClientEvent): void {
  const body: ClientEvent = event.message
    ? { ...event, message: event.message.slice(0, MESSAGE_CHARS) }
    : event;
  try {
    void fetch('/api/client-events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // Sent even when the report is made as the page unloads.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // no fetch (an old test environment): nothing to report to
  }
}

/** `/remotes/seller/3f2a9c1d0b4e/` -> `3f2a9c1d0b4e`. */
export function versionOfUrl(url: string): string | undefined {
  return /\/([0-9a-f]{12})\/?$/.exec(url)?.[1];
}
