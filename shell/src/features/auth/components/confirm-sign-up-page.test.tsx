import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey, useToastStore } from '@cardbridge/web-kit';
import { api, aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { ConfirmSignUpPage } from './confirm-sign-up-page';

const token = 'c'.repeat(43);
const user = aUser({ username: 'ana', firstName: 'Ana', email: 'ana@example.com' });

function renderAt(url: string) {
  return renderWithProviders(<ConfirmSignUpPage />, {
    url,
    path: '/confirm-signup',
    routes: { '/dashboard': <p>Dashboard page</p>, '/sell-card': <p>Sell card page</p> },
  });
}

describe('ConfirmSignUpPage (docs/product.md#accounts-and-sessions)', () => {
  it("sends the link's token once, signs the new account in and goes to the dashboard", async () => {
    api.mock(api.answer('POST /api/auth/register/confirm', { user }, { status: 201 }));
    const { queryClient } = renderAt(`/confirm-signup?token=${token}`);
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/auth/register/confirm')).toEqual({ token });
    expect(api.requestsTo('POST /api/auth/register/confirm')).toHaveLength(1);
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user);
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.title).toBe('Welcome to Cardbridge!'),
    );
  });

  it('goes on to the page the sign-up started from in this tab', async () => {
    sessionStorage.setItem('cardbridge.signUpReturnTo', '/sell-card?brand=Steam');
    api.mock(api.answer('POST /api/auth/register/confirm', { user }, { status: 201 }));
    const view = renderAt(`/confirm-signup?token=${token}`);
    expect(await screen.findByText('Sell card page')).toBeTruthy();
    expect(view.location()).toBe('/sell-card?brand=Steam');
  });

  it('ignores a remembered path on another site', async () => {
    sessionStorage.setItem('cardbridge.signUpReturnTo', '//evil.example/x');
    api.mock(api.answer('POST /api/auth/register/confirm', { user }, { status: 201 }));
    renderAt(`/confirm-signup?token=${token}`);
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('says the link is invalid or expired and offers to sign up again', async () => {
    api.mock(
      api.answer(
        'POST /api/auth/register/confirm',
        { message: 'This link is invalid or has expired' },
        { status: 400 },
      ),
    );
    renderAt(`/confirm-signup?token=${token}`);
    expect(await screen.findByText('This link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe(
      '/register',
    );
  });
});
