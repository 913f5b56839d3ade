import { lazy } from 'react';

/** The page the new-email link opens, as an on-demand chunk. */
export const ConfirmEmailPage = lazy(() =>
  import('./components/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
