import { useId, useState } from 'react';
import { payoutDeclineSchema } from '@cardbridge/contracts';
import { Button, FormDialog, Label, Textarea } from '@cardbridge/ui';

interface DeclinePayoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: (reason: string) => void;
}

/**
 * Asks why before a held payout is declined: the seller reads the reason
 * (docs/product.md#four-eyes-approval). The reason is checked with the server's own schema, so
 * a blank one is refused here with the server's words.
 */
export function DeclinePayoutDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: DeclinePayoutDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  const confirm = () => {
    const parsed = payoutDeclineSchema.safeParse({ reason });
    if (parsed.success) onConfirm(parsed.data.reason);
    else setError(parsed.error.issues[0]?.message);
  };

  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm" disabled={pending}>
          Decline
        </Button>
      }
      open={open}
      onOpenChange={close}
      title="Decline Payout"
      description="The payout is not sent. The seller sees this reason with their payout."
      destructive
      submitLabel="Decline Payout"
      pendingLabel="Declining..."
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) confirm();
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Reason</Label>
        <Textarea
          id={id}
          rows={4}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
