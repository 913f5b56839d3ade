import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from './get-current-user';
import { signInPathFor } from './return-path';

export interface RequireUserProps {
  children: ReactNode;
  /** Shown while the session is being checked. */
  pending: ReactNode;
  /**
   * Shown to a visitor without a session, given the sign-in path that brings them back to this
   * page (path and query) once signed in. The page decides how to say it (the kit has no UI).
   */
  signedOut: (signInPath: string) => ReactNode;
}

/** Renders its children only for a signed-in user, like the admin remote's RequireAdmin. */
export function RequireUser({ children, pending, signedOut }: RequireUserProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return pending;
  if (!user) return signedOut(signInPathFor(location));
  return children;
}
