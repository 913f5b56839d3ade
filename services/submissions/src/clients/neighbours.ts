import { createInternalClient } from '@cardbridge/service-kit';
import { payoutMethodDirectory } from './payout-methods.client';
import { sellerProfiles } from './seller-profile.client';

export interface NeighbourUrls {
  paymentsUrl: string;
  identityUrl: string;
  internalToken: string;
}

/** The services submissions calls, through the kit's internal client. */
export function neighbours({ paymentsUrl, identityUrl, internalToken }: NeighbourUrls) {
  return {
    payoutMethods: payoutMethodDirectory(
      createInternalClient({
        service: 'payments',
        baseUrl: paymentsUrl,
        internalToken,
        unavailableMessage: 'Payment methods are unavailable right now. Please try again.',
      }),
    ),
    profiles: sellerProfiles(
      createInternalClient({
        service: 'identity',
        baseUrl: identityUrl,
        internalToken,
        unavailableMessage: 'Your account could not be checked right now. Please try again.',
      }),
    ),
  };
}
