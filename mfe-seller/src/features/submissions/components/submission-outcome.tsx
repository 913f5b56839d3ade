import { Link } from 'react-router-dom';
import { reasonCodeInfo } from '@cardbridge/contracts';
import type { MySubmission } from '@cardbridge/contracts';
import { Button } from '@cardbridge/ui';
import { useSubmissionAction } from '../api/submission-action';
import { resubmitPath } from '../lib/resubmit-path';

/**
 * What the seller can learn and do about a submission beyond its status: a reason code's plain
 * words and next step (docs/product.md#reason-codes), Resubmit with corrections
 * (docs/product.md#resubmission) and Cancel while nobody has started on it (docs/product.md#cancel).
 */
export function SubmissionOutcome({ submission }: { submission: MySubmission }) {
  const cancel = useSubmissionAction('cancel');
  const code = submission.reasonCode ? reasonCodeInfo[submission.reasonCode] : undefined;
  return (
    <>
      {code && (
        <div className="text-sm">
          <p>
            <span className="font-medium">{code.label}:</span> {code.explanation}
          </p>
          <p>
            <span className="font-medium">What to do next:</span> {code.nextStep}
          </p>
        </div>
      )}
      {(submission.resubmittable || submission.cancellable) && (
        <div className="flex gap-2">
          {submission.resubmittable && (
            <Button asChild variant="outline">
              <Link to={resubmitPath(submission)}>Resubmit with corrections</Link>
            </Button>
          )}
          {submission.cancellable && (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(submission.id)}
            >
              Cancel submission
            </Button>
          )}
        </div>
      )}
    </>
  );
}
