import { useEffect } from 'react';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { claimSubmission } from '../api/claim-submission';

/** Well inside the 15-minute lease, so an open card never lapses between renewals. */
export const claimRenewalMs = 5 * 60 * 1000;

/**
 * While the admin has their own claimed submission open, the lease is renewed every five
 * minutes (docs/product.md#admin-review); closing or leaving it lets the lease run out.
 */
export function useClaimRenewal(id: string, mine: boolean) {
  useEffect(() => {
    if (!mine) return;
    const timer = setInterval(() => {
      claimSubmission(id).catch((error: unknown) =>
        toast({
          title: 'Claim Lost',
          description: errorMessageFor(error, 'Your claim could not be renewed.'),
          variant: 'destructive',
        }),
      );
    }, claimRenewalMs);
    return () => clearInterval(timer);
  }, [id, mine]);
}
