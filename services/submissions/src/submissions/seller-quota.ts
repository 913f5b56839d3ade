import { randomUUID } from 'node:crypto';
import { createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { SubmissionStatus } from '@cardbridge/contracts';
import type { SellerQuotaModels } from './seller-quota.model';
import type { SubmissionModel } from './submission.model';

export interface SellerQuota {
  /** Submissions waiting for review (pending or processing) at once. */
  maxOpen: number;
  /** Photo bytes per UTC day. */
  dailyBytes: number;
}

/** A submission's claim on its seller's quota, from before its photos arrive until it is saved. */
export interface QuotaReservation {
  /** Stored on the submission: while the ticket lives, the submission is counted through it. */
  ticket: string;
  /** Once the photos are in: the slot is confirmed and their bytes reserved (413 if they do not fit). */
  addBytes(bytes: number): Promise<void>;
  /** The submission is saved: it counts itself from now on, so the ticket goes. */
  settle(): Promise<void>;
  /** The submission was refused or failed: its slot and bytes are given back. */
  release(): Promise<void>;
}

export interface SellerQuotaDeps extends SellerQuotaModels {
  submissions: SubmissionModel;
}

/** The statuses that wait for review and so take one of the seller's open slots. */
const openStatuses: SubmissionStatus[] = ['pending', 'processing', 'awaiting_seller'];
/**
 * A ticket older than this is taken for a request that died (a crashed replica): it stops
 * counting, so a crash costs a seller a slot for a while, never for good. Uploads end long before.
 */
const ticketLifetimeMs = 15 * 60_000;
/**
 * Compare-and-set rounds before a seller's own parallel burst is told to retry; only requests of
 * one seller that reserve at the same moment contend, and they back off a little more each round.
 */
const maxAttempts = 100;
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
const megabyte = 1024 * 1024;
const day = 24 * 60 * 60_000;

/**
 * What one seller may send (docs/product.md#limits): a handful of cards waiting for review and a
 * day's worth of photos, so one account cannot fill the review queue or the image store. Both are
 * reserved before they are used, by conditional writes in MongoDB, so parallel requests on any
 * number of replicas cannot overshoot them.
 *
 * Open submissions are counted from the submissions themselves (a status change needs no
 * bookkeeping here) plus the tickets of those still being sent; a saved submission carries its
 * ticket, so it is never counted twice. Photo bytes are a counter per seller and day.
 */
export function sellerQuotas(
  { submissions, slots, uploadDays }: SellerQuotaDeps,
  quota: SellerQuota,
) {
  const tooManyOpen = (open: number) =>
    createError(
      429,
      `You have ${open} submissions waiting for review. You can submit more once some of them have been reviewed.`,
      { headers: { 'Retry-After': '3600' } },
    );
  const dailyLimitReached = (now: Date) =>
    createError(
      413,
      `You can upload ${Math.round(quota.dailyBytes / megabyte)} MB of photos per day. Please try again tomorrow.`,
      { headers: { 'Retry-After': String(Math.ceil((day - (now.getTime() % day)) / 1000)) } },
    );

  /** Takes (or renews) the ticket's slot if the seller has one free; 429 otherwise. */
  async function takeSlot(sellerId: string, ticket: string): Promise<void> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      if (attempt > 0) await backoff(attempt);
      const current = await slots.findById(sellerId).lean();
      const now = new Date();
      const live = (current?.tickets ?? []).filter(
        (t) => t._id !== ticket && now.getTime() - t.at.getTime() < ticketLifetimeMs,
      );
      const saved = await submissions.countDocuments({
        sellerId,
        status: { $in: openStatuses },
        quotaTicket: { $nin: live.map((t) => t._id) },
      });
      if (saved + live.length >= quota.maxOpen) throw tooManyOpen(saved + live.length);
      const tickets = [...live, { _id: ticket, at: now }];
      if (!current) {
        try {
          await slots.create({ _id: sellerId, version: randomUUID(), tickets });
          return;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          continue;
        }
      }
      // Written only if nobody changed the tickets since they were read.
      const { modifiedCount } = await slots.updateOne(
        { _id: sellerId, version: current.version },
        { $set: { tickets, version: randomUUID() } },
      );
      if (modifiedCount === 1) return;
    }
    throw createError(503, 'Too many submissions at once. Please try again.', {
      headers: { 'Retry-After': '1' },
    });
  }

  /** Drops the ticket, and the seller's document once it holds none: a refusal leaves nothing. */
  async function dropTicket(sellerId: string, ticket: string): Promise<void> {
    await slots.updateOne(
      { _id: sellerId },
      { $pull: { tickets: { _id: ticket } }, $set: { version: randomUUID() } },
    );
    // A reservation that read it before is refused by its version guard and reads again.
    await slots.deleteOne({ _id: sellerId, tickets: { $size: 0 } });
  }

  const dayKey = (sellerId: string, now: Date) => `${sellerId}:${now.toISOString().slice(0, 10)}`;

  /**
   * Adds `bytes` to the day's counter only if the total stays within the allowance; 413
   * otherwise. One write: it matches the counter only while there is room, and creates it when
   * there is none yet; a counter that exists without room makes that creation a duplicate key.
   */
  async function reserveBytes(key: string, bytes: number, now: Date): Promise<void> {
    if (bytes > quota.dailyBytes) throw dailyLimitReached(now);
    const room = { _id: key, bytes: { $lte: quota.dailyBytes - bytes } };
    const expiresAt = new Date(now.getTime() + 2 * day);
    try {
      await uploadDays.updateOne(
        room,
        { $inc: { bytes }, $setOnInsert: { expiresAt } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Full, or another request created the counter at the same moment: ask it again.
      const { modifiedCount } = await uploadDays.updateOne(room, { $inc: { bytes } });
      if (modifiedCount !== 1) throw dailyLimitReached(now);
    }
  }

  /** Gives reserved bytes back, and the day's counter once it is back to nothing. */
  async function releaseBytes(key: string, bytes: number): Promise<void> {
    await uploadDays.updateOne({ _id: key }, { $inc: { bytes: -bytes } });
    // A reservation racing this one either finds the counter or creates it anew.
    await uploadDays.deleteOne({ _id: key, bytes: { $lte: 0 } });
  }

  return {
    /**
     * Before anything is stored: a slot in the review queue (429) and some of today's upload
     * allowance left (413).
     */
    async reserve(sellerId: string): Promise<QuotaReservation> {
      const now = new Date();
      const today = await uploadDays.findById(dayKey(sellerId, now)).lean();
      if ((today?.bytes ?? 0) >= quota.dailyBytes) throw dailyLimitReached(now);
      const ticket = randomUUID();
      await takeSlot(sellerId, ticket);
      const takenAt = Date.now();

      let bytesReserved: { key: string; bytes: number } | undefined;
      return {
        ticket,
        async addBytes(bytes) {
          // A long upload may outlive its ticket: renewing it checks the slot again.
          if (Date.now() - takenAt > ticketLifetimeMs / 2) await takeSlot(sellerId, ticket);
          const at = new Date();
          const key = dayKey(sellerId, at);
          await reserveBytes(key, bytes, at);
          bytesReserved = { key, bytes };
        },
        async settle() {
          await dropTicket(sellerId, ticket);
        },
        async release() {
          await dropTicket(sellerId, ticket);
          if (bytesReserved) {
            const { key, bytes } = bytesReserved;
            bytesReserved = undefined;
            await releaseBytes(key, bytes);
          }
        },
      };
    },
  };
}

export type SellerQuotas = ReturnType<typeof sellerQuotas>;
