import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey, useToastStore } from '@cardbridge/web-kit';
import { api, aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const user = aUser({ username: 'ana', firstName: 'Ana', email: 'ana@example.com' });

function renderAt(url: string) {
  const page = url.startsWith('/login') ? <LoginPage /> : <RegisterPage />;
  return renderWithProviders(page, {
    url,
    path: url.startsWith('/login') ? '/login' : '/register',
    routes: {
      '/dashboard': <p>Dashboard page</p>,
      '/sell-card': <p>Sell card page</p>,
    },
  });
}

const lastToast = () => useToastStore.getState().toasts[0];

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function signUp() {
  await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lima');
  await userEvent.type(screen.getByLabelText('Username'), 'ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Tulip-Harbor-58');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('LoginPage', () => {
  it('reads Signing in... and holds the button while the sign-in is pending', async () => {
    const login = api.answerLater('POST /api/auth/login');
    api.mock(login.handler);
    renderAt('/login');
    await signIn();
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    login.release({ user });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('says Invalid credentials when a refusal carries no message', async () => {
    api.mock(api.answer('POST /api/auth/login', '', { status: 401 }));
    renderAt('/login');
    await signIn();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Login failed',
        description: 'Invalid credentials',
      }),
    );
  });

  it('links to /register', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('signs in, caches the user, welcomes back and goes to the dashboard', async () => {
    api.mock(api.answer('POST /api/auth/login', { user }));
    const { queryClient } = renderAt('/login');
    // Whatever a previous account left in this browser's cache must not survive the sign-in.
    queryClient.setQueryData(['payment-methods'], [{ id: 'someone-elses' }]);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/auth/login')).toEqual({
      email: 'ana@example.com',
      password: 'secret',
    });
    expect(api.requestsTo('POST /api/auth/login')[0]?.request.credentials).toBe('include');
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user);
    expect(queryClient.getQueryData(['payment-methods'])).toBeUndefined();
    expect(lastToast()).toMatchObject({
      title: 'Welcome back!',
      description: 'You have been logged in successfully.',
    });
  });

  it('returns to the page the visitor wanted, with its query, after signing in', async () => {
    api.mock(api.answer('POST /api/auth/login', { user }));
    const view = renderAt('/login?returnTo=%2Fsell-card%3Fbrand%3DAmazon');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/register?returnTo=%2Fsell-card%3Fbrand%3DAmazon',
    );
    await signIn();
    expect(await screen.findByText('Sell card page')).toBeTruthy();
    expect(view.location()).toBe('/sell-card?brand=Amazon');
  });

  it('goes to the dashboard when the wanted page is on another site', async () => {
    api.mock(api.answer('POST /api/auth/login', { user }));
    renderAt(`/login?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await signIn();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('shows the server message in a Login failed toast and stays', async () => {
    api.mock(
      api.answer('POST /api/auth/login', { message: 'Invalid credentials' }, { status: 401 }),
    );
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Login failed',
        description: 'Invalid credentials',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('validates the email before calling the server', async () => {
    api.mock(api.answer('POST /api/auth/login', { user }));
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/login')).toHaveLength(0);
  });
});

describe('RegisterPage', () => {
  it('reads Creating account... while pending, then says to check the email, signing nobody in', async () => {
    const registration = api.answerLater('POST /api/auth/register');
    api.mock(registration.handler);
    const view = renderAt('/register');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await signUp();
    expect(
      (await screen.findByRole('button', { name: 'Creating account...' })).hasAttribute('disabled'),
    ).toBe(true);
    registration.release({ message: 'Check your email to finish signing up' }, { status: 202 });
    expect(await screen.findByText('Check your email to finish signing up')).toBeTruthy();
    expect(screen.getByText(/We sent a link to ana@example.com/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(view.location()).toBe('/register');
    expect(view.queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
  });

  it('remembers the page the visitor wanted, for the emailed link in this tab', async () => {
    api.mock(
      api.answer(
        'POST /api/auth/register',
        { message: 'Check your email to finish signing up' },
        { status: 202 },
      ),
    );
    renderAt('/register?returnTo=%2Fsell-card%3Fbrand%3DSteam');
    await signUp();
    await screen.findByText('Check your email to finish signing up');
    expect(sessionStorage.getItem('cardbridge.signUpReturnTo')).toBe('/sell-card?brand=Steam');
  });

  it('offers exactly the five fields and sends them', async () => {
    api.mock(
      api.answer(
        'POST /api/auth/register',
        { message: 'Check your email to finish signing up' },
        { status: 202 },
      ),
    );
    renderAt('/register');
    expect(screen.getByRole('heading', { name: 'Join Cardbridge' })).toBeTruthy();
    expect(screen.getAllByRole('textbox').length + 1).toBe(5);
    await signUp();
    expect(await screen.findByText('Check your email to finish signing up')).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/auth/register')).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      username: 'ana',
      email: 'ana@example.com',
      password: 'Tulip-Harbor-58',
    });
  });

  it('shows a taken username from the server in a Registration failed toast', async () => {
    api.mock(
      api.answer(
        'POST /api/auth/register',
        { message: 'Username is already taken' },
        { status: 409 },
      ),
    );
    renderAt('/register');
    await signUp();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Registration failed',
        description: 'Username is already taken',
      }),
    );
  });

  it('falls back to Failed to create account when the server says nothing useful', async () => {
    api.mock(api.answer('POST /api/auth/register', '', { status: 502 }));
    renderAt('/register');
    await signUp();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Failed to create account' }),
    );
  });

  it("shows the password's strength under the field and refuses '123456' before sending", async () => {
    api.mock(
      api.answer(
        'POST /api/auth/register',
        { message: 'Check your email to finish signing up' },
        { status: 202 },
      ),
    );
    renderAt('/register');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toBe('register-password-hint');
    await userEvent.type(password, '123456');
    expect(await screen.findByText(/Password strength:/)).toBeTruthy();
    expect(screen.getByText('Very weak')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lima');
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        /^This password is too easy to guess\. This is a heavily used password\./,
      ),
    ).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/register')).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'Tulip-Harbor-58');
    expect(await screen.findByText('Very strong')).toBeTruthy();
  });
});
