import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { registerSchema } from '@cardbridge/contracts';
import type { RegisterInput, RegisterRequest } from '@cardbridge/contracts';
import { Button, FormFields, PageTitle, PasswordStrengthMeter } from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import {
  errorMessageFor,
  toast,
  usePasswordStrength,
  useReturnPath,
  withStrongPassword,
} from '@cardbridge/web-kit';
import { useRegisterUser } from '../api/register-user';
import { AuthCard } from './auth-card';

/** The rules of docs/product.md#validation, and a password hard enough to guess (checked again by the service). */
const schema = withStrongPassword(registerSchema, 'password');

/** A short pause before leaving, so the welcome toast is seen on this page. */
const redirectDelayMs = 100;

/** The five sign-up fields; names side by side from 640 px. */
const fields: FieldDescription<keyof RegisterInput>[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', autoComplete: 'username', className: 'sm:col-span-2' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    className: 'sm:col-span-2',
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    className: 'sm:col-span-2',
  },
];

/**
 * /register: success signs the new account in and returns to the page that sent the visitor
 * (`returnTo`, kept when switching from /login), else goes to /dashboard.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { search } = useLocation();
  const signUp = useRegisterUser();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterRequest>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  });

  const strength = usePasswordStrength(useWatch({ control, name: 'password' }) ?? '');

  const onSubmit = handleSubmit(async (input) => {
    try {
      await signUp.mutateAsync(input);
      toast({
        title: 'Welcome to Cardbridge!',
        description: 'Your account has been created successfully.',
      });
      setTimeout(() => void navigate(returnPath), redirectDelayMs);
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: errorMessageFor(error, 'Failed to create account'),
        variant: 'destructive',
      });
    }
  });

  return (
    <>
      <PageTitle>Create an account</PageTitle>
      <AuthCard
        title="Join Cardbridge"
        description="Create your account to start selling gift cards"
        switchPrompt="Already have an account?"
        switchLabel="Sign in"
        switchTo={`/login${search}`}
      >
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormFields
            idPrefix="register"
            fields={fields}
            bind={(name) => register(name)}
            errorFor={(name) => errors[name]?.message}
            hints={{ password: <PasswordStrengthMeter strength={strength} /> }}
          />
          <Button type="submit" className="w-full sm:col-span-2" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
