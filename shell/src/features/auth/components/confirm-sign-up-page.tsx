import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useFinishSignUp } from '../api/finish-sign-up';
import { takeSignUpReturnPath } from '../lib/sign-up-return-path';

/**
 * /confirm-signup?token=…: the link emailed at sign-up. Opening it makes the account, signs this
 * browser in and goes on to the page the sign-up started from (in this tab), else the dashboard.
 */
export function ConfirmSignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const finish = useFinishSignUp();
  const sent = useRef(false);
  const { mutate } = finish;

  useEffect(() => {
    // Once per page view: the token works once.
    if (sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: () => {
        toast({
          title: 'Welcome to Cardbridge!',
          description: 'Your account has been created successfully.',
        });
        void navigate(takeSignUpReturnPath(), { replace: true });
      },
    });
  }, [mutate, navigate, token]);

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            <h1>Finish signing up</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {finish.isError ? (
            <>
              <Alert variant="destructive">
                <AlertDescription>
                  {errorMessageFor(finish.error, 'This link is invalid or has expired')}
                </AlertDescription>
              </Alert>
              <Link to="/register" className={textLinkClass}>
                Sign up again
              </Link>
            </>
          ) : (
            <Spinner />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
