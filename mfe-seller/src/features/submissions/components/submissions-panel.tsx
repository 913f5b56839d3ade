import type { MySubmission } from '@cardbridge/contracts';
import { Card, CardContent, CardHeader, CardTitle, Spinner } from '@cardbridge/ui';
import { SubmissionList } from './submission-list';

interface SubmissionsPanelProps {
  title: string;
  submissions: MySubmission[] | undefined;
  isLoading: boolean;
  isError: boolean;
  limit?: number;
  /** When each submission's payout was paid, by submission id. */
  paidAt?: Record<string, string>;
}

export function SubmissionsPanel({
  title,
  submissions,
  isLoading,
  isError,
  limit,
  paidAt,
}: SubmissionsPanelProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner />
        ) : isError && !submissions ? (
          <p className="text-destructive">Your submissions could not be loaded.</p>
        ) : (
          <SubmissionList submissions={submissions ?? []} limit={limit} paidAt={paidAt} />
        )}
      </CardContent>
    </Card>
  );
}
