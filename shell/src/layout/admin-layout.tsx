import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';

/**
 * Paths under /admin: always dark (the `dark` class scopes the dark tokens to this subtree,
 * whatever the visitor's theme), no public header or footer.
 */
export function AdminLayout() {
  return (
    <div data-testid="admin-layout" className="dark min-h-screen bg-background text-foreground">
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
