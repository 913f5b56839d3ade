import { useCallback } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, Spinner, textLinkClass } from '@cardbridge/ui';
import { EmailLinkPage, LinkRefused, useLinkToken } from '../../../components/email-link-page';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * /confirm-email?token=…: the link emailed to a new address. Opening it makes that address the
 * account's (docs/product.md#limits); it works in any browser, signed in or not.
 */
export function ConfirmEmailPage() {
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  useLinkToken(useCallback((token: string) => mutate(token), [mutate]));

  return (
    <EmailLinkPage title="Confirm your email">
      {confirm.isSuccess && (
        <Alert>
          <AlertDescription>{confirm.data}</AlertDescription>
        </Alert>
      )}
      {confirm.isError && <LinkRefused error={confirm.error} />}
      {!confirm.isSuccess && !confirm.isError && <Spinner />}
      <Link to="/dashboard" className={textLinkClass}>
        Go to your dashboard
      </Link>
    </EmailLinkPage>
  );
}
