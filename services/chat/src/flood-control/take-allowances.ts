import { createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { AllowanceModel } from './allowance.model';

/** One limit on one sender: at most `limit` posts per `windowMs`. */
export interface Allowance {
  /** What is counted and for whom, e.g. `chat-user:<userId>`. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Takes one post from each allowance, or none: when any is used up the ones already taken are
 * given back and the post is refused with 429 and Retry-After (the end of that window), so a
 * refused post changes nothing. Each counter moves with one conditional upsert: a counter at its
 * limit does not match, the upsert then collides with it on `_id`, and that collision is the
 * refusal, atomically across replicas.
 */
export async function takeAllowances(
  { allowances, now = Date.now() }: { allowances: Allowance[]; now?: number },
  { allowanceRecords }: { allowanceRecords: AllowanceModel },
): Promise<void> {
  const taken: string[] = [];
  for (const { key, limit, windowMs } of allowances) {
    const window = Math.floor(now / windowMs);
    const id = `${key}:${window}`;
    const endsAt = (window + 1) * windowMs;
    try {
      await allowanceRecords.updateOne(
        { _id: id, count: { $lt: limit } },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(endsAt) } },
        { upsert: true },
      );
      taken.push(id);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await allowanceRecords.updateMany({ _id: { $in: taken } }, { $inc: { count: -1 } });
      const waitSeconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
      throw createError(
        429,
        `You are sending messages too quickly. Please wait ${waitSeconds} seconds and try again.`,
        { headers: { 'Retry-After': String(waitSeconds) } },
      );
    }
  }
}
