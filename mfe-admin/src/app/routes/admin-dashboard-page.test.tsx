import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, useToastStore } from '@cardbridge/web-kit';
import { AdminLoginPage } from './admin-login-page';
import { AdminDashboardPage } from './admin-dashboard-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

type Routes = Record<string, () => Response>;

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status });
const unauthorized = json(401, { message: 'Authentication required' });

function serve(routes: Routes) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<AdminDashboardPage />} />
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin/chat" element={<p>Chat management</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const admin = { id: 'a1', username: 'ops-admin' };
const rows = [
  {
    id: 'u1',
    username: 'ana',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lima',
    role: 'user',
    createdAt: '2026-03-04T10:00:00.000Z',
    submissionCount: 2,
  },
  {
    id: 'u2',
    username: 'bo',
    email: 'bo@example.com',
    firstName: 'Bo',
    lastName: 'Ek',
    role: '',
    createdAt: '2026-03-05T10:00:00.000Z',
    submissionCount: null,
  },
];
const lastToast = () => useToastStore.getState().toasts[0];

describe('/admin', () => {
  it('sends a visitor without an admin session to /admin/login', async () => {
    serve({ 'GET /api/admin/me': unauthorized });
    renderAt('/admin');
    expect(screen.getByRole('status', { name: 'Checking admin session' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
  });

  it('shows the admin, the four tabs and the platform users', async () => {
    serve({ 'GET /api/admin/me': json(200, admin), 'GET /api/admin/users': json(200, rows) });
    renderAt('/admin');
    expect(await screen.findByText('ops-admin')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    for (const name of ['Submissions', 'Users', 'Transactions', 'Chat']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Platform Users' })).toBeTruthy();
    const [ana, bo] = await screen.findAllByTestId('admin-user-row');
    expect(ana?.textContent).toContain('ana@example.com');
    expect(ana?.textContent).toContain('2 submissions');
    expect(ana?.textContent).toContain('Joined Mar 4, 2026');
    expect(ana?.textContent).toContain('User');
    expect(bo?.textContent).toContain('— submissions');
    expect(bo?.textContent).toContain('User');
  });

  it('opens chat management from the Chat tab', async () => {
    serve({ 'GET /api/admin/me': json(200, admin) });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Chat' }));
    await userEvent.click(screen.getByRole('link', { name: 'Open Chat Management' }));
    expect(await screen.findByText('Chat management')).toBeTruthy();
  });

  it('reads Logging out... and holds the button while the logout is pending', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = serve({ 'GET /api/admin/me': json(200, admin) });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/admin/logout'
        ? new Promise<Response>((resolve) => {
            finish = resolve;
          })
        : (answer?.(url, init) as Promise<Response>),
    );
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const pending = await screen.findByRole('button', { name: 'Logging out...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    finish(new Response(JSON.stringify({ message: 'Logged out successfully' }), { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
  });

  it('logs out with the spec toast and returns to /admin/login', async () => {
    serve({
      'GET /api/admin/me': json(200, admin),
      'POST /api/admin/logout': json(200, { message: 'Logged out successfully' }),
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
    expect(lastToast()).toMatchObject({
      title: 'Logged Out',
      description: 'You have been securely logged out.',
    });
  });
});

describe('/admin/login', () => {
  async function signIn() {
    await userEvent.type(await screen.findByLabelText('Admin Username'), 'ops-admin');
    await userEvent.type(screen.getByLabelText('Admin Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
  }

  it('signs in, welcomes the admin and opens the dashboard', async () => {
    const fetchMock = serve({
      'GET /api/admin/me': unauthorized,
      'POST /api/admin/login': json(200, admin),
      'GET /api/admin/users': json(200, []),
    });
    renderAt('/admin/login');
    await signIn();
    expect(await screen.findByText('ops-admin')).toBeTruthy();
    expect(lastToast()).toMatchObject({
      title: 'Login Successful',
      description: 'Welcome to the admin dashboard.',
    });
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/admin/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      username: 'ops-admin',
      password: 'secret',
    });
  });

  it('shows the server message when refused', async () => {
    serve({
      'GET /api/admin/me': unauthorized,
      'POST /api/admin/login': json(401, { message: 'Invalid credentials' }),
    });
    renderAt('/admin/login');
    await signIn();
    await waitFor(() => expect(screen.getByText('Invalid credentials')).toBeTruthy());
  });

  it('says Invalid admin credentials when the server gives no message', async () => {
    serve({
      'GET /api/admin/me': unauthorized,
      'POST /api/admin/login': () => new Response('', { status: 401 }),
    });
    renderAt('/admin/login');
    await signIn();
    expect(await screen.findByText('Invalid admin credentials')).toBeTruthy();
  });

  it('explains a network failure', async () => {
    const fetchMock = serve({ 'GET /api/admin/me': unauthorized });
    renderAt('/admin/login');
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await signIn();
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeTruthy();
  });
});
