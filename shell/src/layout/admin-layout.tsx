import { Outlet } from 'react-router';

/**
 * Paths under /admin: always dark (the `dark` class scopes the dark tokens to this subtree,
 * whatever the visitor's theme), no public header or footer.
 */
export function AdminLayout() {
  return (
    <div data-testid="admin-layout" className="dark min-h-screen bg-background text-foreground">
      <Outlet />
    </div>
  );
}
