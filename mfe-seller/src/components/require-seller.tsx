import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, SignInRequired, Spinner } from '@cardbridge/ui';
import { RequireUser } from '@cardbridge/web-kit';

interface RequireSellerProps {
  /** Why this page needs an account, e.g. 'You need to sign in to sell gift cards.' */
  description: string;
  children: ReactNode;
}

/** The same return address as the sign-in path, for a visitor who has no account yet. */
const signUpPathFor = (signInPath: string) => signInPath.replace(/^\/login/, '/register');

/**
 * A seller page for signed-in users only. A visitor sees 'Sign In Required' with Sign In and Sign
 * Up buttons whose /login and /register bring them back to this page, query included, afterwards.
 */
export function RequireSeller({ description, children }: RequireSellerProps) {
  return (
    <RequireUser
      pending={
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      }
      signedOut={(signInPath) => (
        <div className="px-4 py-16">
          <SignInRequired description={description}>
            <Button asChild>
              <Link to={signInPath}>Sign In</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={signUpPathFor(signInPath)}>Sign Up</Link>
            </Button>
          </SignInRequired>
        </div>
      )}
    >
      {children}
    </RequireUser>
  );
}
