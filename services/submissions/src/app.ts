import { createServiceApp, createSessionAuth, isConnected } from '@cardbridge/service-kit';
import type { ServiceApp, ServiceDeps, SessionGuards } from '@cardbridge/service-kit';
import { createCardCipher } from './card-secrets/card-cipher';
import { brandRoutes } from './brands/brand.routes';
import { cardKeyFrom } from './card-secrets/card-key';
import { payoutMethodDirectory } from './clients/payout-methods.client';
import type { PayoutMethodDirectory } from './clients/payout-methods.client';
import { sellerProfiles } from './clients/seller-profile.client';
import type { SellerProfiles } from './clients/seller-profile.client';
import type { SubmissionsConfig } from './config';
import { sellerImageRoutes } from './images/image.routes';
import { imageStore } from './images/image-store';
import { internalSubmissionRoutes } from './submissions/internal-submission.routes';
import { submissionModel } from './submissions/submission.model';
import { submissionRoutes } from './submissions/submission.routes';
import { submissionService } from './submissions/submission.service';

export interface SubmissionsAppOptions extends ServiceDeps<SubmissionsConfig> {
  /** Session guards; by default verified against identity (tests pass their own issuer's). */
  guards?: SessionGuards;
  /** Where the seller's email comes from; identity by default. */
  profiles?: SellerProfiles;
  /** Who owns which payout method; the payments service by default. */
  payoutMethods?: PayoutMethodDirectory;
}

/** The submissions service: sellers submit gift cards and follow them. */
export function createSubmissionsApp(options: SubmissionsAppOptions): ServiceApp {
  const { config, db, logger } = options;
  const guards =
    options.guards ??
    createSessionAuth({
      identityUrl: config.IDENTITY_URL,
      internalToken: config.INTERNAL_TOKEN,
      logger,
    });
  const store = imageStore(db);
  const service = submissionService(submissionModel(db), createCardCipher(cardKeyFrom(config)));
  return createServiceApp({
    logger,
    readiness: () => isConnected(db),
    routers: [
      brandRoutes(),
      submissionRoutes({
        service,
        store,
        guards,
        profiles: options.profiles ?? sellerProfiles({ identityUrl: config.IDENTITY_URL }),
        payoutMethods:
          options.payoutMethods ??
          payoutMethodDirectory({
            paymentsUrl: config.PAYMENTS_URL,
            internalToken: config.INTERNAL_TOKEN,
          }),
      }),
      sellerImageRoutes(store, guards),
      internalSubmissionRoutes(service, config.INTERNAL_TOKEN),
    ],
  });
}
