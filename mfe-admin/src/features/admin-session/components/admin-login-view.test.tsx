import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminLoginView, type AdminLoginViewProps } from './admin-login-view';

afterEach(cleanup);

function renderPage(props: AdminLoginViewProps = {}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  render(
    <MemoryRouter initialEntries={['/admin/login']}>
      <AdminLoginView onSubmit={onSubmit} errorMessage={props.errorMessage} />
    </MemoryRouter>,
  );
  return { onSubmit };
}

describe('AdminLoginView', () => {
  it('shows the admin fields, the restricted-area notice and a way home', () => {
    renderPage();
    expect(screen.getByLabelText('Admin Username')).toBeTruthy();
    expect(screen.getByLabelText('Admin Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
    expect(screen.getByText(/restricted to authorized administrators/).textContent).toContain(
      'unauthorized access attempts are logged',
    );
    expect(screen.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
  });

  it('requires both fields before submitting', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Admin Username').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a username of only spaces as missing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPage();
    await user.type(screen.getByLabelText('Admin Username'), '   ');
    await user.type(screen.getByLabelText('Admin Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the credentials on and reads Authenticating... while the sign-in is pending', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      (_credentials: { username: string; password: string }) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderPage({ onSubmit });
    await user.type(screen.getByLabelText('Admin Username'), ' admin ');
    await user.type(screen.getByLabelText('Admin Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));

    const pending = await screen.findByRole('button', { name: 'Authenticating...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ username: 'admin', password: 'correct horse' });

    finish();
    expect(await screen.findByRole('button', { name: 'Access Admin Panel' })).toBeTruthy();
  });

  it('shows a sign-in failure it is given', () => {
    renderPage({ errorMessage: 'Invalid admin credentials' });
    expect(screen.getByText('Invalid admin credentials')).toBeTruthy();
  });

  it('says sign-in is unavailable, not successful, when no handler is wired', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <AdminLoginView />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Admin Username'), 'admin');
    await user.type(screen.getByLabelText('Admin Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(
      await screen.findByText('Admin sign-in is not available yet. Please try again later.'),
    ).toBeTruthy();
  });
});
