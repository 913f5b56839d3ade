import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { AdminSignIn } from './admin-sign-in';

const signedOut = api.answer('GET /api/admin/session', { admin: null });
const admin = { id: 'a1', username: 'ops-admin', role: 'owner' as const };

function renderSignIn() {
  return renderWithProviders(<AdminSignIn />, {
    url: '/admin/login',
    path: '/admin/login',
    routes: { '/admin': <p>Admin dashboard</p> },
  });
}

async function enterPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Admin Username'), 'ops-admin');
  await user.type(screen.getByLabelText('Admin Password'), 'a long secret');
  await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
  return user;
}

describe('admin sign-in with two-factor authentication (docs/product.md#admin-mfa)', () => {
  it('asks for the code after the password and signs in with it', async () => {
    api.mock(
      signedOut,
      api.answer('POST /api/admin/login', { mfaRequired: true }),
      api.answer('POST /api/admin/login/mfa', admin),
    );
    renderSignIn();
    const user = await enterPassword();

    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.queryByLabelText('Admin Password')).toBeNull();
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify.hasAttribute('disabled')).toBe(true);
    await user.type(code, '123456');
    await user.click(verify);

    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/admin/login/mfa')).toEqual({ code: '123456' });
  });

  it('shows a wrong code once and lets a recovery code be used instead', async () => {
    let tries = 0;
    api.mock(
      signedOut,
      api.answer('POST /api/admin/login', { mfaRequired: true }),
      api.answerWith('POST /api/admin/login/mfa', () => {
        tries += 1;
        return tries === 1
          ? Response.json({ message: 'Invalid authentication code' }, { status: 401 })
          : admin;
      }),
    );
    renderSignIn();
    const user = await enterPassword();
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findAllByText('Invalid authentication code')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/admin/login/mfa')).toEqual({
      recoveryCode: 'abcde-12345',
    });
  });

  it('has an admin without an authenticator add one first when it is required', async () => {
    api.mock(
      signedOut,
      api.answer('POST /api/admin/login', { enrolmentRequired: true }),
      api.answer('POST /api/admin/mfa/setup', {
        otpauthUrl: 'otpauth://totp/Cardbridge:ops-admin?secret=ABC',
        qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        secret: 'JBSWY3DPEHPK3PXP',
      }),
      api.answer('POST /api/admin/mfa/enable', { recoveryCodes: ['aaaaa-11111', 'bbbbb-22222'] }),
    );
    renderSignIn();
    const user = await enterPassword();
    expect(await screen.findByRole('heading', { name: 'Add an authenticator' })).toBeTruthy();
    expect(await screen.findByAltText(/QR code/)).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    expect(await screen.findByText('aaaaa-11111')).toBeTruthy();
    expect(screen.getByText(/shown only now/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
  });
});
