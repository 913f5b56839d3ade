import { SpanKind } from '@opentelemetry/api';
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { InternalClient } from '../internal-client/internal-client';
import { periodicWorker } from '../workers/periodic-worker';
import type { Worker } from '../workers/worker';
import { inSpan } from '../tracing/trace-context';
import { backoffDelay, defaultBackoff } from './backoff';
import type { BackoffOptions } from './backoff';
import type { Outbox } from './outbox';
import { outboxField } from './outbox-message';
import type { DeliveredMessage, OutboxMessage } from './outbox-message';

export interface OutboxRelayOptions {
  outbox: Outbox;
  /** One internal client per neighbour; a message goes to the client whose `service` is its `to`. */
  clients: InternalClient[];
  logger: Logger;
  /** Pause between rounds when nothing woke the relay. 1 s by default. */
  intervalMs?: number;
  backoff?: BackoffOptions;
  /** Messages read per round. */
  batchSize?: number;
  /**
   * How long a message being delivered is hidden from other relays (and from this one after a
   * crash): longer than a call can take. 30 s by default.
   */
  leaseMs?: number;
}

export interface OutboxRelay extends Worker {
  /** One delivery round now (tests). */
  runNow: () => Promise<void>;
}

type DocId = Types.ObjectId | string;

interface AnnouncingDoc {
  _id: DocId;
  [outboxField]?: OutboxMessage[];
}

/**
 * The stored message's route: its path was taken from an `internalRoutes` row when it was
 * written. The answer is not read, only its 2xx (a redelivery gets the first answer anyway).
 */
const storedRoute = (message: OutboxMessage) =>
  ({ method: 'POST', path: message.path, response: z.unknown() }) as const;

/**
 * Delivers the outbox's messages at least once: each due message is claimed with a lease
 * (claimedBy/claimedUntil, so two relays or replicas do not send it at the same time), POSTed through the neighbour's internal client with its id as
 * the idempotency key, and removed only once the neighbour answered 2xx. A failure is recorded
 * on the message and retried with exponential backoff; a crash mid-delivery leaves the message
 * in place, due again when its lease ends. Receivers must apply messages idempotently
 * (`createInbox().applyOnce`), since a delivery whose answer was lost is sent again.
 */
export function createOutboxRelay({
  outbox,
  clients,
  logger,
  intervalMs = 1_000,
  backoff = defaultBackoff,
  batchSize = 50,
  leaseMs = 30_000,
}: OutboxRelayOptions): OutboxRelay {
  const byService = new Map(clients.map((client) => [client.service, client]));
  const collection = () => outbox.db.collection<AnnouncingDoc>(outbox.name);
  const log = logger.child({ outbox: outbox.name });
  let stopping = false;

  /**
   * Claims the message as read, atomically: only where it is still unclaimed or its claim ran
   * out, so of two relays racing for it one wins. Answers the claim's token, which fences the
   * settling writes: a relay whose claim was taken over cannot remove or reschedule it.
   */
  async function claim(docId: DocId, message: OutboxMessage): Promise<string | undefined> {
    const now = new Date();
    const token = randomUUID();
    // The whole element in one path: one positional target per update (the embedded server
    // refuses several `outbox.$.<field>` paths in one update as conflicting).
    const result = await collection().updateOne(
      {
        _id: docId,
        [outboxField]: {
          $elemMatch: {
            id: message.id,
            nextAttemptAt: message.nextAttemptAt,
            claimedUntil: { $not: { $gt: now } },
            attempts: message.attempts,
          },
        },
      },
      {
        $set: {
          [`${outboxField}.$`]: {
            ...message,
            claimedBy: token,
            claimedUntil: new Date(now.getTime() + leaseMs),
          },
        },
      },
    );
    return result.modifiedCount === 1 ? token : undefined;
  }

  /**
   * One delivery, as a span continuing the trace of the request that wrote the message (and
   * linked to it), so a trace follows the work across the outbox hop.
   */
  const deliver = (docId: DocId, message: OutboxMessage) =>
    inSpan(`outbox deliver ${message.topic}`, () => deliverNow(docId, message), {
      parent: message.traceparent ?? undefined,
      kind: SpanKind.PRODUCER,
      hop: 'outbox',
    });

  async function deliverNow(docId: DocId, message: OutboxMessage): Promise<void> {
    const token = await claim(docId, message);
    if (!token) return; // another relay has it
    const client = byService.get(message.to);
    try {
      if (!client) throw new Error(`no internal client for "${message.to}"`);
      const body: DeliveredMessage = {
        id: message.id,
        topic: message.topic,
        payload: message.payload,
      };
      await client.post(storedRoute(message), body, { idempotencyKey: message.id });
    } catch (error) {
      const attempts = message.attempts + 1;
      const delayMs = backoffDelay(attempts, backoff);
      const reason = describe(error);
      // The payload is never logged: it may carry account details.
      log.warn(
        { messageId: message.id, topic: message.topic, to: message.to, attempts, delayMs, reason },
        'outbox delivery failed; will retry',
      );
      await collection().updateOne(
        { _id: docId, [outboxField]: { $elemMatch: { id: message.id, claimedBy: token } } },
        {
          $set: {
            [`${outboxField}.$`]: {
              ...message,
              attempts,
              nextAttemptAt: new Date(Date.now() + delayMs),
              lastError: reason,
              claimedBy: null,
              claimedUntil: null,
            },
          },
        },
      );
      return;
    }
    // Only under our claim: had it run out and another relay taken the message, that relay
    // settles it (its delivery is a duplicate the receiver's inbox ignores).
    await collection().updateOne(
      { _id: docId },
      { $pull: { [outboxField]: { id: message.id, claimedBy: token } } },
    );
    log.info(
      {
        messageId: message.id,
        topic: message.topic,
        to: message.to,
        attempts: message.attempts + 1,
      },
      'outbox message delivered',
    );
  }

  async function round(): Promise<void> {
    const now = new Date();
    const docs = await collection()
      // Messages other relays hold are skipped here, so they cannot fill the batch.
      .find(
        {
          // Implied by the $elemMatch below; stated on its own, bounded on both sides, so an
          // index answers it from the due messages' keys alone (not every document's missing one).
          [`${outboxField}.nextAttemptAt`]: { $gte: new Date(0), $lte: now },
          [outboxField]: {
            $elemMatch: { nextAttemptAt: { $lte: now }, claimedUntil: { $not: { $gt: now } } },
          },
        },
        // The messages only: the rest of a document (a submission's every field) is not sent.
        { projection: { [outboxField]: 1 } },
      )
      .limit(batchSize)
      .toArray();
    for (const doc of docs) {
      for (const message of doc[outboxField] ?? []) {
        if (stopping) return;
        const claimed = message.claimedUntil && message.claimedUntil > now;
        if (message.nextAttemptAt <= now && !claimed) await deliver(doc._id, message);
      }
    }
  }

  const worker = periodicWorker({
    name: `outbox relay (${outbox.name})`,
    intervalMs,
    run: () =>
      round().catch((error: unknown) => {
        log.error({ err: error }, 'outbox relay round failed');
      }),
  });
  let unsubscribe: (() => void) | undefined;

  return {
    name: worker.name,
    runNow: worker.runNow,
    start: () => {
      stopping = false;
      unsubscribe = outbox.onNotify(worker.wake);
      worker.start();
    },
    stop: async () => {
      stopping = true;
      unsubscribe?.();
      await worker.stop();
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const reason = (error as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : error.message;
}
