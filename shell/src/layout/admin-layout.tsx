import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';
import { useThemeStore } from '../theme/theme-store';

/**
 * Paths under /admin: always dark, whatever the visitor's theme, no public header or footer. The
 * `dark` class goes on the document too while an admin page is open, so dialogs and toasts
 * (rendered in portals outside this subtree) are dark as well; leaving restores the theme.
 */
export function AdminLayout() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('dark');
    // Back to the visitor's theme as the theme store has it (not as the class was on arrival:
    // two admin layouts can overlap while a page loads, and the second would see the first's dark).
    return () => {
      root.classList.toggle('dark', useThemeStore.getState().theme === 'dark');
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
