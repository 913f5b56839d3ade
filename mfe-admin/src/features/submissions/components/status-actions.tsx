import { submissionStatusInfo } from '@cardbridge/contracts';
import type { ReasonCode, SubmissionStatus } from '@cardbridge/contracts';
import { Button } from '@cardbridge/ui';
import { statusKeys } from './queue-shortcuts';
import { ReasonDialog } from './reason-dialog';

interface StatusActionsProps {
  status: SubmissionStatus;
  /** A change is under way: every action waits. */
  pending: boolean;
  /** The status whose reason dialog is open, if any. */
  dialog: SubmissionStatus | undefined;
  onDialogChange: (to: SubmissionStatus | undefined) => void;
  onMove: (to: SubmissionStatus, reason?: string, reasonCode?: ReasonCode) => void;
}

/**
 * One button per move the contracts' table allows from this status, the same table the server's
 * status machine reads (docs/product.md#statuses). A move that needs a reason opens its dialog;
 * a way back out of a final status is a revert, drawn quieter. Each names its key (queue-shortcuts).
 */
export function StatusActions({
  status,
  pending,
  dialog,
  onDialogChange,
  onMove,
}: StatusActionsProps) {
  const { next, final } = submissionStatusInfo[status];
  return next.map(({ to, action }) => {
    const reason = submissionStatusInfo[to].reason;
    if (reason) {
      return (
        <ReasonDialog
          key={to}
          trigger={
            <Button variant="destructive" aria-keyshortcuts={statusKeys[to]}>
              {action}
            </Button>
          }
          open={dialog === to}
          onOpenChange={(open) => onDialogChange(open ? to : undefined)}
          action={reason.dialog}
          pendingLabel={reason.pending}
          pending={pending}
          onConfirm={(text, code) => onMove(to, text || undefined, code)}
        />
      );
    }
    return (
      <Button
        key={to}
        variant={final ? 'outline' : 'default'}
        disabled={pending}
        aria-keyshortcuts={statusKeys[to]}
        onClick={() => onMove(to)}
      >
        {action}
      </Button>
    );
  });
}
