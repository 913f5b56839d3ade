import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { useToastStore } from '@cardbridge/web-kit';
import { AdminHeader } from './admin-header';

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.restoreAllMocks();
});

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const setup = {
  otpauthUrl: 'otpauth://totp/Cardbridge:ops-admin?secret=JBSWY3DPEHPK3PXP',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  secret: 'JBSWY3DPEHPK3PXP',
};

/** The header of a signed-in admin; MFA turns on once a right first code is sent. */
function renderHeader() {
  let enabled = false;
  api.mock(
    api.answerWith('GET /api/admin/session', () => ({
      admin: { id: 'a1', username: 'ops-admin', role: 'owner', mfaEnabled: enabled },
    })),
    api.answerWith('POST /api/admin/mfa/setup', async ({ request }) => {
      const { password } = (await request.json()) as { password?: string };
      if (password !== 'admin-secret') {
        return Response.json(
          { message: 'Password is incorrect', errors: { password: 'Password is incorrect' } },
          { status: 400 },
        );
      }
      return setup;
    }),
    api.answerWith('POST /api/admin/mfa/enable', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '654321') {
        return Response.json({ message: 'Invalid authentication code' }, { status: 401 });
      }
      enabled = true;
      return { recoveryCodes };
    }),
  );
  return renderWithProviders(<AdminHeader />, { url: '/admin' });
}

/** The dialog's first step: the admin's password again. */
async function givePassword(user: ReturnType<typeof userEvent.setup>, password = 'admin-secret') {
  const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
  const field = within(dialog).getByLabelText('Your password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('the header\u2019s Two-factor authentication dialog (docs/product.md#admin-mfa)', () => {
  it('shows the QR code and secret, confirms a code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Two-factor authentication' }));
    const dialog = await givePassword(user);
    const qr = await within(dialog).findByAltText(/QR code/);
    expect(qr.getAttribute('src')).toBe(setup.qrDataUrl);
    expect(within(dialog).getByLabelText('Secret').textContent).toBe(setup.secret);

    const code = within(dialog).getByLabelText('Code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const turnOn = within(dialog).getByRole('button', {
      name: 'Turn on two-factor authentication',
    });
    await user.type(code, '12345');
    expect(turnOn.hasAttribute('disabled')).toBe(true);
    await user.type(code, '6');
    await user.click(turnOn);
    expect(await within(dialog).findAllByText('Invalid authentication code')).toHaveLength(1);
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).toBeNull();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(turnOn);
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(within(dialog).getByText(/They are shown only now/)).toBeTruthy();
    expect(within(dialog).queryByText(setup.secret)).toBeNull();
    expect(await api.lastJsonBody('POST /api/admin/mfa/enable')).toEqual({ code: '654321' });

    await user.click(within(dialog).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Copied'));

    // The dialog waits for the admin to say the codes are kept, though MFA is already on.
    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Two-factor on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Two-factor authentication' })).toBeNull();
    expect(screen.queryByText(recoveryCodes[0] ?? '')).toBeNull();
    expect(api.requestsTo('POST /api/admin/mfa/setup')).toHaveLength(1);
    expect(await api.lastJsonBody('POST /api/admin/mfa/setup')).toEqual({
      password: 'admin-secret',
    });
  });

  it('asks for the password first and shows no secret until it is right', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    expect(within(dialog).getByLabelText('Your password').getAttribute('type')).toBe('password');
    expect(api.requestsTo('POST /api/admin/mfa/setup')).toHaveLength(0);
    await givePassword(user, 'wrong-one');
    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
    expect(within(dialog).queryByAltText(/QR code/)).toBeNull();
    await givePassword(user);
    expect(await within(dialog).findByAltText(/QR code/)).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/admin/mfa/setup')).toEqual({
      password: 'admin-secret',
    });
  });

  it('offers no new set-up to an admin who already has an authenticator', async () => {
    api.mock(
      api.answer('GET /api/admin/session', {
        admin: { id: 'a1', username: 'ops-admin', role: 'owner', mfaEnabled: true },
      }),
    );
    renderWithProviders(<AdminHeader />, { url: '/admin' });
    expect(await screen.findByText('Two-factor on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Two-factor authentication' })).toBeNull();
  });

  it('says when the codes could not be copied instead of claiming they were', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Two-factor authentication' }));
    const dialog = await givePassword(user);
    await user.type(await within(dialog).findByLabelText('Code from the app'), '654321');
    await user.click(
      within(dialog).getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    await within(dialog).findByRole('list', { name: 'Recovery codes' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy codes' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Could not copy',
        variant: 'destructive',
      }),
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
  });
});
