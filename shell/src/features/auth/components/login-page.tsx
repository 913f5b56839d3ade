import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { loginSchema } from '@cardbridge/contracts';
import type { LoginInput, LoginRequest } from '@cardbridge/contracts';
import { Button, FormFields, PageTitle } from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import { errorMessageFor, toast, useReturnPath } from '@cardbridge/web-kit';
import { useSignInUser } from '../api/sign-in-user';
import { AuthCard } from './auth-card';

const fields: FieldDescription<keyof LoginInput>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/**
 * /login: users sign in by email; success returns to the page that sent them here (`returnTo`),
 * else goes to the dashboard (docs/product.md#screens).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { search } = useLocation();
  const login = useSignInUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginRequest>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await login.mutateAsync(credentials);
      toast({ title: 'Welcome back!', description: 'You have been logged in successfully.' });
      void navigate(returnPath);
    } catch (error) {
      toast({
        title: 'Login failed',
        description: errorMessageFor(error, 'Invalid credentials'),
        variant: 'destructive',
      });
    }
  });

  return (
    <>
      <PageTitle>Sign in</PageTitle>
      <AuthCard
        title="Welcome Back"
        description="Sign in to your Cardbridge account"
        switchPrompt="Don't have an account?"
        switchLabel="Sign up"
        switchTo={`/register${search}`}
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
          <FormFields
            idPrefix="login"
            fields={fields}
            bind={(name) => register(name)}
            errorFor={(name) => errors[name]?.message}
          />
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
