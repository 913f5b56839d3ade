import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, currentUserQueryKey, useToastStore } from '@cardbridge/web-kit';
import { SettingsTab } from './settings-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

const user = {
  id: 'u1',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  phoneNumber: null,
};

type Handler = (init: RequestInit | undefined) => Response;
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status });

function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!handler) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderTab() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <SettingsTab />
    </QueryClientProvider>,
  );
  return queryClient;
}

const lastToast = () => useToastStore.getState().toasts[0];
const bodyOf = (fetchMock: ReturnType<typeof serve>, url: string) =>
  JSON.parse(
    String(
      fetchMock.mock.calls.find(([u, init]) => u === url && init?.method === 'PATCH')?.[1]?.body,
    ),
  ) as unknown;

describe('SettingsTab', () => {
  it('shows the profile with the default 5.0 rating', () => {
    serve({});
    renderTab();
    expect(screen.getByText('Ana Lima')).toBeTruthy();
    expect(screen.getByText('Rating: 5.0')).toBeTruthy();
  });

  it('updates the profile and the cached user', async () => {
    const updated = { ...user, firstName: 'Maria' };
    const fetchMock = serve({ 'PATCH /api/profile': json(200, { user: updated }) });
    const queryClient = renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const firstName = await screen.findByLabelText('First Name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Profile updated successfully',
      }),
    );
    expect(bodyOf(fetchMock, '/api/profile')).toEqual({
      firstName: 'Maria',
      lastName: 'Lima',
      email: 'ana@example.com',
    });
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(updated);
  });

  it('shows the spec messages for an empty profile and the server reason on failure', async () => {
    serve({ 'PATCH /api/profile': json(409, { message: 'Email is already registered' }) });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(await screen.findByLabelText('First Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Email is already registered',
      }),
    );
  });

  it('loads and saves notification preferences', async () => {
    const fetchMock = serve({
      'GET /api/notifications': json(200, {
        emailNotifications: true,
        smsNotifications: false,
        submissionUpdates: true,
        marketingEmails: false,
      }),
      'PATCH /api/notifications': (init) => new Response(String(init?.body), { status: 200 }),
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Notification Settings' }));
    const sms = await screen.findByRole('checkbox', { name: /SMS Notifications/ });
    expect((sms as HTMLInputElement).checked).toBe(false);
    await userEvent.click(sms);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'Notification settings updated successfully',
      }),
    );
    expect(bodyOf(fetchMock, '/api/notifications')).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      submissionUpdates: true,
      marketingEmails: false,
    });
  });

  it('changes the password after checking the confirmation', async () => {
    const fetchMock = serve({
      'PATCH /api/change-password': json(200, { message: 'Password changed successfully' }),
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'other');
    const dialogButton = screen.getAllByRole('button', { name: 'Change Password' }).at(-1);
    await userEvent.click(dialogButton as HTMLElement);
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Change Password' }).at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Password changed successfully',
      }),
    );
  });

  it('says Failed to change password when the server gives no reason', async () => {
    serve({ 'PATCH /api/change-password': () => new Response('', { status: 500 }) });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Change Password' }).at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to change password',
      }),
    );
  });

  it('names every missing password field with the spec message and keeps the dialog open', async () => {
    const fetchMock = serve({});
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.type(await screen.findByLabelText('New Password'), 'abc');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Change Password' }).at(-1) as HTMLElement,
    );
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Security Settings' })).toBeTruthy();
  });

  it('requires the last name and closes the profile dialog after a save', async () => {
    serve({ 'PATCH /api/profile': json(200, { user }) });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(await screen.findByLabelText('Last Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Last name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says Failed to update profile when the server gives no reason', async () => {
    serve({ 'PATCH /api/profile': () => new Response('', { status: 500 }) });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await screen.findByLabelText('First Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to update profile',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('says Failed to update notification settings when the server gives no reason', async () => {
    serve({
      'GET /api/notifications': json(200, {
        emailNotifications: true,
        smsNotifications: false,
        submissionUpdates: true,
        marketingEmails: false,
      }),
      'PATCH /api/notifications': () => new Response('', { status: 500 }),
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Notification Settings' }));
    await screen.findByRole('checkbox', { name: /Marketing Emails/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to update notification settings',
      }),
    );
  });
});
