import { quoteCents } from '@cardbridge/catalogue';
import { imageMessages } from '@cardbridge/contracts';
import type { SubmissionFields } from '@cardbridge/contracts';
import { createError, validationError } from '@cardbridge/service-kit';
import type { Outbox, UserProfiles } from '@cardbridge/service-kit';
import type { CardCipher } from '../card-secrets/card-cipher';
import { lastFour } from '../card-secrets/card-cipher';
import type { PayoutMethodDirectory } from '../clients/payout-methods.client';
import type { ImageStore } from '../images/image-store';
import type { UploadedImage } from '../images/multipart-upload';
import type { BlindIndex } from '../card-secrets/blind-index';
import { linkDuplicateCards } from '../fraud-signals/link-duplicate-cards';
import type { AccountRegistrations } from '../clients/registrations.client';
import { submissionSignals } from '../fraud-signals/submission-signals';
import { reviewTargetAt } from '../review-targets/review-target';
import { brandSettings } from '../brands/brand-settings';
import { submissionTally } from '../insights/insight-days';
import type { CreateQuoteDeps } from '../quotes/create-quote';
import { redeemQuote } from '../quotes/redeem-quote';
import {
  alreadyResubmitted,
  checkResubmission,
  earlierDecision,
  linkResubmission,
} from './check-resubmission';
import type { QuotaReservation, SellerQuotas } from './seller-quota';
import type { SubmissionDocument, SubmissionModel } from './submission.model';

export interface SubmitGiftCardInput {
  seller: { id: string; username: string };
  /** The client address it comes from (the linked-accounts signal); null when unknown. */
  address: string | null;
  /** The form's text fields, validated (brand resolved, amount within its limits). */
  fields: SubmissionFields;
  /** Streams the form's images into the store; called only once everything else is checked. */
  receiveImages: () => Promise<UploadedImage[]>;
}

export interface SubmitGiftCardDeps extends CreateQuoteDeps {
  submissions: SubmissionModel;
  cipher: CardCipher;
  store: Pick<ImageStore, 'remove'>;
  payoutMethods: PayoutMethodDirectory;
  profiles: UserProfiles;
  quotas: SellerQuotas;
  blindIndex: BlindIndex;
  /** VELOCITY_PER_HOUR: a seller's submissions within an hour beyond this are flagged. */
  velocityPerHour: number;
  registrations: AccountRegistrations;
  /** Carries the insights' tally of the new submission (docs/product.md#insights). */
  outbox: Outbox;
}

const notYourMethod = 'Choose one of your own payment methods.';

/**
 * A resubmission's tally waits this long before the relay may count it: the submission is
 * removed again if another resubmission of the same rejection was linked first, which is known
 * within the request; once linked, the tally is released at once (`releaseTally`).
 */
const heldTallyMs = 10 * 60_000;

/** An account as the review queue shows it: its last four characters. */
const maskAccount = (account: string) => `•••• ${account.trim().slice(-4)}`;

/**
 * A seller submits a gift card for review. Everything that can refuse it without the photos
 * is checked before a byte of them is stored (the route checked the fields): a slot in the
 * seller's quota is reserved (open submissions, today's photos), the payout method must be one
 * of the seller's own (asked of payments), and the seller's email is asked of identity. Then
 * the photos are stored, their bytes reserved from today's allowance, the card's secrets sealed,
 * and the submission saved pending review with the quote the server computes (never the
 * client's). If anything fails, the photos are removed and the reservation given back: a
 * refusal leaves nothing. A resubmission (docs/product.md#resubmission) is checked first and
 * linked to the rejection it corrects once saved.
 */
export async function submitGiftCard(
  input: SubmitGiftCardInput,
  deps: SubmitGiftCardDeps,
): Promise<SubmissionDocument> {
  const { quotas } = deps;
  const { seller, fields } = input;
  const { resubmitOf } = fields;
  const earlier = resubmitOf
    ? earlierDecision(await checkResubmission({ sellerId: seller.id, resubmitOf }, deps))
    : null;
  const reservation = await quotas.reserve(seller.id);
  try {
    const doc = await saveSubmission({ ...input, earlier }, deps, reservation);
    if (resubmitOf && !(await linkResubmission({ earlierId: resubmitOf, laterId: doc.id }, deps))) {
      // Another resubmission of the same rejection was saved first: this one is undone (its
      // held tally with it, never counted).
      await deps.submissions.deleteOne({ _id: doc._id });
      await deps.store.remove(doc.images.map((image) => image.fileId));
      throw createError(409, alreadyResubmitted);
    }
    if (resubmitOf) await releaseTally(doc, deps);
    deps.outbox.notify();
    // Best effort: a ticket left behind stops counting once it is old (seller-quota.ts).
    await reservation.settle().catch(() => undefined);
    // Signals inform, they never refuse: the card is stored, whatever this lookup meets.
    if (doc.cardNumberHash) {
      await linkDuplicateCards({ id: doc._id, cardNumberHash: doc.cardNumberHash }, deps).catch(
        () => undefined,
      );
    }
    return doc;
  } catch (error) {
    // The refusal is what the client must hear; a ticket that could not be dropped expires.
    await reservation.release().catch(() => undefined);
    throw error;
  }
}

