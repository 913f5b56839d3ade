import { Shield } from 'lucide-react';
import { Badge } from '@cardbridge/ui';
import { useCurrentAdmin } from '../../../lib/api/get-current-admin';
import { AdminLogoutButton } from './admin-logout-button';
import { TwoFactorDialog } from './two-factor-dialog';

/** The /admin header: who is signed in, the Admin badge and Logout. */
export function AdminHeader() {
  const { admin } = useCurrentAdmin();
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 border-b border-border px-6 py-4">
      <div className="flex items-center gap-3">
        <Shield aria-hidden="true" className="size-6 text-primary" />
        <h1 className="text-xl font-semibold">Admin Dashboard</h1>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm" data-testid="admin-username">
          {admin?.username ?? ''}
        </span>
        <Badge>Admin</Badge>
        <TwoFactorDialog />
        <AdminLogoutButton />
      </div>
    </header>
  );
}
