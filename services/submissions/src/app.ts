import {
  createOutbox,
  createMetricsRegistry,
  createOutboxRelay,
  createServiceApp,
  dayTotalsBuilder,
  guardsOrSessionAuth,
  isConnected,
  outboxMetrics,
} from '@cardbridge/service-kit';
import type {
  InternalClient,
  OutboxRelayOptions,
  ServiceDeps,
  ServiceRuntime,
  SessionGuards,
  UserProfiles,
} from '@cardbridge/service-kit';
import { adjustmentDeadlineWorker } from './adjustments/adjustment-deadline.worker';
import { adjustmentRoutes } from './adjustments/adjustment.routes';
import { adminReviewRoutes } from './admin-review/admin-review.routes';
import { claimRoutes } from './claims/claims.routes';
import { createBlindIndex } from './card-secrets/blind-index';
import { createCardCipher } from './card-secrets/card-cipher';
import { adminBrandRoutes } from './brands/admin-brand.routes';
import { brandModel } from './brands/brand.model';
import { brandRoutes } from './brands/brand.routes';
import { brandSeeder } from './brands/seed-brands';
import { cardKeyFrom } from './card-secrets/card-key';
import { neighbours } from './clients/neighbours';
import type { PayoutMethodDirectory } from './clients/payout-methods.client';
import type { SubmissionsConfig } from './config';
import { sellerImageRoutes } from './images/image.routes';
import { imageStore } from './images/image-store';
import type { ImageStore } from './images/image-store';
import { insightsRoutes } from './insights/insights.routes';
import { insightDays, submissionDaysSource } from './insights/insight-days';
import { internalSubmissionRoutes } from './submissions/internal-submission.routes';
import { quoteModel } from './quotes/quote.model';
import { quoteRoutes } from './quotes/quote.routes';
import { submissionMetrics } from './submissions/submission-metrics';
import type { AccountRegistrations } from './clients/registrations.client';
import { submissionModel } from './submissions/submission.model';
import { submissionRoutes } from './submissions/submission.routes';
import { sellerQuotas } from './submissions/seller-quota';
import { sellerQuotaModels } from './submissions/seller-quota.model';
import { orphanImageSweeper } from './images/orphan-image-sweeper';
import { backfillReviewTargets } from './review-targets/backfill-review-targets';

export interface SubmissionsAppOptions extends ServiceDeps<SubmissionsConfig> {
  /** Session guards; by default verified against identity (tests pass their own issuer's). */
  guards?: SessionGuards;
  /** Where the seller's email comes from; identity by default. */
  profiles?: UserProfiles;
  /** Who signed up from an address (the linked-accounts signal); identity by default. */
  registrations?: AccountRegistrations;
  /** Who owns which payout method; the payments service by default. */
  payoutMethods?: PayoutMethodDirectory;
  /** Where images go; GridFS by default (tests wrap it to watch what is written). */
  store?: ImageStore;
  /** Receivers of the outbox (payments, identity); the configured services by default. */
  neighbourClients?: InternalClient[];
  /** Relay timing (tests shorten the backoff). */
  relay?: Pick<OutboxRelayOptions, 'intervalMs' | 'backoff' | 'leaseMs'>;
}

/** The submissions service: sellers submit gift cards and follow them. */
export function createSubmissionsApp(options: SubmissionsAppOptions): ServiceRuntime {
  const { config, db, logger } = options;
  const { guards, workers } = guardsOrSessionAuth(options.guards, {
    identityUrl: config.IDENTITY_URL,
    internalToken: config.INTERNAL_TOKEN,
    logger,
  });
  const store = options.store ?? imageStore(db);
  const cipher = createCardCipher(cardKeyFrom(config));
  const blindIndex = createBlindIndex(cardKeyFrom(config));
  const submissions = submissionModel(db);
  const brands = brandModel(db);
  const rateLock = {
    brands,
    quotes: quoteModel(db),
    lockMs: Math.round(config.QUOTE_LOCK_MINUTES * 60_000),
  };
  const defaults = neighbours({
    paymentsUrl: config.PAYMENTS_URL,
    identityUrl: config.IDENTITY_URL,
    internalToken: config.INTERNAL_TOKEN,
  });
  const outbox = createOutbox({ db, name: submissions.collection.collectionName });
  // Rate changes announce their audit entries from inside the brand they change.
  const brandOutbox = createOutbox({ db, name: brands.collection.collectionName });
  const days = insightDays(db);
  const registry = createMetricsRegistry();
  submissionMetrics(registry, submissions, logger);
  outboxMetrics(registry, outbox, logger);
  const app = createServiceApp({
    logger,
    readiness: () => isConnected(db),
    trustedProxies: config.TRUSTED_PROXIES,
    metrics: { token: config.INTERNAL_TOKEN, registry },
    routers: [
      brandRoutes({ brands }),
      adminBrandRoutes({
        brands,
        guards,
        outbox: brandOutbox,
        confirmPoints: config.RATE_CHANGE_CONFIRM_POINTS,
      }),
      quoteRoutes(rateLock),
      submissionRoutes({
        ...rateLock,
        submissions,
        outbox,
        cipher,
        store,
        guards,
        payoutMethods: options.payoutMethods ?? defaults.payoutMethods,
        profiles: options.profiles ?? defaults.profiles,
        registrations: options.registrations ?? defaults.registrations,
        blindIndex,
        velocityPerHour: config.VELOCITY_PER_HOUR,
        quotas: sellerQuotas(
          { submissions, ...sellerQuotaModels(db) },
          {
            maxOpen: config.MAX_OPEN_SUBMISSIONS,
            dailyBytes: config.DAILY_UPLOAD_MB * 1024 * 1024,
          },
        ),
      }),
      sellerImageRoutes(store, guards),
      adminReviewRoutes({ submissions, cipher, blindIndex, store, outbox, guards }),
      claimRoutes({ submissions, cipher, outbox, guards }),
      insightsRoutes({ submissions, days, guards }),
      adjustmentRoutes({
        submissions,
        outbox,
        cipher,
        guards,
        answerMs: config.ADJUSTMENT_ANSWER_HOURS * 3_600_000,
      }),
      internalSubmissionRoutes({ submissions }, config.INTERNAL_TOKEN),
    ],
  });
  workers.push(
    brandSeeder({ brands, logger }),
    ...[outbox, brandOutbox].map((relayed) =>
      createOutboxRelay({
        outbox: relayed,
        // The insights' tallies are applied here, by the receiver of their daily totals.
        clients: [...(options.neighbourClients ?? defaults.clients), days.receiver],
        logger,
        ...options.relay,
      }),
    ),
    orphanImageSweeper({
      db,
      submissions,
      store,
      graceMs: config.ORPHAN_IMAGE_GRACE_MINUTES * 60_000,
      logger,
    }),
    backfillReviewTargets(submissions, logger),
    dayTotalsBuilder({ totals: days, source: submissionDaysSource(submissions), logger }),
    adjustmentDeadlineWorker({
      db,
      submissions,
      outbox,
      logger,
      intervalMs: config.ADJUSTMENT_SWEEP_SECONDS * 1000,
    }),
  );
  return { app, workers };
}
