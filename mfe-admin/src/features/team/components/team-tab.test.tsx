import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamInvitationAnswer, TeamList, TeamMember } from '@cardbridge/contracts';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { TeamTab } from './team-tab';

declare module '@cardbridge/web-kit/testing' {
  interface ApiAnswers {
    'GET /api/admin/team': TeamList;
    'POST /api/admin/team/invitations': TeamInvitationAnswer;
    'PATCH /api/admin/team/:id': TeamMember;
  }
}

const owner: TeamMember = {
  id: 'a1',
  username: 'ops-admin',
  email: null,
  role: 'owner',
  disabled: false,
};
const rita: TeamMember = {
  id: 'a2',
  username: 'rita',
  email: 'rita@example.com',
  role: 'reviewer',
  disabled: false,
};
const link = `http://localhost:8080/admin/invitation#token=${'t'.repeat(43)}`;

describe('the Team tab', () => {
  it('invites an admin and shows the one-time link, with the checks of the contract first', async () => {
    api.mock(
      api.answer('GET /api/admin/team', { items: [owner, rita], nextCursor: null }),
      api.answer('POST /api/admin/team/invitations', {
        id: 'i1',
        url: link,
        expiresAt: '2026-11-29T03:00:00.000Z',
      }),
    );
    renderWithProviders(<TeamTab />);
    expect(await screen.findAllByTestId('team-member-row')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Username'), 'fin');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/team/invitations')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'finn');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'finn@example.com');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect((await screen.findByLabelText<HTMLInputElement>('Invitation link')).value).toBe(link);
    expect(screen.getByText(/We emailed it to finn@example.com/)).toBeTruthy();
    expect(await api.lastJsonBody('POST /api/admin/team/invitations')).toEqual({
      username: 'finn',
      email: 'finn@example.com',
      role: 'finance',
    });
    // Shown once: Done forgets it.
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Invitation link')).toBeNull();
  });

  it("says the server's refusal of an invitation", async () => {
    api.mock(
      api.answer('GET /api/admin/team', { items: [owner], nextCursor: null }),
      api.answer(
        'POST /api/admin/team/invitations',
        { message: 'An admin called rita already exists' },
        { status: 409 },
      ),
    );
    renderWithProviders(<TeamTab />);
    await userEvent.type(await screen.findByLabelText('Username'), 'rita');
    await userEvent.type(screen.getByLabelText('Email'), 'rita2@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An admin called rita already exists',
    );
    expect(screen.queryByLabelText('Invitation link')).toBeNull();
  });

  it("changes a role from the member's row and disables after confirming", async () => {
    let members = [owner, rita];
    api.mock(
      api.answerWith('GET /api/admin/team', () => ({ items: members, nextCursor: null })),
      api.answerWith('PATCH /api/admin/team/:id', async ({ request }) => {
        const patch = (await request.json()) as Partial<TeamMember>;
        members = members.map((m) => (m.id === rita.id ? { ...m, ...patch } : m));
        return members.find((m) => m.id === rita.id) ?? rita;
      }),
    );
    renderWithProviders(<TeamTab />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of rita' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Support' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of rita' }).textContent).toBe('Support'),
    );
    expect(await api.lastJsonBody('PATCH /api/admin/team/:id')).toEqual({ role: 'support' });

    await userEvent.click(screen.getByRole('button', { name: 'Disable rita' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable rita?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable rita' })).toBeTruthy();
    expect(await api.lastJsonBody('PATCH /api/admin/team/:id')).toEqual({ disabled: true });
    expect(api.requestsTo('PATCH /api/admin/team/:id').map((r) => r.path)).toEqual([
      '/api/admin/team/a2',
      '/api/admin/team/a2',
    ]);
  });
});
