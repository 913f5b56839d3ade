import { AdminLogoutButton } from '../../features/admin-session/components/admin-logout-button';
import { AdminDashboard } from '../../features/dashboard/components/admin-dashboard';
import { UsersTab } from '../../features/users/components/users-tab';
import { RequireAdmin } from '../../lib/require-admin';
import { useAdminMe } from '../../lib/use-admin-me';

function SignedInDashboard() {
  const { admin } = useAdminMe();
  return (
    <AdminDashboard
      username={admin?.username ?? ''}
      logoutButton={<AdminLogoutButton />}
      usersTab={<UsersTab />}
    />
  );
}

/** /admin: the dashboard composed with the session's logout and the users list, behind the guard. */
export function AdminDashboardPage() {
  return (
    <RequireAdmin>
      <SignedInDashboard />
    </RequireAdmin>
  );
}
