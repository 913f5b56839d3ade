import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { AdminLoginRequest, AdminMfaLoginRequest } from '@cardbridge/contracts';
import { ApiError, toast } from '@cardbridge/web-kit';
import { AdminLoginView } from './admin-login-view';
import { AuthenticatorEnrolment } from './authenticator-enrolment';
import { MfaCodeStep } from './mfa-code-step';
import { isSignedIn, useSignInAdmin } from '../api/sign-in-admin';
import { useCompleteMfaSignIn } from '../api/complete-mfa-sign-in';
import { useCurrentAdmin } from '../../../lib/api/get-current-admin';

/** The wording (docs/product.md#errors) for a refused sign-in and for one that never reached the server. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Invalid admin credentials';
  return 'Login failed. Please check your credentials.';
}

type Step = 'password' | 'code' | 'enrol';

/**
 * The admin sign-in at /admin/login: the password, then (docs/product.md#admin-mfa) the
 * authenticator code, or adding an authenticator first when it is required.
 */
export function AdminSignIn() {
  const navigate = useNavigate();
  const login = useSignInAdmin();
  const mfa = useCompleteMfaSignIn();
  const { admin } = useCurrentAdmin();
  const [step, setStep] = useState<Step>('password');
  const [errorMessage, setErrorMessage] = useState<string>();

  if (admin && step === 'password' && !login.isPending) return <Navigate to="/admin" replace />;

  const signedIn = () => {
    toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' });
    void navigate('/admin');
  };
  // The form shows the failure; a toast would say it a second time.
  const fail = (error: unknown) => setErrorMessage(failureMessage(error));

  const onPassword = async (credentials: AdminLoginRequest) => {
    setErrorMessage(undefined);
    try {
      const result = await login.mutateAsync(credentials);
      if (isSignedIn(result)) signedIn();
      else setStep('mfaRequired' in result ? 'code' : 'enrol');
    } catch (error) {
      fail(error);
    }
  };

  const onCode = async (body: AdminMfaLoginRequest) => {
    setErrorMessage(undefined);
    try {
      await mfa.mutateAsync(body);
      signedIn();
    } catch (error) {
      fail(error);
      // An expired step starts over with the password.
      if (error instanceof ApiError && /expired/i.test(error.serverMessage ?? '')) {
        setStep('password');
      }
    }
  };

  if (step === 'password') {
    return <AdminLoginView onSubmit={onPassword} errorMessage={errorMessage} />;
  }
  return (
    <AdminLoginView
      errorMessage={errorMessage}
      step={
        step === 'code'
          ? {
              title: 'Two-factor authentication',
              body: <MfaCodeStep onSubmit={onCode} />,
            }
          : {
              title: 'Add an authenticator',
              body: <AuthenticatorEnrolment onDone={signedIn} />,
            }
      }
    />
  );
}
