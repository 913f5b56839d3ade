import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { ReasonCode } from '@cardbridge/contracts';
import { FormDialog, Label, Textarea } from '@cardbridge/ui';
import { ReasonCodeSelect } from './reason-code-select';

export interface ReasonDialogProps {
  /** The button that opens it: focus returns there when the dialog closes (keyboard users). */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Reject Submission' or 'Mark as Failed': the title and the confirm button. */
  action: string;
  pendingLabel: string;
  pending: boolean;
  /** The text (may be blank when a code other than "other" is chosen) and the code, if any. */
  onConfirm: (reason: string, reasonCode?: ReasonCode) => void;
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
  const [code, setCode] = useState<ReasonCode | ''>('');
  // A code explains itself, except "other"; without a code the text must (docs/product.md#reason-codes).
  const blank = reason.trim() === '' && (code === '' || code === 'other');
  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setCode('');
        }
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
        if (!blank && !pending) onConfirm(reason.trim(), code || undefined);
      }}
    >
      <Label htmlFor={id}>Reason</Label>
      <Textarea id={id} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
      {/* After the text, which takes the focus first (keyboard reviewers type straight away). */}
      <ReasonCodeSelect value={code} onChange={setCode} />
    </FormDialog>
  );
}
