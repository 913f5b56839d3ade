import { useState } from 'react';
import { format } from 'date-fns';
import { AlertTriangle, Download, Eye } from 'lucide-react';
import { payoutMethodLabel, reasonLabel, submissionStatusInfo } from '@cardbridge/contracts';
import type { AdminSubmission, SubmissionStatus } from '@cardbridge/contracts';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  SubmissionStatusBadge,
} from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useChangeSubmissionStatus } from '../api/change-submission-status';
import { StatusActions } from './status-actions';

const conditionLabel: Record<string, string> = {
  brand_new: 'Brand New',
  partially_used: 'Partially Used',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy HH:mm');

/** One photo: View in a new tab, Download; a photo that fails to load is hidden. */
function Photo({ path }: { path: string }) {
  const [broken, setBroken] = useState(false);
  const file = path.replace(/^\/uploads\//, '');
  return (
    <li className="flex flex-col gap-2">
      {!broken && (
        <img
          src={`/api/admin/view/${file}`}
          alt="Verification photo"
          className="h-32 w-48 rounded border border-border object-cover"
          onError={() => setBroken(true)}
        />
      )}
      <div className="flex gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={`/api/admin/view/${file}`} target="_blank" rel="noreferrer">
            <Eye aria-hidden="true" /> View
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={`/api/admin/download/${file}`} download>
            <Download aria-hidden="true" /> Download
          </a>
        </Button>
      </div>
    </li>
  );
}

/** One submission in the review queue, with the actions its status allows. */
export function SubmissionCard({ submission: s }: { submission: AdminSubmission }) {
  const change = useChangeSubmissionStatus();
  const [dialog, setDialog] = useState<SubmissionStatus>();

  const move = (status: SubmissionStatus, reason?: string) =>
    change.mutate(
      { id: s.id, status, reason },
      {
        onSuccess: () => {
          setDialog(undefined);
          toast({
            title: 'Status Updated',
            description: `Submission #${s.id} is now ${submissionStatusInfo[status].label}.`,
          });
        },
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: errorMessageFor(error, 'Failed to update gift card status.'),
            variant: 'destructive',
          }),
      },
    );

  const fields: [string, string][] = [
    ['Card Number', s.cardNumber],
    ['PIN', s.pin ?? '—'],
    ['Security Code', s.securityCode ?? '—'],
    ['Expiration', s.expirationDate ?? '—'],
    ['Card Format', capitalised(s.cardFormat)],
    ['Card Condition', conditionLabel[s.cardCondition] ?? 'Not specified'],
    ['Quote', `$${s.quote}`],
    ['Seller ID', s.sellerId],
    ['Seller', `${s.username} (${s.email})`],
    ['Payout Method', payoutMethodLabel(s.paymentMethod)],
    ['Submitted', when(s.createdAt)],
  ];
  const last = s.statusHistory[s.statusHistory.length - 1];

  return (
    <Card data-testid="admin-submission">
      <CardContent className="flex flex-col gap-4 pt-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold">{s.brand}</h3>
            <p className="text-sm text-muted-foreground">Submission #{s.id}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-lg font-semibold">${s.denomination}</span>
            <SubmissionStatusBadge status={s.status} />
          </div>
        </header>

        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-muted-foreground">{label}:</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
          {s.notes && (
            <div className="flex gap-2 sm:col-span-2">
              <dt className="text-muted-foreground">Notes:</dt>
              <dd>{s.notes}</dd>
            </div>
          )}
        </dl>

        {s.statusReason && (
          <p className="text-sm">
            <span className="font-semibold">{reasonLabel(s.status)}</span> {s.statusReason}
          </p>
        )}

        {s.images.length === 0 ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertDescription>
              No verification images uploaded - This submission lacks required verification photos
            </AlertDescription>
          </Alert>
        ) : (
          <ul aria-label="Verification photos" className="flex flex-wrap gap-4">
            {s.images.map((path) => (
              <Photo key={path} path={path} />
            ))}
          </ul>
        )}

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

        <details className="text-sm">
          <summary className="cursor-pointer">Status history</summary>
          <ol className="mt-2 flex flex-col gap-1">
            {s.statusHistory.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                {when(h.at)}: {h.from ? submissionStatusInfo[h.from].label : 'New'} →{' '}
                {submissionStatusInfo[h.to].label} by {h.by}
                {h.reason ? ` (${h.reason})` : ''}
              </li>
            ))}
          </ol>
        </details>
      </CardContent>
    </Card>
  );
}
