import { LogOut } from 'lucide-react';
import { Button } from '@cardbridge/ui';
import { useSignOutAdmin } from '../api/sign-out-admin';

/** Ends the admin session; it holds itself while the logout is pending. */
export function AdminLogoutButton() {
  const logout = useSignOutAdmin();
  return (
    <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
