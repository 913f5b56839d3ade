import { formatMoney } from '@cardbridge/catalogue';
import type { AdminPayout } from '@cardbridge/contracts';
import { Button } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useRetryPayout } from '../api/retry-payout';

/** Sends a failed payout again; shown to a role that may retry (docs/product.md#admin-roles). */
export function RetryPayoutButton({ payout }: { payout: AdminPayout }) {
  const retry = useRetryPayout();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(payout.id, {
          onSuccess: () =>
            toast({
              title: 'Payout Retried',
              description: `${formatMoney(payout.amountCents)} to ${payout.username} will be sent again.`,
            }),
          onError: (error) =>
            toast({
              title: 'Retry Failed',
              description: errorMessageFor(error, 'Failed to retry the payout.'),
              variant: 'destructive',
            }),
        })
      }
    >
      {retry.isPending ? 'Retrying...' : 'Retry'}
    </Button>
  );
}
