import { Schema } from 'mongoose';

/** One announcement waiting to be delivered, stored inside the document whose change it tells. */
export interface OutboxMessage {
  /** UUID; sent as the `Idempotency-Key`, so the receiver applies it once. */
  id: string;
  /** The neighbour it goes to: an internal client's `service` name (`payments`). */
  to: string;
  /** The neighbour's internal route it is POSTed to (`/internal/payouts`). */
  path: string;
  /** What happened (`submission.approved`), for the receiver and the logs. */
  topic: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  /** Failed deliveries so far. */
  attempts: number;
  /** Not delivered before this time (backoff after a failure, lease while being delivered). */
  nextAttemptAt: Date;
  lastError: string | null;
  /** The W3C trace context of the request that wrote it: its delivery continues that trace. */
  traceparent?: string | null;
  /** The relay delivering it now (a token per claim), so only that relay settles it. */
  claimedBy?: string | null;
  /** Other relays leave it alone until then; after a crash it is due again at this time. */
  claimedUntil?: Date | null;
}

/** The body a receiver gets. */
export interface DeliveredMessage {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
}

/** Field of an announcing document that holds its undelivered messages. */
export const outboxField = 'outbox';

const messageSchema = new Schema<OutboxMessage>(
  {
    id: { type: String, required: true },
    to: { type: String, required: true },
    path: { type: String, required: true },
    topic: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    lastError: { type: String, default: null },
    traceparent: { type: String, default: null },
    claimedBy: { type: String, default: null },
    claimedUntil: { type: Date, default: null },
  },
  { _id: false, minimize: false },
);

/**
 * Mongoose plugin for a model whose documents announce their changes: adds the `outbox` array
 * (absent until a message is pushed) and the index the relay reads it by.
 * `schema.plugin(outboxPlugin)`.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({ [outboxField]: { type: [messageSchema], default: undefined } });
  schema.index({ [`${outboxField}.nextAttemptAt`]: 1 }, { sparse: true });
  // The same key, not sparse: the embedded database reads only non-sparse indexes, and without one
  // every relay round (one per write that notifies) would scan the whole collection.
  schema.index({ [`${outboxField}.nextAttemptAt`]: 1, _id: 1 });
}
