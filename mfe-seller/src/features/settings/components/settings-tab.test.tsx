import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@cardbridge/contracts';
import { createQueryClient, currentUserQueryKey, useToastStore } from '@cardbridge/web-kit';
import { api, aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { SettingsTab } from './settings-tab';

const user = aUser({
  id: 'u1',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  phoneNumber: null,
});

const preferences: NotificationPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  submissionUpdates: true,
  marketingEmails: false,
};

/** The tab as a signed-in user sees it: the shell has already cached who is signed in. */
function renderTab() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  renderWithProviders(<SettingsTab />, { queryClient });
  return queryClient;
}

const lastToast = () => useToastStore.getState().toasts[0];

describe('SettingsTab', () => {
  it('shows the profile with the default 5.0 rating', () => {
    renderTab();
    expect(screen.getByText('Ana Lima')).toBeTruthy();
    expect(screen.getByText('Rating: 5.0')).toBeTruthy();
  });

  it('updates the profile and the cached user', async () => {
    const updated = { ...user, firstName: 'Maria' };
    api.mock(api.answer('PATCH /api/profile', { user: updated, pendingEmail: null }));
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
    expect(await api.lastJsonBody('PATCH /api/profile')).toEqual({
      firstName: 'Maria',
      lastName: 'Lima',
      email: 'ana@example.com',
    });
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(updated);
  });

  it('shows the documented messages for an empty profile and the server reason on failure', async () => {
    api.mock(
      api.answer(
        'PATCH /api/profile',
        { message: 'Too many email changes. Try again in 60 minutes.' },
        { status: 429 },
      ),
    );
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
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Too many email changes. Try again in 60 minutes.',
      }),
    );
  });

  it('says a new email waits for the link sent to it, and keeps showing the current one', async () => {
    api.mock(api.answer('PATCH /api/profile', { user, pendingEmail: 'new@example.com' }));
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description:
          'Profile updated. We sent a link to new@example.com: open it to use that address.',
      }),
    );
    expect(screen.getByText('ana@example.com')).toBeTruthy();
  });

  it('loads and saves notification preferences', async () => {
    api.mock(
      api.answer('GET /api/notifications', preferences),
      api.answerWith(
        'PATCH /api/notifications',
        async ({ request }) => (await request.json()) as NotificationPreferences,
      ),
    );
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Notification Settings' }));
    const sms = await screen.findByRole('switch', { name: 'SMS Notifications' });
    expect(sms.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(sms);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'Notification settings updated successfully',
      }),
    );
    expect(await api.lastJsonBody('PATCH /api/notifications')).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      submissionUpdates: true,
      marketingEmails: false,
    });
  });

  it('changes the password after checking the confirmation', async () => {
    api.mock(
      api.answer('PATCH /api/change-password', { message: 'Password changed successfully' }),
    );
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'other');
    const dialogButton = screen.getAllByRole('button', { name: 'Change Password' }).at(-1);
    await userEvent.click(dialogButton as HTMLElement);
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(api.recordedRequests()).toHaveLength(0);

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
    api.mock(api.answer('PATCH /api/change-password', '', { status: 500 }));
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

  it('shows the new password strength and refuses one easy to guess before sending', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'password');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'password');
    expect(await screen.findByText('Very weak')).toBeTruthy();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Change Password' }).at(-1) as HTMLElement,
    );
    expect(await screen.findByText(/^This password is too easy to guess\./)).toBeTruthy();
    expect(api.recordedRequests()).toHaveLength(0);
  });

  it('names every missing password field with the documented message and keeps the dialog open', async () => {
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
    expect(api.recordedRequests()).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Security Settings' })).toBeTruthy();
  });

  it('requires the last name and closes the profile dialog after a save', async () => {
    api.mock(api.answer('PATCH /api/profile', { user, pendingEmail: null }));
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
    api.mock(api.answer('PATCH /api/profile', '', { status: 500 }));
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
    api.mock(
      api.answer('GET /api/notifications', preferences),
      api.answer('PATCH /api/notifications', '', { status: 500 }),
    );
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Notification Settings' }));
    await screen.findByRole('switch', { name: 'Marketing Emails' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to update notification settings',
      }),
    );
  });

  it('signs out the other sessions from the Security card and says so', async () => {
    api.mock(
      api.answer('POST /api/auth/sign-out-others', {
        message: 'Signed out of your other sessions',
        ended: 2,
      }),
    );
    const queryClient = renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Signed out of your other sessions',
      }),
    );
    expect(api.requestsTo('POST /api/auth/sign-out-others')).toHaveLength(1);
    // This browser stays signed in.
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user);
  });

  it('says why when the other sessions could not be signed out', async () => {
    api.mock(
      api.answerWith('POST /api/auth/sign-out-others', () =>
        Response.json({ message: 'Too many requests' }, { status: 429 }),
      ),
    );
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', variant: 'destructive' }),
    );
  });
});
