import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { registerSchema } from '@cardbridge/contracts';
import type { RegisterInput, RegisterRequest } from '@cardbridge/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  FormFields,
  PageTitle,
  PasswordStrengthMeter,
} from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import {
  errorMessageFor,
  toast,
  usePasswordStrength,
  useReturnPath,
  withStrongPassword,
} from '@cardbridge/web-kit';
import { useRegisterUser } from '../api/register-user';
import { rememberSignUpReturnPath } from '../lib/sign-up-return-path';
import { AuthCard } from './auth-card';

/** The rules of docs/product.md#validation, and a password hard enough to guess (checked again by the service). */
const schema = withStrongPassword(registerSchema, 'password');

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
 * /register: the same "check your email" whether or not the address has an account
 * (docs/product.md#accounts-and-sessions); the emailed link (/confirm-signup) makes the account
 * and signs in.
 */
export function RegisterPage() {
  const { search } = useLocation();
  const returnPath = useReturnPath();
  const signUp = useRegisterUser();
  const [sentTo, setSentTo] = useState<string>();
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
      // The link opens /confirm-signup, most likely in this browser: it goes on to this page.
      rememberSignUpReturnPath(returnPath);
      setSentTo(input.email);
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
        {sentTo ? (
          <Alert role="status">
            <AlertTitle>Check your email to finish signing up</AlertTitle>
            <AlertDescription>
              We sent a link to {sentTo}. Open it to create your account and sign in; it works for
              24 hours. Nothing there? Check your spam folder.
            </AlertDescription>
          </Alert>
        ) : (
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
        )}
      </AuthCard>
    </>
  );
}
