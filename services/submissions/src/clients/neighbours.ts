import { createInternalClient, userProfiles } from '@cardbridge/service-kit';
import { payoutMethodDirectory } from './payout-methods.client';
import { accountRegistrations } from './registrations.client';

export interface NeighbourUrls {
  paymentsUrl: string;
  identityUrl: string;
  internalToken: string;
}

/** The services submissions calls, through the kit's internal client. */
export function neighbours({ paymentsUrl, identityUrl, internalToken }: NeighbourUrls) {
  const payments = createInternalClient({
    service: 'payments',
    baseUrl: paymentsUrl,
    internalToken,
    unavailableMessage: 'Payment methods are unavailable right now. Please try again.',
  });
  const identity = createInternalClient({
    service: 'identity',
    baseUrl: identityUrl,
    internalToken,
    unavailableMessage: 'Your account could not be checked right now. Please try again.',
  });
  return {
    payoutMethods: payoutMethodDirectory(payments),
    profiles: userProfiles(identity),
    registrations: accountRegistrations(identity),
    /** The outbox relay's receivers: payouts go to payments, seller notices to identity. */
    clients: [payments, identity],
  };
}
