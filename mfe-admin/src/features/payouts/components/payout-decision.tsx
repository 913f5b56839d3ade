import { useState } from 'react';
import { formatMoney } from '@cardbridge/catalogue';
import type { AdminPayout } from '@cardbridge/contracts';
import { Button } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useDecidePayout } from '../api/decide-payout';
import type { PayoutDecision as Decision } from '../api/decide-payout';
import { DeclinePayoutDialog } from './decline-payout-dialog';

/**
 * Approve or Decline a payout awaiting approval (docs/product.md#four-eyes-approval). The tab
 * shows these only to a role that may approve and never on a payout the admin completed
 * themselves; the server refuses both regardless.
 */
export function PayoutDecision({ payout }: { payout: AdminPayout }) {
  const decide = useDecidePayout();
  const [declining, setDeclining] = useState(false);

  const send = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setDeclining(false);
        toast({
          title: decision.decision === 'approve' ? 'Payout Approved' : 'Payout Declined',
          description:
            decision.decision === 'approve'
              ? `${formatMoney(payout.amountCents)} to ${payout.username} will be sent now.`
              : `${formatMoney(payout.amountCents)} to ${payout.username} will not be sent.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Decision Failed',
          description: errorMessageFor(error, 'Failed to record the decision.'),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Button
        size="sm"
        disabled={decide.isPending}
        onClick={() => send({ id: payout.id, decision: 'approve' })}
      >
        Approve
      </Button>
      <DeclinePayoutDialog
        open={declining}
        onOpenChange={setDeclining}
        pending={decide.isPending}
        onConfirm={(reason) => send({ id: payout.id, decision: 'decline', reason })}
      />
    </>
  );
}
