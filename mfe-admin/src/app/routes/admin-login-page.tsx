import { AdminSignIn } from '../../features/admin-session/components/admin-sign-in';

/** /admin/login: the admin sign-in (an admin already signed in goes on to /admin). */
export function AdminLoginPage() {
  return <AdminSignIn />;
}
