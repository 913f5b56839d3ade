import createError from 'http-errors';
import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '../duplicate-key';
import { idempotencyKeyHeader } from '../internal-client/internal-client';

export interface InboxOptions {
  /** Collection of applied keys; `inbox` by default. */
  name?: string;
  /**
   * A claim older than this is taken to be from a process that died while applying, and the
   * message is applied again. 30 s by default.
   */
  staleAfterMs?: number;
}

export interface ApplyOnceResult<T> {
  /** False when the key had been applied before (a redelivery): `result` is the stored one. */
  applied: boolean;
  result: T;
}

export interface Inbox {
  /**
   * Runs `fn` for `key` once. A repeated key answers the first run's result without running
   * `fn`; a key being applied right now by another request is refused 409 (the sender retries).
   * If `fn` throws, nothing is recorded and a retry applies it.
   */
  applyOnce: <T>(key: string, fn: (key: string) => Promise<T>) => Promise<ApplyOnceResult<T>>;
}

interface InboxRecord {
  _id: string;
  state: 'applying' | 'applied';
  claimedAt: Date;
  appliedAt?: Date;
  result?: unknown;
}

/**
 * The receiving side of the outbox: idempotency keys stored in a collection whose `_id` (the
 * key, unique by MongoDB's own index) makes a second claim of the same key fail. A message is
 * claimed, applied, then marked applied with its result; a redelivery finds it applied and gets
 * the same answer.
 */
export function createInbox(
  db: Connection,
  { name = 'inbox', staleAfterMs = 30_000 }: InboxOptions = {},
): Inbox {
  const records = () => db.collection<InboxRecord>(name);

  async function claim(key: string): Promise<{ claimedAt: Date } | { done: InboxRecord }> {
    const claimedAt = new Date();
    try {
      await records().insertOne({ _id: key, state: 'applying', claimedAt });
      return { claimedAt };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await records().findOne({ _id: key });
    if (!existing) return claim(key); // the other claim failed and was withdrawn meanwhile
    if (existing.state === 'applied') return { done: existing };
    if (Date.now() - existing.claimedAt.getTime() < staleAfterMs) {
      throw createError(409, 'This message is being applied; retry later');
    }
    // The process that claimed it died mid-way: take the claim over (one taker wins).
    const taken = await records().updateOne(
      { _id: key, state: 'applying', claimedAt: existing.claimedAt },
      { $set: { claimedAt } },
    );
    if (taken.modifiedCount !== 1)
      throw createError(409, 'This message is being applied; retry later');
    return { claimedAt };
  }

  return {
    async applyOnce<T>(key: string, fn: (key: string) => Promise<T>) {
      const claimed = await claim(key);
      if ('done' in claimed) return { applied: false, result: claimed.done.result as T };
      let result: T;
      try {
        result = await fn(key);
      } catch (error) {
        await records().deleteOne({ _id: key, state: 'applying', claimedAt: claimed.claimedAt });
        throw error;
      }
      await records().updateOne(
        { _id: key },
        { $set: { state: 'applied', appliedAt: new Date(), result: result ?? null } },
      );
      return { applied: true, result };
    },
  };
}

/** The `Idempotency-Key` of a delivered message, or a 400 when it is missing. */
export function idempotencyKeyOf(ctx: Pick<Context, 'get'>): string {
  const key = ctx.get(idempotencyKeyHeader);
  if (!key || key.length > 200) throw createError(400, 'Idempotency-Key header required');
  return key;
}
