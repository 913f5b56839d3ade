import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Lock, ShieldAlert } from 'lucide-react';
import {
  adminLoginSchema,
  type AdminLoginInput,
  type AdminLoginRequest,
} from '@cardbridge/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  FormFields,
  PageTitle,
  TitledCard,
} from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';

export interface AdminLoginViewProps {
  /**
   * Called with the validated credentials. The sign-in call itself is the caller's (AdminSignIn),
   * so the form stays presentational; while the returned promise is pending the button reads
   * 'Authenticating...'. Without a handler the form says sign-in is unavailable instead of
   * pretending to succeed.
   */
  onSubmit?: ((credentials: AdminLoginRequest) => Promise<void> | void) | undefined;
  /** A sign-in failure to show above the form (the server's message). */
  errorMessage?: string | undefined;
  /** After the password: the step shown in place of the form (the code, or enrolment). */
  step?: { title: string; body: React.ReactNode } | undefined;
}

const fields: FieldDescription<keyof AdminLoginInput>[] = [
  { name: 'username', label: 'Admin Username', autoComplete: 'username' },
  { name: 'password', label: 'Admin Password', type: 'password', autoComplete: 'current-password' },
];

const UNAVAILABLE_MESSAGE = 'Admin sign-in is not available yet. Please try again later.';

/** The admin sign-in form at /admin/login: validates both fields before handing them on. */
export function AdminLoginView({ onSubmit, errorMessage, step }: AdminLoginViewProps = {}) {
  const [unavailable, setUnavailable] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput, unknown, AdminLoginRequest>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const failure = errorMessage ?? (unavailable ? UNAVAILABLE_MESSAGE : undefined);

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12 text-foreground">
      <PageTitle>Admin sign in</PageTitle>
      <TitledCard
        className="w-full max-w-md"
        headerClassName="text-center"
        badge={
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10">
            <Lock aria-hidden="true" className="size-6 text-primary" />
          </span>
        }
        titleClassName="text-2xl"
        title={<h1>Admin Login</h1>}
        description="Sign in to the Cardbridge admin panel."
        contentClassName="flex flex-col gap-6"
      >
        <Alert>
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>Restricted Area</AlertTitle>
          <AlertDescription>
            This area is restricted to authorized administrators. All unauthorized access attempts
            are logged.
          </AlertDescription>
        </Alert>

        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}

        {step && (
          <section aria-labelledby="admin-sign-in-step" className="flex flex-col gap-4">
            <h2 id="admin-sign-in-step" className="text-lg font-semibold">
              {step.title}
            </h2>
            {step.body}
          </section>
        )}

        {!step && (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) =>
              void handleSubmit(async (credentials) => {
                if (!onSubmit) {
                  setUnavailable(true);
                  return;
                }
                await onSubmit(credentials);
              })(event)
            }
          >
            <FormFields
              idPrefix="admin"
              fields={fields}
              bind={(name) => register(name)}
              errorFor={(name) => errors[name]?.message}
            />
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Authenticating...' : 'Access Admin Panel'}
            </Button>
          </form>
        )}

        <Button asChild variant="outline" className="w-full">
          <Link to="/">Return to Homepage</Link>
        </Button>
      </TitledCard>
    </main>
  );
}
