import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { invitationAcceptSchema } from '@cardbridge/contracts';
import {
  Alert,
  AlertDescription,
  Button,
  FormFields,
  PageTitle,
  PasswordStrengthMeter,
  TitledCard,
} from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import {
  errorMessageFor,
  toast,
  usePasswordStrength,
  withStrongPassword,
} from '@cardbridge/web-kit';
import { useAcceptInvitation } from '../api/accept-invitation';

/** The sellers' password rules (docs/product.md#validation), checked again by identity. */
const schema = withStrongPassword(invitationAcceptSchema.pick({ password: true }), 'password');
type PasswordForm = { password: string };

const fields: FieldDescription<'password'>[] = [
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/** The link's token: in the fragment (`#token=`, as emailed) or the query (`?token=`). */
function tokenFrom({ hash, search }: { hash: string; search: string }): string {
  return (
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(search).get('token') ??
    ''
  );
}

/**
 * /admin/invitation: an invited admin sets a password, then signs in (where an authenticator is
 * added first when ADMIN_MFA_REQUIRED is on; docs/product.md#admin-team).
 */
export function AcceptInvitation() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFrom(location));
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const strength = usePasswordStrength(useWatch({ control, name: 'password' }) ?? '');

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const admin = await accept.mutateAsync({ token, password });
      toast({
        title: 'Your admin account is ready',
        description: `Sign in as ${admin.username} with your new password.`,
      });
      void navigate('/admin/login', { replace: true });
    } catch {
      // Shown above the form from the mutation's error.
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12 text-foreground">
      <PageTitle>Join the admin team</PageTitle>
      <TitledCard
        className="w-full max-w-md"
        headerClassName="text-center"
        badge={
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10">
            <UserPlus aria-hidden="true" className="size-6 text-primary" />
          </span>
        }
        titleClassName="text-2xl"
        title={<h1>Join the admin team</h1>}
        description="Choose the password you will sign in with."
        contentClassName="flex flex-col gap-6"
      >
        {!token && (
          <Alert variant="destructive">
            <AlertDescription>
              This invitation link is incomplete. Open the link from your email again.
            </AlertDescription>
          </Alert>
        )}
        {accept.error && (
          <Alert variant="destructive">
            <AlertDescription>
              {errorMessageFor(accept.error, 'Your password could not be set. Please try again.')}
            </AlertDescription>
          </Alert>
        )}
        {token && (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => void onSubmit(event)}
          >
            <FormFields
              idPrefix="invitation"
              fields={fields}
              bind={(name) => register(name)}
              errorFor={(name) => errors[name]?.message}
              hints={{ password: <PasswordStrengthMeter strength={strength} /> }}
            />
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Setting password...' : 'Set password'}
            </Button>
          </form>
        )}
        <Button asChild variant="outline" className="w-full">
          <Link to="/admin/login">Go to admin sign-in</Link>
        </Button>
      </TitledCard>
    </main>
  );
}
