import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitationAccepted } from '@cardbridge/contracts';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { AcceptInvitation } from './accept-invitation';

declare module '@cardbridge/web-kit/testing' {
  interface ApiAnswers {
    'POST /api/admin/invitations/accept': InvitationAccepted;
  }
}

const token = 'A'.repeat(43);
const strong = 'violet-harbour-lantern-42';

const open = (url: string) =>
  renderWithProviders(<AcceptInvitation />, {
    url,
    path: '/admin/invitation',
    routes: { '/admin/login': <p>Admin sign-in page</p> },
  });

describe('the invitation page', () => {
  it('sets the password with the emailed token, then goes to sign-in', async () => {
    api.mock(
      api.answer('POST /api/admin/invitations/accept', {
        id: 'a9',
        username: 'rita',
        role: 'reviewer',
      }),
    );
    const view = open(`/admin/invitation#token=${token}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the admin team' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), strong);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Admin sign-in page')).toBeTruthy();
    expect(view.location()).toBe('/admin/login');
    expect(await api.lastJsonBody('POST /api/admin/invitations/accept')).toEqual({
      token,
      password: strong,
    });
  });

  it('refuses a weak password before sending it, and shows why a link is refused', async () => {
    api.mock(
      api.answer(
        'POST /api/admin/invitations/accept',
        { message: 'This invitation has already been used. Sign in instead.' },
        { status: 410 },
      ),
    );
    open(`/admin/invitation?token=${token}`);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/invitations/accept')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), strong);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('This invitation has already been used. Sign in instead.'),
    ).toBeTruthy();
  });

  it('says a link without its token is incomplete and offers no form', () => {
    open('/admin/invitation');
    expect(screen.getByText(/This invitation link is incomplete/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
