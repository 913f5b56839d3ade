import { payoutStatusInfo, submissionStatusInfo } from '@cardbridge/contracts';
import type { PayoutStatus, StatusLook, StatusTone, SubmissionStatus } from '@cardbridge/contracts';
import { Badge } from './badge';
import type { BadgeProps } from './badge';

/** The badge style of each tone (docs/product.md#statuses). */
const toneVariant: Record<StatusTone, NonNullable<BadgeProps['variant']>> = {
  positive: 'default',
  neutral: 'secondary',
  negative: 'destructive',
};

type StatusBadgeProps = Omit<BadgeProps, 'variant' | 'children'>;

/** A status as the contracts' table names and colours it. */
export function StatusBadge({ look, ...props }: StatusBadgeProps & { look: StatusLook }) {
  return (
    <Badge variant={toneVariant[look.tone]} data-tone={look.tone} {...props}>
      {look.label}
    </Badge>
  );
}

/** A submission's status, as the seller and the admin both see it. */
export function SubmissionStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: SubmissionStatus }) {
  return <StatusBadge look={submissionStatusInfo[status]} {...props} />;
}

/** A payout's status: 'Paid' once sent, on every screen. */
export function PayoutStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: PayoutStatus }) {
  return <StatusBadge look={payoutStatusInfo[status]} {...props} />;
}
