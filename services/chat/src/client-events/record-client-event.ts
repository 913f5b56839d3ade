import type { ClientEvent } from '@cardbridge/contracts';
import type { ClientEventCountModel } from './client-event-count.model';

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * Counts one report in its remote version's minute. The message is not stored: it only says what
 * went wrong in that browser (the counts are what releases are judged on), and it is logged.
 */
export async function recordClientEvent(
  event: ClientEvent,
  { counts, now = new Date() }: { counts: ClientEventCountModel; now?: Date },
): Promise<void> {
  await counts.updateOne(
    { remote: event.remote, minute: minuteOf(now), version: event.version, kind: event.kind },
    { $inc: { count: 1 } },
    { upsert: true },
  );
}
