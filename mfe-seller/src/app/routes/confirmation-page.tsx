import { Link, Navigate, useLocation } from 'react-router-dom';
import { CheckCircle2, Clock } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageTitle,
  textLinkClass,
} from '@cardbridge/ui';

/**
 * /confirmation: shown right after a successful submission (docs/product.md#screens). Opened any
 * other way (a bookmark, a reload after leaving) there is nothing to confirm: the dashboard shows
 * the seller's submissions instead.
 */
export function ConfirmationPage() {
  const submissionId = (useLocation().state as { submissionId?: string } | null)?.submissionId;
  if (!submissionId) return <Navigate to="/dashboard" replace />;
  return (
    <div className="px-4 py-16">
      <PageTitle>Submission received</PageTitle>
      <Card className="mx-auto max-w-lg text-center">
        <CardHeader className="items-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-primary" />
          <CardTitle className="text-2xl">
            <h1>Submission Received!</h1>
          </CardTitle>
          <CardDescription>
            Thank you. Our team is verifying your gift card now (submission #{submissionId}).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex items-start gap-3 rounded-md bg-muted p-4 text-left">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <h2 className="font-semibold">Under Review</h2>
              <p className="text-sm text-muted-foreground">
                Review typically takes 15 minutes to 2 hours. Payouts are sent as soon as your card
                is approved; most arrive within 1-3 business days depending on the payout method.
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link to="/get-quote">Start New Trade</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/dashboard">View Transaction History</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Questions about your submission?{' '}
            <Link to="/dashboard?tab=support" className={textLinkClass}>
              Contact Support
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
