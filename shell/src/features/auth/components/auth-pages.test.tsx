import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, currentUserQueryKey, useToastStore } from '@cardbridge/web-kit';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

const user = { id: 'u1', username: 'ana', firstName: 'Ana', email: 'ana@example.com' };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const lastToast = () => useToastStore.getState().toasts[0];

/** An answer the test releases itself, to see the page while the request is pending. */
function answerLater() {
  let release: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    ),
  );
  return (status: number, body: unknown) => release(new Response(JSON.stringify(body), { status }));
}

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
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('LoginPage', () => {
  it('reads Signing in... and holds the button while the sign-in is pending', async () => {
    const release = answerLater();
    renderAt('/login');
    await signIn();
    const pending = screen.getByRole('button', { name: 'Signing in...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    release(200, { user });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('says Invalid credentials when a refusal carries no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
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
    answer(200, {});
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('signs in, caches the user, welcomes back and goes to the dashboard', async () => {
    const fetchMock = answer(200, { user });
    const queryClient = renderAt('/login');
    // Whatever a previous account left in this browser's cache must not survive the sign-in.
    queryClient.setQueryData(['/api/payment-methods'], [{ id: 'someone-elses' }]);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com', password: 'secret' });
    expect(init.credentials).toBe('include');
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user);
    expect(queryClient.getQueryData(['/api/payment-methods'])).toBeUndefined();
    expect(lastToast()).toMatchObject({
      title: 'Welcome back!',
      description: 'You have been logged in successfully.',
    });
  });

  it('shows the server message in a Login failed toast and stays', async () => {
    answer(401, { message: 'Invalid credentials' });
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
    const fetchMock = answer(200, { user });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RegisterPage', () => {
  it('reads Creating account... while pending and waits about 100 ms before the dashboard', async () => {
    const release = answerLater();
    renderAt('/register');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await signUp();
    expect(
      screen.getByRole('button', { name: 'Creating account...' }).hasAttribute('disabled'),
    ).toBe(true);
    release(201, { user });
    await waitFor(() => expect(lastToast()?.title).toBe('Welcome to Cardbridge!'));
    // The toast is shown on this page first; the move follows shortly after.
    expect(screen.queryByText('Dashboard page')).toBeNull();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('offers exactly the five fields and creates the account', async () => {
    const fetchMock = answer(201, { user });
    renderAt('/register');
    expect(screen.getByRole('heading', { name: 'Join Cardbridge' })).toBeTruthy();
    expect(screen.getAllByRole('textbox').length + 1).toBe(5);
    await signUp();

    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      username: 'ana',
      email: 'ana@example.com',
      password: 'secret1',
    });
    expect(lastToast()).toMatchObject({
      title: 'Welcome to Cardbridge!',
      description: 'Your account has been created successfully.',
    });
  });

  it('shows a taken username from the server in a Registration failed toast', async () => {
    answer(409, { message: 'Username is already taken' });
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    renderAt('/register');
    await signUp();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Failed to create account' }),
    );
  });
});
