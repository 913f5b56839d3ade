import { statusBadgeVariant } from '@cardbridge/contracts';
import { Badge } from '@cardbridge/ui';

/** Badge styles of docs/product.md#screens: completed default, pending/processing secondary, rejected/failed destructive. */
export function SubmissionStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)} className="capitalize">
      {status}
    </Badge>
  );
}
