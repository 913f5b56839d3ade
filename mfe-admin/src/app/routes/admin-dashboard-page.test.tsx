import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminLoginPage } from './admin-login-page';

const unauthorized = api.answer('GET /api/admin/session', { admin: null });

function renderAt(url: string) {
  renderWithProviders(<AdminDashboardPage />, {
    url,
    path: '/admin',
    routes: {
      '/admin/login': <AdminLoginPage />,
      '/admin/chat': <p>Chat management</p>,
    },
  });
}

const admin = { id: 'a1', username: 'ops-admin', role: 'owner' as const };
// The Submissions tab opens first and asks for the queue.
const emptyQueue = api.answer('GET /api/admin/submissions', {
  items: [],
  total: 0,
  nextCursor: null,
});
const rows: AdminUserRow[] = [
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
const usersPage = (items: AdminUserRow[]) => ({ items, total: items.length, nextCursor: null });
const lastToast = () => useToastStore.getState().toasts[0];

describe('/admin', () => {
  it('sends a visitor without an admin session to /admin/login', async () => {
    api.mock(unauthorized);
    renderAt('/admin');
    expect(screen.getByRole('status', { name: 'Checking admin session' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
  });

  it('shows the admin, the four tabs and the platform users', async () => {
    api.mock(
      api.answer('GET /api/admin/session', { admin: admin }),
      api.answer('GET /api/admin/users', usersPage(rows)),
      emptyQueue,
    );
    renderAt('/admin');
    expect(await screen.findByText('ops-admin')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    for (const name of ['Submissions', 'Users', 'Transactions', 'Chat']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Platform Users' })).toBeTruthy();
    const [ana, bo] = await screen.findAllByTestId('admin-user-row');
    expect(ana?.textContent).toContain('Ana Lima');
    expect(ana?.textContent).toContain('ana@example.com');
    expect(ana?.textContent).toContain('2 submissions');
    expect(ana?.textContent).toContain('Joined Mar 4, 2026');
    expect(ana?.textContent).toContain('User');
    expect(bo?.textContent).toContain('— submissions');
    expect(bo?.textContent).toContain('User');
  });

  it('opens chat management from the Chat tab', async () => {
    api.mock(api.answer('GET /api/admin/session', { admin: admin }), emptyQueue);
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Chat' }));
    await userEvent.click(screen.getByRole('link', { name: 'Open Chat Management' }));
    expect(await screen.findByText('Chat management')).toBeTruthy();
  });

  it('reads Logging out... and holds the button while the logout is pending', async () => {
    const logout = api.answerLater('POST /api/admin/logout');
    api.mock(api.answer('GET /api/admin/session', { admin: admin }), logout.handler, emptyQueue);
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const pending = await screen.findByRole('button', { name: 'Logging out...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    logout.release({ message: 'Logged out successfully' });
    expect(await screen.findByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
  });

  it('logs out with the "Logged Out" toast and returns to /admin/login', async () => {
    api.mock(
      api.answer('GET /api/admin/session', { admin: admin }),
      api.answer('POST /api/admin/logout', { message: 'Logged out successfully' }),
      emptyQueue,
    );
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
    api.mock(
      unauthorized,
      api.answer('POST /api/admin/login', admin),
      api.answer('GET /api/admin/users', usersPage([])),
      emptyQueue,
    );
    renderAt('/admin/login');
    await signIn();
    expect(await screen.findByText('ops-admin')).toBeTruthy();
    expect(lastToast()).toMatchObject({
      title: 'Login Successful',
      description: 'Welcome to the admin dashboard.',
    });
    expect(await api.lastJsonBody('POST /api/admin/login')).toEqual({
      username: 'ops-admin',
      password: 'secret',
    });
  });

  it('shows the server message when refused', async () => {
    api.mock(
      unauthorized,
      api.answer('POST /api/admin/login', { message: 'Invalid credentials' }, { status: 401 }),
    );
    renderAt('/admin/login');
    await signIn();
    await waitFor(() => expect(screen.getByText('Invalid credentials')).toBeTruthy());
  });

  it('says Invalid admin credentials when the server gives no message', async () => {
    api.mock(unauthorized, api.answer('POST /api/admin/login', '', { status: 401 }));
    renderAt('/admin/login');
    await signIn();
    expect(await screen.findByText('Invalid admin credentials')).toBeTruthy();
  });

  it('explains a network failure', async () => {
    api.mock(unauthorized, api.networkFailure('POST /api/admin/login'));
    renderAt('/admin/login');
    await signIn();
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeTruthy();
  });
});
