import { useState } from 'react';
import { Images } from 'lucide-react';
import { submissionStatusInfo } from '@cardbridge/contracts';
import type { AdminSubmission, ReasonCode, SubmissionStatus } from '@cardbridge/contracts';
import { Alert, AlertDescription, Button, SubmissionStatusBadge } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useChangeSubmissionStatus } from '../api/change-submission-status';
import { useClaimSubmission, useReleaseClaim } from '../api/claim-submission';
import { useClaimRenewal } from '../hooks/use-claim-renewal';
import { useQueueHotkey } from '../hooks/use-queue-hotkey';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { ClaimControls } from './claim-controls';
import { claimStatus } from './claim-status';
import { PhotoViewer } from './photo-viewer';
import { queueKeys, statusKeys } from './queue-shortcuts';
import { SignalList } from './signal-list';
import { StatusActions } from './status-actions';
import { StatusHistory } from './status-history';
import { SubmissionFields, when } from './submission-fields';
import { targetAge, TargetAgeText } from './target-age';
import { TrustNotes } from './trust-notes';

interface SubmissionDetailProps {
  submission: AdminSubmission;
  /** The signed-in admin's username: their own claim reads "you" and is renewed. */
  me: string | undefined;
  now: number;
  /** The role may claim and change statuses ('review.decide'). */
  decide: boolean;
  /** The role may see the card's secrets and photos ('card.secrets'). */
  secrets: boolean;
  /** What the server answered after a change, for a submission shown outside the loaded pages. */
  onChanged: (changed: Partial<AdminSubmission> & { id: string }) => void;
}

const failed = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessageFor(error, fallback), variant: 'destructive' });

/** The selected submission in full: who reviews it, its signals, fields, photos, actions, history. */
export function SubmissionDetail({
  submission: s,
  me,
  now,
  decide,
  secrets,
  onChanged,
}: SubmissionDetailProps) {
  const change = useChangeSubmissionStatus();
  const claimMutation = useClaimSubmission();
  const release = useReleaseClaim();
  const [dialog, setDialog] = useState<SubmissionStatus>();
  const [photo, setPhoto] = useState<number>();
  const claim = claimStatus(s, me, now);
  // The server renews only a pending submission's claim; a processing one keeps its lease.
  const claimable = s.status === 'pending';
  useClaimRenewal(s.id, decide && claimable && claim.mine);

  const move = (status: SubmissionStatus, reason?: string, reasonCode?: ReasonCode) =>
    change.mutate(
      { id: s.id, status, reason, reasonCode },
      {
        onSuccess: (updated) => {
          setDialog(undefined);
          onChanged(updated);
          toast({
            title: 'Status Updated',
            description: `Submission #${s.id} is now ${submissionStatusInfo[status].label}.`,
          });
        },
        onError: failed('Update Failed', 'Failed to update gift card status.'),
      },
    );
  const takeClaim = () =>
    claimMutation.mutate(s.id, {
      onSuccess: (held) => onChanged({ id: s.id, ...held }),
      onError: failed('Claim Failed', 'The submission could not be claimed.'),
    });
  const giveBack = () =>
    release.mutate(s.id, {
      onSuccess: () => onChanged({ id: s.id, claimedBy: null, claimedUntil: null }),
      onError: failed('Release Failed', 'The claim could not be released.'),
    });

  const idle = !change.isPending && dialog === undefined && photo === undefined;
  useQueueHotkey(queueKeys.claim, takeClaim, decide && idle && !claimMutation.isPending);
  useQueueHotkey(queueKeys.release, giveBack, decide && idle && claim.mine);
  useQueueHotkey(queueKeys.photos, () => setPhoto(0), secrets && idle && s.images.length > 0);
  useQueueHotkey(
    Object.values(statusKeys).join(','),
    (event) => {
      const to = submissionStatusInfo[s.status].next.find(
        (next) => statusKeys[next.to] === event.key.toLowerCase(),
      )?.to;
      if (!to) return;
      if (submissionStatusInfo[to].reason) setDialog(to);
      else move(to);
    },
    decide && idle,
  );

  const last = s.statusHistory[s.statusHistory.length - 1];
  return (
    <article
      aria-labelledby="detail-heading"
      className="flex flex-col gap-3"
      data-testid="submission-detail"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="detail-heading" className="text-lg font-semibold">
            {s.brand} ${s.denomination}
          </h3>
          <p className="text-xs break-all text-muted-foreground">Submission #{s.id}</p>
        </div>
        <div className="flex flex-col items-end gap-1 text-sm">
          <SubmissionStatusBadge status={s.status} />
          <TargetAgeText {...targetAge(s, now)} />
        </div>
      </header>

      <ClaimControls
        claim={claim}
        claimedUntil={s.claimedUntil}
        claimable={claimable}
        decide={decide}
        pending={claimMutation.isPending || release.isPending}
        onClaim={takeClaim}
        onRelease={giveBack}
      />

      {decide && (
        <div role="group" aria-label="Status actions" className="flex flex-wrap items-center gap-2">
          <StatusActions
            status={s.status}
            pending={change.isPending}
            dialog={dialog}
            onDialogChange={setDialog}
            onMove={move}
          />
          {submissionStatusInfo[s.status].final && last && (
            <span className="text-sm text-muted-foreground">
              Last status update: {when(last.at)}
            </span>
          )}
        </div>
      )}
      {decide && <AdjustBalanceDialog submission={s} onAdjusted={onChanged} />}
      <TrustNotes submission={s} />

      <SignalList signals={s.signals} />
      <SubmissionFields submission={s} secrets={secrets} />

      {secrets &&
        (s.images.length === 0 ? (
          <Alert variant="destructive">
            <AlertDescription>
              No verification images uploaded - This submission lacks required verification photos
            </AlertDescription>
          </Alert>
        ) : (
          <div className="flex flex-wrap gap-2">
            {s.images.map((path, index) => (
              <Button
                key={path}
                variant="outline"
                size="sm"
                onClick={() => setPhoto(index)}
                aria-keyshortcuts={index === 0 ? queueKeys.photos : undefined}
              >
                <Images aria-hidden="true" /> Photo {index + 1} of {s.images.length}
              </Button>
            ))}
            <PhotoViewer photos={s.images} index={photo} onIndexChange={setPhoto} />
          </div>
        ))}

      <StatusHistory history={s.statusHistory} />
    </article>
  );
}
