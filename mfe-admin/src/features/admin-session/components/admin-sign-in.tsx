import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { AdminLoginRequest } from '@cardbridge/contracts';
import { ApiError, toast } from '@cardbridge/web-kit';
import { AdminLoginView } from './admin-login-view';
import { useSignInAdmin } from '../api/sign-in-admin';
import { useCurrentAdmin } from '../../../lib/api/get-current-admin';

/** The spec's wording for a refused sign-in and for one that never reached the server. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Invalid admin credentials';
  return 'Login failed. Please check your credentials.';
}

/** The admin sign-in at /admin/login: the form view wired to the admin session. */
export function AdminSignIn() {
  const navigate = useNavigate();
  const login = useSignInAdmin();
  const { admin } = useCurrentAdmin();
  const [errorMessage, setErrorMessage] = useState<string>();

  if (admin && !login.isPending) return <Navigate to="/admin" replace />;

  const onSubmit = async (credentials: AdminLoginRequest) => {
    setErrorMessage(undefined);
    try {
      await login.mutateAsync(credentials);
      toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' });
      void navigate('/admin');
    } catch (error) {
      const message = failureMessage(error);
      setErrorMessage(message);
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
    }
  };

  return <AdminLoginView onSubmit={onSubmit} errorMessage={errorMessage} />;
}
