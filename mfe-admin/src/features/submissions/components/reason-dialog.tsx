import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { FormDialog, Label, Textarea } from '@cardbridge/ui';

export interface ReasonDialogProps {
  /** The button that opens it: focus returns there when the dialog closes (keyboard users). */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Reject Submission' or 'Mark as Failed': the title and the confirm button. */
  action: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
}

/** The reason a seller will read; confirm stays disabled while it is blank or a change is pending. */
export function ReasonDialog({
  trigger,
  open,
  onOpenChange,
  action,
  pendingLabel,
  pending,
  onConfirm,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
      title={action}
      description="The seller sees this reason on their dashboard."
      destructive
      submitLabel={action}
      pendingLabel={pendingLabel}
      pending={pending}
      disabled={blank}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !pending) onConfirm(reason.trim());
      }}
    >
      <Label htmlFor={id}>Reason</Label>
      <Textarea id={id} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
    </FormDialog>
  );
}
