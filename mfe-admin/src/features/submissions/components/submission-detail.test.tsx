import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionStatuses, submissionStatusInfo } from '@cardbridge/contracts';
import type { AdminSubmission, SubmissionStatus } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { anAdminSubmission, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { claimRenewalMs } from '../hooks/use-claim-renewal';
import { SubmissionDetail } from './submission-detail';

const now = Date.parse('2026-11-24T10:30:00.000Z');
const lastToast = () => useToastStore.getState().toasts[0];

function renderDetail(
  overrides: Partial<AdminSubmission> = {},
  role: { decide?: boolean; secrets?: boolean } = {},
) {
  renderWithProviders(
    <SubmissionDetail
      submission={anAdminSubmission(overrides)}
      me="rev"
      now={now}
      decide={role.decide ?? true}
      secrets={role.secrets ?? true}
      onChanged={() => undefined}
    />,
  );
  return screen.getByTestId('submission-detail');
}

const historyTo = (status: SubmissionStatus) => [
  {
    from: null,
    to: 'pending' as const,
    reason: null,
    by: 'seller:u1',
    at: '2026-11-24T10:00:00.000Z',
  },
  {
    from: 'pending' as const,
    to: status,
    reason: null,
    by: 'admin:ops',
    at: '2026-11-25T09:30:00.000Z',
  },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('the selected submission (docs/product.md#admin-review)', () => {
  it.each(submissionStatuses)(
    'offers exactly the moves the status table allows from %s, each with its key',
    (status) => {
      renderDetail({ status, statusHistory: historyTo(status) });
      const actions = screen.getByRole('group', { name: 'Status actions' });
      const buttons = within(actions).queryAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual(
        submissionStatusInfo[status].next.map((move) => move.action),
      );
      for (const button of buttons)
        expect(button.getAttribute('aria-keyshortcuts')).toMatch(/^[a-z]$/);
      expect(within(actions).queryByText(/^Last status update: Nov 25, 2026/) !== null).toBe(
        submissionStatusInfo[status].final,
      );
    },
  );

  it('shows a reviewer every field, the secrets, the signals with their reasons and the history', () => {
    const detail = renderDetail({
      signals: [
        { type: 'duplicate_card', detail: 'Also submitted by bo on Nov 20, 2026 (Completed)' },
        { type: 'velocity', detail: '7 submissions in the last hour' },
      ],
    });
    const text = detail.textContent ?? '';
    for (const shown of ['6011-0009-9013-9424', '9876', '742', 'Brand New', 'PayPal (•••• .com)']) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('Duplicate card: Also submitted by bo on Nov 20, 2026 (Completed)');
    expect(text).toContain('Seller velocity: 7 submissions in the last hour');
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByRole('listitem').textContent,
    ).toMatch(/New → Pending by seller:u1/);
    // 30 minutes old against a one-hour target.
    expect(text).toContain('30m · 30m left');
  });

  it('marks a late submission in words, not only in colour', () => {
    const detail = renderDetail({ targetAt: '2026-11-24T10:10:00.000Z' });
    expect(detail.textContent).toContain('30m · Late 20m');
  });

  it('leaves support without a claim, status actions, secrets or photos', () => {
    const detail = renderDetail(
      { claimedBy: 'bo', claimedUntil: '2026-11-24T10:40:00.000Z' },
      { decide: false, secrets: false },
    );
    expect(within(detail).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Status actions' })).toBeNull();
    const text = detail.textContent ?? '';
    expect(text).toContain('•••• 9424');
    expect(text).not.toContain('6011-0009-9013-9424');
    expect(text).not.toContain('PIN');
    expect(text).not.toContain('Security Code');
    expect(text).toContain('Being reviewed by bo');
  });

  it('opens a photo in a dialog and zooms it with buttons and keys', async () => {
    const user = userEvent.setup();
    renderDetail({ images: ['/uploads/a.jpg', '/uploads/b.jpg'] });
    await user.click(screen.getByRole('button', { name: 'Photo 1 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    const image = within(dialog).getByRole('img', { name: 'Verification photo 1' });
    expect(image.getAttribute('src')).toBe('/api/admin/view/a.jpg');
    expect(within(dialog).getByRole('status').textContent).toBe('100%');
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await user.keyboard('+');
    expect(within(dialog).getByRole('status').textContent).toBe('200%');
    expect(image.style.width).toBe('200%');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 2' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/admin/download/b.jpg',
    );
  });

  it("shows the server's message when another admin holds the claim (409)", async () => {
    api.mock(
      api.answer(
        'POST /api/admin/submissions/:id/claim',
        { message: 'Being reviewed by bo' },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderDetail();
    expect(screen.getByText('Not claimed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Claim Failed',
        description: 'Being reviewed by bo',
      }),
    );
  });

  it('renews my own claim every five minutes while it is open, and releases it on demand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.mock(
      api.answer('POST /api/admin/submissions/:id/claim', {
        claimedBy: 'rev',
        claimedUntil: '2026-11-24T10:50:00.000Z',
      }),
      api.answer('DELETE /api/admin/submissions/:id/claim', { message: 'Released' }),
    );
    renderDetail({ claimedBy: 'rev', claimedUntil: '2026-11-24T10:40:00.000Z' });
    expect(screen.getByTestId('claimant').textContent).toContain('Being reviewed by you');
    expect(api.requestsTo('POST /api/admin/submissions/:id/claim')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(claimRenewalMs);
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin/submissions/:id/claim')).toHaveLength(1),
    );
    await vi.advanceTimersByTimeAsync(claimRenewalMs);
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin/submissions/:id/claim')).toHaveLength(2),
    );
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE /api/admin/submissions/:id/claim')).toHaveLength(1),
    );
  });

  it('asks the reason for a failure in the Mark as Failed dialog', async () => {
    api.mock(
      api.answer(
        'PATCH /api/admin/submissions/:id/status',
        anAdminSubmission({ status: 'failed' }),
      ),
    );
    const user = userEvent.setup();
    renderDetail({ status: 'processing' });
    await user.click(screen.getByRole('button', { name: 'Mark Failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Failed' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Balance was $0');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Failed' }));
    expect(await api.lastJsonBody('PATCH /api/admin/submissions/:id/status')).toEqual({
      status: 'failed',
      reason: 'Balance was $0',
    });
  });
});
