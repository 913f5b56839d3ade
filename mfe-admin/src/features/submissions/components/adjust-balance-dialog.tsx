import { useId, useState } from 'react';
import { submissionSellerMoves } from '@cardbridge/contracts';
import type { AdminSubmission, SubmissionStatus } from '@cardbridge/contracts';
import { Button, FormDialog, Input, Label, Textarea } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useAdjustBalance } from '../api/adjust-balance';

/**
 * "Adjust balance": the balance the reviewer found and why. The seller then accepts or declines
 * it (docs/product.md#balance-adjustments); nothing is paid on the new value until they accept.
 * Offered for the statuses an adjustment may start from.
 */
export function AdjustBalanceDialog({
  submission,
  onAdjusted,
}: {
  submission: AdminSubmission;
  onAdjusted: (updated: AdminSubmission) => void;
}) {
  const amountId = useId();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useAdjustBalance();
  const from = submissionSellerMoves.adjust.from as readonly SubmissionStatus[];
  if (!from.includes(submission.status)) return null;
  const blank = amount.trim() === '' || reason.trim() === '';
  return (
    <FormDialog
      trigger={<Button variant="outline">Adjust Balance</Button>}
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setAmount('');
          setReason('');
        }
        setOpen(next);
      }}
      title="Adjust Balance"
      description={`Submitted as $${submission.denomination}. The seller accepts or declines the new balance.`}
      submitLabel="Adjust Balance"
      pendingLabel="Adjusting..."
      pending={adjust.isPending}
      disabled={blank}
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || adjust.isPending) return;
        adjust.mutate(
          { id: submission.id, amount: amount.trim(), reason: reason.trim() },
          {
            onSuccess: (updated) => {
              setOpen(false);
              onAdjusted(updated);
              toast({ title: 'Balance Adjusted', description: 'The seller is asked to answer.' });
            },
            onError: (error) =>
              toast({
                title: 'Adjustment Failed',
                description: errorMessageFor(error, 'The balance could not be adjusted.'),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <Label htmlFor={amountId}>Balance found ($)</Label>
      <Input
        id={amountId}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Label htmlFor={reasonId}>Reason</Label>
      <Textarea id={reasonId} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
    </FormDialog>
  );
}
