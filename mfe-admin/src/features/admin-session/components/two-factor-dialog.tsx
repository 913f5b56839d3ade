import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@cardbridge/ui';
import { useCurrentAdmin } from '../../../lib/api/get-current-admin';
import { AuthenticatorEnrolment } from './authenticator-enrolment';

/** The header's way to add an authenticator; once on, it says so. */
export function TwoFactorDialog() {
  const { admin } = useCurrentAdmin();
  const [open, setOpen] = useState(false);
  // Stays open after enabling, until the recovery codes have been seen.
  if (admin?.mfaEnabled && !open) {
    return (
      <span className="flex items-center gap-1 text-sm">
        <ShieldCheck aria-hidden="true" className="size-4" /> Two-factor on
      </span>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Two-factor authentication
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Two-factor authentication</DialogTitle>
          <DialogDescription>
            Enter your password, then add your phone. From now on, signing in will also ask for a
            code from it.
          </DialogDescription>
        </DialogHeader>
        {open && <AuthenticatorEnrolment askPassword onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
