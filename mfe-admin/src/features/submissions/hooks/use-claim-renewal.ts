import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { claimSubmission } from '../api/claim-submission';
import { adminSubmissionsQueryKey } from '../api/get-admin-submissions';

/** Well inside the 15-minute lease, so an open card never lapses between renewals. */
export const claimRenewalMs = 5 * 60 * 1000;

/**
 * While the admin has their own claimed submission open, the lease is renewed every five
 * minutes (docs/product.md#admin-review); closing or leaving it lets the lease run out.
 */
export function useClaimRenewal(id: string, mine: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!mine) return;
    const timer = setInterval(() => {
      claimSubmission(id)
        .catch((error: unknown) =>
          toast({
            title: 'Claim Lost',
            description: errorMessageFor(error, 'Your claim could not be renewed.'),
            variant: 'destructive',
          }),
        )
        // The row and the pane show the new end of the lease, or that it is gone.
        .finally(() => void queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }));
    }, claimRenewalMs);
    return () => clearInterval(timer);
  }, [id, mine, queryClient]);
}
