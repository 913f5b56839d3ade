import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';

/**
 * Paths under /admin: always dark, whatever the visitor's theme, no public header or footer. The
 * `dark` class goes on the document too while an admin page is open, so dialogs and toasts
 * (rendered in portals outside this subtree) are dark as well; leaving restores the theme.
 */
export function AdminLayout() {
  useEffect(() => {
    const root = document.documentElement;
    const wasDark = root.classList.contains('dark');
    root.classList.add('dark');
    return () => {
      root.classList.toggle('dark', wasDark);
    };
  }, []);
  return (
    <div data-testid="admin-layout" className="dark min-h-screen bg-background text-foreground">
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
