import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { ConfirmEmailPage } from './confirm-email-page';

const token = 'a'.repeat(43);

function renderAt(url: string) {
  return renderWithProviders(<ConfirmEmailPage />, { url, path: '/confirm-email' });
}

describe('ConfirmEmailPage (docs/product.md#limits)', () => {
  it("sends the link's token once and says which address the account has now", async () => {
    api.mock(
      api.answer('POST /api/profile/confirm-email', {
        message: 'Your email address is now new@example.com',
      }),
    );
    renderAt(`/confirm-email?token=${token}`);
    expect(await screen.findByText('Your email address is now new@example.com')).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/profile/confirm-email')).toEqual({ token });
    expect(api.requestsTo('POST /api/profile/confirm-email')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });

  it('says the link is invalid or expired when the server refuses it', async () => {
    api.mock(
      api.answer(
        'POST /api/profile/confirm-email',
        { message: 'This link is invalid or has expired' },
        { status: 400 },
      ),
    );
    renderAt(`/confirm-email?token=${token}`);
    expect(await screen.findByText('This link is invalid or has expired')).toBeTruthy();
  });
});
