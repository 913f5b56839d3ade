import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { activeTraceparent } from '../tracing/trace-context';
import { outboxField } from './outbox-message';
import type { OutboxMessage } from './outbox-message';

export interface NewOutboxMessage {
  /**
   * The receiver's `internalRoutes` row (@cardbridge/api-routes): the message goes to its service
   * (an internal client's `service` name) at its path.
   */
  route: { method: 'POST'; path: string; service: string; request?: z.ZodType | undefined };
  topic: string;
  payload: Record<string, unknown>;
  /** Defaults to a fresh UUID; pass one to make a retried use case announce the same message. */
  id?: string;
}

export interface Outbox {
  /** The collection whose documents carry the messages. */
  readonly name: string;
  readonly db: Connection;
  /** A message ready to be stored (its id is the receiver's idempotency key). */
  message: (input: NewOutboxMessage) => OutboxMessage;
  /**
   * The `$push` to add to the use case's own update, so the change and its announcement are
   * one single-document write: `Model.updateOne(filter, { $set: change, ...outbox.push(m) })`.
   */
  push: (...messages: OutboxMessage[]) => { $push: Record<string, { $each: OutboxMessage[] }> };
  /**
   * The same for a write that picks its own document (an update pipeline with a `sort`: "claim
   * the oldest"), where a message may need that document's id: the `$set` entries that append
   * the messages, each stored as given (`$literal`) or computed by an expression of the document
   * (adminAuditOfSelf). `Model.findOneAndUpdate(filter, [{ $set: { ...change,
   * ...outbox.append(m) } }], { sort, updatePipeline: true })`.
   */
  append: (...messages: (OutboxMessage | MessageExpression)[]) => Record<string, unknown>;
  /** The field value for a document created with its announcement: `{ ...doc, ...outbox.field(m) }`. */
  field: (...messages: OutboxMessage[]) => Record<string, OutboxMessage[]>;
  /**
   * A message that announces no change of a document (its own document in the outbox's
   * collection; use a dedicated collection for these).
   */
  enqueue: (input: NewOutboxMessage) => Promise<OutboxMessage>;
  /** Messages not delivered yet, oldest first (inspection, tests). */
  pending: () => Promise<OutboxMessage[]>;
  /** Tells this process's relays that a message was written, so they deliver it now. */
  notify: () => void;
  /** Relays subscribe here; answers the unsubscribe. */
  onNotify: (listener: () => void) => () => void;
}

/**
 * A message computed in an update pipeline from the document it is written into (an aggregation
 * expression), for `Outbox.append`.
 */
export class MessageExpression {
  constructor(readonly expression: Record<string, unknown>) {}
}

/**
 * The sending side of the outbox pattern on a standalone MongoDB (no transactions): a message
 * lives inside the document whose change it announces, written by the same single-document
 * update, so either both are stored or neither is. `createOutboxRelay` delivers it.
 */
export function createOutbox({ db, name }: { db: Connection; name: string }): Outbox {
  const listeners = new Set<() => void>();
  const message = ({ id = randomUUID(), route, topic, payload }: NewOutboxMessage) => {
    // A message its receiver would refuse (400) would be retried forever: refuse it here, where
    // the use case that wrote it fails and says why.
    route.request?.parse({ id, topic, payload });
    const now = new Date();
    return {
      id,
      to: route.service,
      path: route.path,
      topic,
      payload,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      traceparent: activeTraceparent() ?? null,
    };
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    name,
    db,
    message,
    push: (...messages) => ({ $push: { [outboxField]: { $each: messages } } }),
    append: (...messages) => ({
      [outboxField]: {
        $concatArrays: [
          { $ifNull: [`$${outboxField}`, []] },
          messages.map((m) => (m instanceof MessageExpression ? m.expression : { $literal: m })),
        ],
      },
    }),
    field: (...messages) => ({ [outboxField]: messages }),
    enqueue: async (input) => {
      const stored = message(input);
      await db.collection(name).insertOne({ [outboxField]: [stored], createdAt: stored.createdAt });
      notify();
      return stored;
    },
    pending: async () => {
      const docs = await db
        .collection<{ [outboxField]?: OutboxMessage[] }>(name)
        .find({ [`${outboxField}.0`]: { $exists: true } })
        .toArray();
      return docs
        .flatMap((doc) => doc[outboxField] ?? [])
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    notify,
    onNotify: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
