import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@cardbridge/ui';
import { useCurrentAdmin } from './api/get-current-admin';

/** Admin pages render only with an admin session: a spinner while checking, else /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { admin, isLoading } = useCurrentAdmin();
  if (isLoading) {
    return (
      <div
        role="status"
        aria-label="Checking admin session"
        className="flex min-h-screen items-center justify-center"
      >
        <Spinner />
      </div>
    );
  }
  if (!admin) return <Navigate to="/admin/login" replace />;
  return children;
}
