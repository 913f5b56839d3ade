import { randomBytes } from 'node:crypto';
import type { PaymentMethod, PaymentMethodType } from '@cardbridge/contracts';
import type { AccountRegistrations } from '../clients/registrations.client';
import { createTestSessions, startTestService } from '@cardbridge/service-kit/testing';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { rebuildDayTotals } from '@cardbridge/service-kit';
import type { InternalClient, UserProfiles } from '@cardbridge/service-kit';
import { createSubmissionsApp } from '../app';
import type { SubmissionsAppOptions } from '../app';
import type { PayoutMethodDirectory } from '../clients/payout-methods.client';
import { loadSubmissionsConfig } from '../config';
import { imageStore } from '../images/image-store';
import { insightDays, submissionDaysSource } from '../insights/insight-days';
import type { SubmissionModel } from '../submissions/submission.model';
import type { SubmissionsConfig } from '../config';

export const internalToken = 'test-internal-token-0123456789';

/**
 * The submissions app over real HTTP against the embedded MongoDB (or MONGODB_URI). The two
 * neighbours are stood in for at their boundary: payments' ownership answer (its own tests cover
 * the real route) and identity's email lookup (a test may pass the real clients instead).
 */
export async function startSubmissions(
  options: {
    profiles?: UserProfiles;
    payoutMethods?: PayoutMethodDirectory;
    /** Who identity says signed up from an address; nobody by default. */
    registrations?: AccountRegistrations;
    /** Extra environment, e.g. a tighter quota. */
    env?: Record<string, string>;
    /** Where the outbox delivers (a test's recording receivers); nowhere reachable by default. */
    neighbourClients?: InternalClient[];
  } = {},
) {
  const sessions = await createTestSessions();

  const methods = new Map<string, { ownerId: string; method: PaymentMethod }>();
  const payoutMethods: PayoutMethodDirectory = {
    findForSeller: async (sellerId, methodId) => {
      const entry = methods.get(methodId);
      return entry?.ownerId === sellerId ? entry.method : undefined;
    },
  };
  const addPayoutMethod = (owner: TestUser, type: PaymentMethodType = 'paypal') => {
    const id = randomBytes(12).toString('hex');
    methods.set(id, {
      ownerId: owner.id,
      method: {
        id,
        type,
        accountInfo: `${owner.username}@example.com`,
        accountName: owner.username,
        isDefault: false,
        isActive: true,
        createdAt: new Date().toISOString(),
      },
    });
    return id;
  };

  // GridFS as the app uses it, counting the image uploads it opens.
  let uploadsOpened = 0;
  const service = await startTestService<SubmissionsConfig, SubmissionsAppOptions>({
    name: 'submissions',
    loadConfig: loadSubmissionsConfig,
    createApp: (deps) => {
      const store = imageStore(deps.db);
      return createSubmissionsApp({
        ...deps,
        store: {
          ...store,
          openUpload: (...args) => {
            uploadsOpened += 1;
            return store.openUpload(...args);
          },
        },
      });
    },
    env: {
      NODE_ENV: 'test',
      IDENTITY_URL: 'http://127.0.0.1:9',
      PAYMENTS_URL: 'http://127.0.0.1:9',
      INTERNAL_TOKEN: internalToken,
      CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...options.env,
    },
    extraDeps: {
      guards: sessions.guards,
      payoutMethods: options.payoutMethods ?? payoutMethods,
      profiles: options.profiles ?? { emailOf: async (sellerId) => `${sellerId}@example.com` },
      registrations: options.registrations ?? { from: async () => [] },
      ...(options.neighbourClients && {
        neighbourClients: options.neighbourClients,
        relay: { intervalMs: 50, backoff: { baseMs: 50, maxMs: 200 } },
      }),
    },
  });
  const { db } = service;

  /** Counts of what a submission stores: documents, GridFS files and chunks. */
  const storedCounts = async () => {
    const count = (name: string) => db.collection(name).countDocuments({});
    return {
      submissions: await count('gift_cards'),
      files: await count('images.files'),
      chunks: await count('images.chunks'),
      uploadMarkers: await count('images.uploads'),
      quotaSlots: await count('seller_submission_slots'),
      quotaDays: await count('seller_upload_days'),
    };
  };

  return {
    ...service,
    signIn: sessions.signIn,
    signInAdmin: sessions.signInAdmin,
    addPayoutMethod,
    storedCounts,
    /**
     * Rebuilds the insights' daily totals from the stored submissions, as a deployment's first
     * start does (a test that stores submissions straight into the collection calls it).
     */
    rebuildInsights: () =>
      rebuildDayTotals(
        insightDays(db),
        submissionDaysSource(db.model('Submission') as SubmissionModel),
        { waitMs: 10_000 },
      ),
    /** Image uploads opened in GridFS so far: a refusal before the images must not add one. */
    uploadsOpened: () => uploadsOpened,
  };
}

export type SubmissionsHarness = Awaited<ReturnType<typeof startSubmissions>>;
