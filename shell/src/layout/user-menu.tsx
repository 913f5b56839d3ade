import { Link } from 'react-router';
import { useCurrentUser } from '@cardbridge/web-kit';
import { ghostButton, outlineButton, primaryButton } from './link-styles';
import { useSignOutUser } from '../lib/api/sign-out-user';

/** The auth-dependent end of the top navigation. */
export function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOutUser();

  if (isLoading) {
    return (
      <div data-testid="auth-loading" className="h-8 w-40 animate-pulse rounded-md bg-muted" />
    );
  }
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/login" className={ghostButton}>
          Sign In
        </Link>
        <Link to="/register" className={primaryButton}>
          Sign Up
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <span className="hidden text-sm sm:inline">Welcome, {user.firstName || user.username}</span>
      {user.username === 'admin' && (
        <Link to="/admin" className={outlineButton}>
          Admin Dashboard
        </Link>
      )}
      <button
        type="button"
        className={outlineButton}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Sign Out
      </button>
    </div>
  );
}
