import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner, textLinkClass } from '@cardbridge/ui';
import { toast } from '@cardbridge/web-kit';
import { EmailLinkPage, LinkRefused, useLinkToken } from '../../../components/email-link-page';
import { useFinishSignUp } from '../api/finish-sign-up';
import { takeSignUpReturnPath } from '../lib/sign-up-return-path';

/**
 * /confirm-signup?token=…: the link emailed at sign-up. Opening it makes the account, signs this
 * browser in and goes on to the page the sign-up started from (in this tab), else the dashboard.
 */
export function ConfirmSignUpPage() {
  const navigate = useNavigate();
  const finish = useFinishSignUp();
  const { mutate } = finish;
  useLinkToken(
    useCallback(
      (token: string) =>
        mutate(token, {
          onSuccess: () => {
            toast({
              title: 'Welcome to Cardbridge!',
              description: 'Your account has been created successfully.',
            });
            void navigate(takeSignUpReturnPath(), { replace: true });
          },
        }),
      [mutate, navigate],
    ),
  );

  return (
    <EmailLinkPage title="Finish signing up">
      {finish.isError ? (
        <>
          <LinkRefused error={finish.error} />
          <Link to="/register" className={textLinkClass}>
            Sign up again
          </Link>
        </>
      ) : (
        <Spinner />
      )}
    </EmailLinkPage>
  );
}
