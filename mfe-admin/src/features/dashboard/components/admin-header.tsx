import { LogOut, Shield } from 'lucide-react';
import { Badge, Button } from '@cardbridge/ui';
import { useAdminLogout } from '../../admin-session/api/use-admin-logout';

/** The /admin header: who is signed in, the Admin badge and Logout. */
export function AdminHeader({ username }: { username: string }) {
  const logout = useAdminLogout();
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 border-b border-border px-6 py-4">
      <div className="flex items-center gap-3">
        <Shield aria-hidden="true" className="size-6 text-primary" />
        <h1 className="text-xl font-semibold">Admin Dashboard</h1>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm" data-testid="admin-username">
          {username}
        </span>
        <Badge>Admin</Badge>
        <Button
          variant="outline"
          size="sm"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut aria-hidden="true" />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </header>
  );
}
