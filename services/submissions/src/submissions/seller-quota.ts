import { createError } from '@cardbridge/service-kit';
import type { SubmissionModel } from './submission.model';

export interface SellerQuota {
  /** Submissions waiting for review (pending or processing) at once. */
  maxOpen: number;
  /** Image bytes per 24 hours. */
  dailyBytes: number;
}

const day = 24 * 60 * 60_000;
const megabyte = 1024 * 1024;

/**
 * What one seller may send (docs/product.md#limits): a handful of cards waiting for review and a
 * day's worth of photos, so one account cannot fill the review queue or the image store.
 */
export function sellerQuotas(submissions: SubmissionModel, quota: SellerQuota) {
  const bytesToday = async (sellerId: string): Promise<number> => {
    const [row] = await submissions.aggregate<{ bytes: number }>([
      { $match: { sellerId, createdAt: { $gte: new Date(Date.now() - day) } } },
      { $unwind: '$images' },
      { $group: { _id: null, bytes: { $sum: '$images.size' } } },
    ]);
    return row?.bytes ?? 0;
  };

  const dailyLimitReached = () =>
    createError(
      413,
      `You can upload ${Math.round(quota.dailyBytes / megabyte)} MB of photos per day. Please try again tomorrow.`,
    );

  return {
    /** Before anything is stored: room in the review queue and in today's upload allowance. */
    async assertRoom(sellerId: string): Promise<void> {
      const open = await submissions.countDocuments({
        sellerId,
        status: { $in: ['pending', 'processing'] },
      });
      if (open >= quota.maxOpen) {
        throw createError(
          429,
          `You have ${open} submissions waiting for review. You can submit more once some of them have been reviewed.`,
        );
      }
      if ((await bytesToday(sellerId)) >= quota.dailyBytes) throw dailyLimitReached();
    },

    /** After the photos arrived: they must fit what is left of today's allowance. */
    async assertFits(sellerId: string, incomingBytes: number): Promise<void> {
      if ((await bytesToday(sellerId)) + incomingBytes > quota.dailyBytes)
        throw dailyLimitReached();
    },
  };
}

export type SellerQuotas = ReturnType<typeof sellerQuotas>;
