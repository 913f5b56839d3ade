import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { registerSchema } from '@cardbridge/contracts';
import type { RegisterInput, RegisterRequest } from '@cardbridge/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useRegister } from '../api/use-register';
import { FormField } from './form-field';

/** The spec's short pause before leaving, so the welcome toast is seen on this page. */
const redirectDelayMs = 100;

/** /register: the five sign-up fields (no phone field); success signs in and goes to /dashboard. */
export function RegisterPage() {
  const navigate = useNavigate();
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterRequest>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await signUp.mutateAsync(input);
      toast({
        title: 'Welcome to Cardbridge!',
        description: 'Your account has been created successfully.',
      });
      setTimeout(() => void navigate('/dashboard'), redirectDelayMs);
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: errorMessageFor(error, 'Failed to create account'),
        variant: 'destructive',
      });
    }
  });

  return (
    <div className="flex justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            <h1>Join Cardbridge</h1>
          </CardTitle>
          <CardDescription>Create your account to start selling gift cards</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => void onSubmit(event)}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="register-first-name"
                label="First Name"
                autoComplete="given-name"
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <FormField
                id="register-last-name"
                label="Last Name"
                autoComplete="family-name"
                error={errors.lastName?.message}
                {...register('lastName')}
              />
            </div>
            <FormField
              id="register-username"
              label="Username"
              autoComplete="username"
              error={errors.username?.message}
              {...register('username')}
            />
            <FormField
              id="register-email"
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <FormField
              id="register-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" className="w-full" disabled={signUp.isPending}>
              {signUp.isPending ? 'Creating account...' : 'Create Account'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link to="/login" className="text-primary underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
