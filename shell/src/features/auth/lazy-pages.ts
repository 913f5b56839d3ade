import { lazy } from 'react';

/** The sign-in and sign-up pages as on-demand chunks: the landing page carries none of their code. */
export const LoginPage = lazy(() =>
  import('./components/login-page').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import('./components/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const ConfirmSignUpPage = lazy(() =>
  import('./components/confirm-sign-up-page').then((m) => ({ default: m.ConfirmSignUpPage })),
);
