import { Link } from 'react-router-dom';
import type { MySubmission } from '@cardbridge/contracts';
import { Button } from '@cardbridge/ui';
import { SubmissionItem } from './submission-item';

interface SubmissionListProps {
  submissions: MySubmission[];
  /** Show only the newest N (the overview shows 3). */
  limit?: number;
  /** When each submission's payout was paid, by submission id (from the seller's payouts). */
  paidAt?: Record<string, string>;
}

/** The seller's submissions, newest first, with an honest empty state. */
export function SubmissionList({ submissions, limit, paidAt = {} }: SubmissionListProps) {
  if (submissions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-muted-foreground">You haven&apos;t submitted any gift cards yet.</p>
        <Button asChild>
          <Link to="/get-quote">Submit Your First Card</Link>
        </Button>
      </div>
    );
  }
  const shown = limit === undefined ? submissions : submissions.slice(0, limit);
  return (
    <ul className="flex flex-col gap-3">
      {shown.map((submission) => (
        <li key={submission.id}>
          <SubmissionItem submission={submission} paidAt={paidAt[submission.id]} />
        </li>
      ))}
    </ul>
  );
}
