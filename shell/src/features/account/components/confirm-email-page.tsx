import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  AlertDescription,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Spinner,
  textLinkClass,
} from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * /confirm-email?token=…: the link emailed to a new address. Opening it makes that address the
 * account's (docs/product.md#limits); it works in any browser, signed in or not.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    // Once per page view: the token works once, and a second call would only say it is used.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            <h1>Confirm your email</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {confirm.isSuccess && (
            <Alert>
              <AlertDescription>{confirm.data}</AlertDescription>
            </Alert>
          )}
          {confirm.isError && (
            <Alert variant="destructive">
              <AlertDescription>
                {errorMessageFor(confirm.error, 'This link is invalid or has expired')}
              </AlertDescription>
            </Alert>
          )}
          {!confirm.isSuccess && !confirm.isError && <Spinner />}
          <Link to="/dashboard" className={textLinkClass}>
            Go to your dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
