import { Button } from '@cardbridge/ui';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { saveWithToast } from './save-with-toast';

/**
 * The Security card's "Sign out other sessions": ends the account's sessions in other browsers
 * (a phone, a shared computer, a stolen cookie) and keeps this one signed in.
 */
export function SignOutOthersButton() {
  const signOutOthers = useSignOutOtherSessions();
  return (
    <Button
      variant="outline"
      className="self-start"
      disabled={signOutOthers.isPending}
      onClick={() =>
        void saveWithToast(
          () => signOutOthers.mutateAsync(),
          {
            success: 'Signed out of your other sessions',
            failure: 'Failed to sign out other sessions',
          },
          () => undefined,
        )
      }
    >
      {signOutOthers.isPending ? 'Signing out...' : 'Sign out other sessions'}
    </Button>
  );
}
