import { createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { AllowanceModel } from './allowance.model';

/** One limit on one sender: at most `limit` posts per `windowMs`. */
export interface Allowance {
  /** What is counted and for whom, e.g. `chat-user:<userId>`. */
  key: string;
  limit: number;
  windowMs: number;
}

type Deps = { allowanceRecords: AllowanceModel };

/** The posts taken from counters; given back when the post is not saved after all. */
export interface TakenAllowances {
  giveBack: () => Promise<void>;
}

/**
 * Takes one post from each allowance, or none: when any is used up the ones already taken are
 * given back and the post is refused with 429 and Retry-After (the end of that window), so a
 * refused post changes nothing. Each counter moves with one conditional upsert: a counter at its
 * limit does not match, the upsert then collides with it on `_id`, and that collision is the
 * refusal, atomically across replicas. A post refused later (an unknown session, a neighbour
 * down) gives its posts back with `giveBack`.
 */
export async function takeAllowances(
  { allowances, now = Date.now() }: { allowances: Allowance[]; now?: number },
  deps: Deps,
): Promise<TakenAllowances> {
  const taken: string[] = [];
  for (const { key, limit, windowMs } of allowances) {
    const window = Math.floor(now / windowMs);
    const id = `${key}:${window}`;
    const endsAt = (window + 1) * windowMs;
    try {
      await deps.allowanceRecords.updateOne(
        { _id: id, count: { $lt: limit } },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(endsAt) } },
        { upsert: true },
      );
      taken.push(id);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await giveBack(taken, deps);
      const waitSeconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
      throw createError(
        429,
        `You are sending messages too quickly. Please wait ${waitSeconds} seconds and try again.`,
        { headers: { 'Retry-After': String(waitSeconds) } },
      );
    }
  }
  return { giveBack: () => giveBack(taken, deps) };
}

/**
 * Returns one post to each counter, and removes a counter that is back to nothing, so a refused
 * post leaves no trace. A post racing the removal either finds the counter or creates it anew.
 */
async function giveBack(ids: string[], { allowanceRecords }: Deps): Promise<void> {
  if (ids.length === 0) return;
  await allowanceRecords.updateMany({ _id: { $in: ids } }, { $inc: { count: -1 } });
  await allowanceRecords.deleteMany({ _id: { $in: ids }, count: { $lte: 0 } });
}

/** Runs `save` with the posts taken; if it fails, they are given back and its error rethrown. */
export async function withAllowances<T>(
  allowances: Allowance[],
  deps: Deps,
  save: () => Promise<T>,
): Promise<T> {
  const taken = await takeAllowances({ allowances }, deps);
  try {
    return await save();
  } catch (error) {
    await taken.giveBack().catch(() => undefined);
    throw error;
  }
}
