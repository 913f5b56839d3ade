import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '@cardbridge/contracts';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { UsersTab } from './users-tab';

const user = (n: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: `u${n}`,
  username: `seller${n}`,
  email: `seller${n}@example.com`,
  firstName: 'Ana',
  lastName: `Lima${n}`,
  role: 'user',
  createdAt: '2026-03-04T10:00:00.000Z',
  submissionCount: n,
  ...overrides,
});

describe('the admin Users tab', () => {
  it('searches on the server once typing pauses and shows first and last names', async () => {
    api.mock(
      api.answerWith('GET /api/admin/users', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        const items =
          q === 'zora' ? [user(7, { firstName: 'Zora', lastName: 'Quinn' })] : [user(1), user(2)];
        return { items, total: items.length, nextCursor: null };
      }),
    );
    renderWithProviders(<UsersTab />);
    expect(await screen.findAllByTestId('admin-user-row')).toHaveLength(2);
    expect(screen.getAllByTestId('admin-user-row')[0]?.textContent).toContain(
      'Ana Lima1 · seller1',
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zora');
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1));
    expect(screen.getByTestId('admin-user-row').textContent).toContain('Zora Quinn');
    // One request for the whole word, not one per key.
    expect(
      api
        .requestsTo('GET /api/admin/users')
        .map((r) => new URL(r.path, 'http://x').searchParams.get('q')),
    ).toEqual([null, 'zora']);
  });

  it('pages with Load more and says when nobody matches', async () => {
    api.mock(
      api.answerWith('GET /api/admin/users', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('q')) return { items: [], total: 0, nextCursor: null };
        return params.get('cursor') === 'next'
          ? { items: [user(3)], total: 3, nextCursor: null }
          : { items: [user(1), user(2)], total: 3, nextCursor: 'next' };
      }),
    );
    renderWithProviders(<UsersTab />);
    expect(await screen.findByText('Showing 2 of 3 users')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 users')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No users match your search.')).toBeTruthy();
  });
});
