import { format } from 'date-fns';
import { UserCheck } from 'lucide-react';
import { Button } from '@cardbridge/ui';
import type { ClaimStatus } from './claim-status';
import { queueKeys } from './queue-shortcuts';

interface ClaimControlsProps {
  claim: ClaimStatus;
  claimedUntil: string | null;
  /** Only a pending submission can be claimed (docs/product.md#review-console). */
  claimable: boolean;
  /** Left out for a role that cannot claim: no buttons, only who reviews it. */
  decide: boolean;
  pending: boolean;
  onClaim: () => void;
  onRelease: () => void;
}

/** Who reviews the submission, and Claim or Release for a reviewer. */
export function ClaimControls({
  claim,
  claimedUntil,
  claimable,
  decide,
  pending,
  onClaim,
  onRelease,
}: ClaimControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {claim.text ? (
        <p className="inline-flex items-center gap-1 font-medium" data-testid="claimant">
          <UserCheck aria-hidden="true" className="size-4" />
          {claim.text}
          {claim.mine && claimedUntil && (
            <span className="font-normal text-muted-foreground">
              {' '}
              (until {format(new Date(claimedUntil), 'HH:mm')})
            </span>
          )}
        </p>
      ) : (
        claimable && <p className="text-muted-foreground">Not claimed</p>
      )}
      {decide && claimable && !claim.claimed && (
        <Button size="sm" onClick={onClaim} disabled={pending} aria-keyshortcuts={queueKeys.claim}>
          Claim
        </Button>
      )}
      {decide && claim.mine && (
        <Button
          size="sm"
          variant="outline"
          onClick={onRelease}
          disabled={pending}
          aria-keyshortcuts={queueKeys.release}
        >
          Release
        </Button>
      )}
    </div>
  );
}
