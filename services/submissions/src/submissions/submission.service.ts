import { quoteCents } from '@cardbridge/catalogue';
import { imageMessages } from '@cardbridge/contracts';
import type { SubmissionFields } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { CardCipher } from '../card-secrets/card-cipher';
import { lastFour } from '../card-secrets/card-cipher';
import type { UploadedImage } from '../images/multipart-upload';
import type { SubmissionDocument, SubmissionModel } from './submission.model';

export interface Seller {
  id: string;
  username: string;
  email: string;
}

export interface NewSubmission {
  seller: Seller;
  fields: SubmissionFields;
  images: UploadedImage[];
  paymentMethod: { id: string; type: string };
}

/**
 * The submission story, free of HTTP: a seller's card is stored pending review with the quote
 * the server computes (never the client's), its secrets sealed, its images already in GridFS.
 */
export function submissionService(submissions: SubmissionModel, cipher: CardCipher) {
  return {
    async submit({ seller, fields, images, paymentMethod }: NewSubmission) {
      if (images.length === 0) throw createError(400, imageMessages.required);
      const seal = (value: string | undefined, field: string) =>
        value === undefined ? null : cipher.encrypt(value, field);
      const now = new Date();
      return submissions.create({
        sellerId: seller.id,
        seller: { username: seller.username, email: seller.email },
        brand: fields.brand.name,
        denominationCents: fields.denominationCents,
        ratePercent: fields.brand.ratePercent,
        quoteCents: quoteCents(fields.denominationCents, fields.brand),
        cardNumberSealed: cipher.encrypt(fields.cardNumber, 'cardNumber'),
        cardNumberLast4: lastFour(fields.cardNumber),
        pinSealed: seal(fields.pin, 'pin'),
        securityCodeSealed: seal(fields.securityCode, 'securityCode'),
        expirationDate: fields.expirationDate ?? null,
        cardFormat: fields.cardFormat,
        cardCondition: fields.cardCondition,
        notes: fields.notes ?? null,
        images: images.map(({ fileId, path, contentType, size }) => ({
          fileId,
          path,
          contentType,
          size,
        })),
        paymentMethod,
        status: 'pending',
        statusHistory: [
          { from: null, to: 'pending', by: `seller:${seller.id}`, reason: null, at: now },
        ],
      });
    },

    /** The seller's own submissions, newest first. */
    listMine(sellerId: string): Promise<SubmissionDocument[]> {
      return submissions.find({ sellerId }).sort({ createdAt: -1, _id: -1 });
    },

    /**
     * A cheap version of the seller's list: it changes whenever a submission is added or updated
     * (timestamps bump updatedAt), so polling clients get a 304 without the list being read.
     */
    async versionOfMine(sellerId: string): Promise<string> {
      const [count, latest] = await Promise.all([
        submissions.countDocuments({ sellerId }),
        submissions.findOne({ sellerId }).sort({ updatedAt: -1 }).select({ updatedAt: 1 }).lean(),
      ]);
      return `${count}-${latest ? latest.updatedAt.getTime() : 0}`;
    },

    /** Submissions per seller, for identity's admin user list. */
    async countsBySeller(): Promise<Record<string, number>> {
      const rows = await submissions.aggregate<{ _id: string; count: number }>([
        { $group: { _id: '$sellerId', count: { $sum: 1 } } },
      ]);
      return Object.fromEntries(rows.map((row) => [row._id, row.count]));
    },
  };
}

export type SubmissionService = ReturnType<typeof submissionService>;