/**
 * The rate the card is paid at: its quote's, when it carries a valid one (bound to the seller
 * now; a refused quote is a 409 before anything is stored), else the brand's current rate
 * (docs/product.md#rate-lock).
 */
async function rateFor(
  sellerId: string,
  { quoteId, brand, denominationCents }: SubmissionFields,
  deps: SubmitGiftCardDeps,
): Promise<number> {
  if (quoteId) {
    const quote = await redeemQuote(
      { quoteId, sellerId, brand, amountCents: denominationCents },
      deps,
    );
    return quote.rate;
  }
  return ((await brandSettings(brand.slug, deps)) ?? brand).ratePercent;
}

async function saveSubmission(
  {
    seller,
    address,
    fields,
    receiveImages,
    earlier,
  }: SubmitGiftCardInput & { earlier: ReturnType<typeof earlierDecision> | null },
  deps: SubmitGiftCardDeps,
  reservation: QuotaReservation,
): Promise<SubmissionDocument> {
  const { submissions, cipher, store, payoutMethods, profiles, blindIndex } = deps;
  const method = await payoutMethods.findForSeller(seller.id, fields.paymentMethodId);
  if (!method) throw validationError(notYourMethod, { paymentMethodId: notYourMethod });
  const email = await profiles.emailOf(seller.id);
  const ratePercent = await rateFor(seller.id, fields, deps);

  const images = await receiveImages();
  try {
    if (images.length === 0) throw createError(400, imageMessages.required);
    await reservation.addBytes(images.reduce((sum, image) => sum + image.size, 0));
    const seal = (value: string | undefined, field: string) =>
      value === undefined ? null : cipher.encrypt(value, field);
    const now = new Date();
    const cardHashes = blindIndex.of(fields.cardNumber);
    const signals = await submissionSignals(
      { seller, address, now },
      { submissions, velocityPerHour: deps.velocityPerHour, registrations: deps.registrations },
    );
    const submission = {
      sellerId: seller.id,
      seller: { username: seller.username, usernameKey: seller.username.toLowerCase(), email },
      brand: fields.brand.name,
      denominationCents: fields.denominationCents,
      ratePercent,
      quoteCents: quoteCents(fields.denominationCents, { ratePercent }),
      quoteId: fields.quoteId ?? null,
      cardNumberSealed: cipher.encrypt(fields.cardNumber, 'cardNumber'),
      cardNumberLast4: lastFour(fields.cardNumber),
      cardNumberHash: cardHashes.full,
      cardLast4Hash: cardHashes.last4,
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
      paymentMethod: { id: method.id, type: method.type, account: maskAccount(method.accountInfo) },
      status: 'pending' as const,
      resubmitOf: earlier,
      quotaTicket: reservation.ticket,
      // Its target counts from the very time it is stored as submitted.
      createdAt: now,
      targetAt: await reviewTargetAt(fields.brand.name, now, deps),
      submittedFrom: address,
      signals,
      flagged: signals.length > 0,
      statusHistory: [
        { from: null, to: 'pending', by: `seller:${seller.id}`, reason: null, at: now },
      ],
    };
    // Counted by the same write that stores it (docs/product.md#insights).
    const tally = submissionTally(deps.outbox, undefined, submission).map((message) =>
      earlier ? { ...message, nextAttemptAt: new Date(now.getTime() + heldTallyMs) } : message,
    );
    return await submissions.create({ ...submission, ...deps.outbox.field(...tally) });
  } catch (error) {
    await store.remove(images.map((image) => image.fileId));
    throw error;
  }
}

/** A linked resubmission's tally, due now. */
async function releaseTally(doc: SubmissionDocument, { submissions }: SubmitGiftCardDeps) {
  await submissions.updateOne(
    { _id: doc._id, 'outbox.topic': 'insights.tally' },
    { $set: { 'outbox.$.nextAttemptAt': new Date() } },
    { timestamps: false },
  );
}
