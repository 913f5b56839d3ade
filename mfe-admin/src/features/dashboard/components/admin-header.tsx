import type { ReactNode } from 'react';
import { Shield } from 'lucide-react';
import { Badge } from '@cardbridge/ui';

export interface AdminHeaderProps {
  username: string;
  /** The session's logout control; the route composes it in, so the dashboard owns no session. */
  logoutButton: ReactNode;
}

/** The /admin header: who is signed in, the Admin badge and Logout. */
export function AdminHeader({ username, logoutButton }: AdminHeaderProps) {
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
        {logoutButton}
      </div>
    </header>
  );
}
