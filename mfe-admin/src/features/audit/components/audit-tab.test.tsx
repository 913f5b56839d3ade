import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAuditItem, AdminAuditPage } from '@cardbridge/contracts';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { AuditTab } from './audit-tab';

declare module '@cardbridge/web-kit/testing' {
  interface ApiAnswers {
    'GET /api/admin/audit': AdminAuditPage;
  }
}

const entry = (n: number, overrides: Partial<AdminAuditItem> = {}): AdminAuditItem => ({
  id: `e${n}`,
  at: `2026-11-2${n}T10:00:00.000Z`,
  adminId: 'a1',
  admin: 'ops-admin',
  role: 'owner',
  action: 'team.invite',
  target: `admin:rita${n} (reviewer)`,
  address: '203.0.113.7',
  ...overrides,
});

describe('the Audit tab', () => {
  it('lists who did what, to what, from where and when, and pages with Load more', async () => {
    api.mock(
      api.answerWith('GET /api/admin/audit', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'next'
          ? { items: [entry(1)], nextCursor: null }
          : {
              items: [entry(3), entry(2, { action: 'signin.success', target: null })],
              nextCursor: 'next',
            },
      ),
    );
    renderWithProviders(<AuditTab />);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('ops-admin · owner');
    expect(rows[0]?.textContent).toContain('team.invite');
    expect(rows[0]?.textContent).toContain('admin:rita3 (reviewer)');
    expect(rows[0]?.textContent).toContain('203.0.113.7');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 entries, newest first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by admin, action and dates on the server, and clears them', async () => {
    api.mock(api.answer('GET /api/admin/audit', { items: [], nextCursor: null }));
    renderWithProviders(<AuditTab />);
    expect(await screen.findByText('No admin actions recorded yet.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Admin'), 'rita');
    await userEvent.type(screen.getByLabelText('Action'), 'signin');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
    const query = (n: number) =>
      Object.fromEntries(
        new URL(api.requestsTo('GET /api/admin/audit')[n]?.path ?? '', 'http://x').searchParams,
      );
    expect(query(1)).toEqual({
      limit: '50',
      admin: 'rita',
      action: 'signin',
      from: '2026-11-01',
      to: '2026-11-27',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No admin actions recorded yet.')).toBeTruthy();
    expect((screen.getByLabelText('Admin') as HTMLInputElement).value).toBe('');
  });
});
